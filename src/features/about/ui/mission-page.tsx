import { InfoCard } from "#web/components/ui/info-card.tsx";
import { PageBody, PageHeader } from "#web/components/ui/page.tsx";
import { Statement } from "#web/components/ui/statement.tsx";
import type { missionContent as MissionContent } from "#web/content/mission.ts";
import type { PageText } from "#web/content/types.ts";

export function MissionPage({ text, content }: { text: PageText<"mission">; content: typeof MissionContent }) {
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <Statement label={content.statementLabel} text={content.statement} />
        <div className="grid gap-6 md:grid-cols-2">
          {content.cards.map((card, index) => (
            <InfoCard
              key={card.title}
              title={card.title}
              icon={card.icon}
              tone={index % 2 === 0 ? "brand" : "accent"}
              paragraphs={card.paragraphs}
            />
          ))}
        </div>
      </PageBody>
    </>
  );
}
