import { ActionCardSection } from "#web/components/ui/action-card.tsx";
import { InfoCard } from "#web/components/ui/info-card.tsx";
import { PageBody, PageHeader } from "#web/components/ui/page.tsx";
import type { aboutContent as AboutContent } from "#web/content/about.ts";
import type { PageText } from "#web/content/types.ts";

export function AboutPage({ text, content }: { text: PageText<"about">; content: typeof AboutContent }) {
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <div className="grid gap-6 lg:grid-cols-2">
          {content.cards.map((card) => (
            <InfoCard key={card.title} title={card.title} icon={card.icon} paragraphs={card.paragraphs} />
          ))}
        </div>
        <ActionCardSection id="about-more" heading={content.more.heading} cards={content.more.links.map(({ label, ...link }) => ({ ...link, title: label }))} />
      </PageBody>
    </>
  );
}
