import { ActionCard } from "../../../components/ui/action-card.tsx";
import { InfoCard } from "../../../components/ui/info-card.tsx";
import { PageBody, PageHeader } from "../../../components/ui/page.tsx";
import { SectionHeading } from "../../../components/ui/section-heading.tsx";
import type { panelContent } from "../../../content/panel.ts";
import type { PageText } from "../../../content/types.ts";
import { useInLang } from "../../../lib/lang.ts";

/** The Panel page: how the panel works, and a card for each of its groups. Texts from the route module. */
export function PanelPage({ text, content }: { text: PageText<"panel">; content: typeof panelContent }) {
  const inLang = useInLang();
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <div className="grid gap-6 lg:grid-cols-2">
          {content.cards.map((card) => (
            <InfoCard key={card.title} title={card.title} icon={card.icon} paragraphs={card.paragraphs} />
          ))}
        </div>
        <section aria-labelledby="panel-groups" className="mt-14">
          <SectionHeading id="panel-groups" title={content.groupsHeading} />
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {content.groups.map((group) => (
              <ActionCard
                key={group.path}
                title={group.title}
                text={group.text}
                icon={group.icon}
                path={inLang(group.path)}
                buttonLabel={group.buttonLabel}
              />
            ))}
          </div>
        </section>
      </PageBody>
    </>
  );
}
