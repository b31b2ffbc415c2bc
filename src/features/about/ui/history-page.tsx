import { InfoCard } from "#web/components/ui/info-card.tsx";
import { PageBody, PageHeader } from "#web/components/ui/page.tsx";
import { SectionHeading } from "#web/components/ui/section-heading.tsx";
import { StatGrid } from "#web/components/ui/stat-grid.tsx";
import type { ClubStat } from "#web/content/club-facts.ts";
import type { historyContent as HistoryContent } from "#web/content/history.ts";
import type { PageText } from "#web/content/types.ts";
import { CheckList } from "./check-list.tsx";
import { Timeline } from "./timeline.tsx";

export function HistoryPage({
  text,
  content,
  stats,
}: {
  text: PageText<"history">;
  content: typeof HistoryContent;
  stats: ClubStat[];
}) {
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody className="space-y-16">
        <section className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-12">
          <div>
            <SectionHeading id="history-timeline" title={content.timelineHeading} />
            <p className="text-lg text-ink">{content.intro}</p>
          </div>
          <Timeline entries={content.timeline} labelledBy="history-timeline" />
        </section>
        <section>
          <SectionHeading id="history-growth" title={content.growthHeading} />
          <CheckList items={content.growth} labelledBy="history-growth" />
        </section>
        <section>
          <SectionHeading id="history-achievements" title={content.achievementsHeading} intro={content.achievementsIntro} />
          <StatGrid stats={stats} label={content.achievementsHeading} />
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {content.achievements.map((card) => (
              <InfoCard key={card.title} level={3} title={card.title} icon={card.icon} paragraphs={card.paragraphs} tone="highlight" />
            ))}
          </div>
        </section>
      </PageBody>
    </>
  );
}
