import { ActionCardSection } from "#web/components/ui/action-card.tsx";
import { InfoCard } from "#web/components/ui/info-card.tsx";
import { PageBody, PageHeader } from "#web/components/ui/page.tsx";
import type { panelContent } from "#web/content/panel.ts";
import type { PageText } from "#web/content/types.ts";

/** The Panel page: how the panel works, and a card for each of its groups. Texts from the route module. */
export function PanelPage({ text, content }: { text: PageText<"panel">; content: typeof panelContent }) {
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <div className="grid gap-6 lg:grid-cols-2">
          {content.cards.map((card) => (
            <InfoCard key={card.title} title={card.title} icon={card.icon} paragraphs={card.paragraphs} />
          ))}
        </div>
        <ActionCardSection id="panel-groups" heading={content.groupsHeading} cards={content.groups} />
      </PageBody>
    </>
  );
}
