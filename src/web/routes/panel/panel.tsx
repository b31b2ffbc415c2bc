import { ActionCard } from "../../components/ui/action-card.tsx";
import { InfoCard } from "../../components/ui/info-card.tsx";
import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { panelPageText } from "../../content/pages/panel.ts";
import { panelContent } from "../../content/panel.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(panelPageText);

export default function PanelPage() {
  const text = panelPageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <div className="grid gap-6 lg:grid-cols-2">
          {panelContent.cards.map((card) => (
            <InfoCard key={card.title} title={card.title} icon={card.icon} paragraphs={card.paragraphs} />
          ))}
        </div>
        <section aria-labelledby="panel-groups" className="mt-14">
          <SectionHeading id="panel-groups" title={panelContent.groupsHeading} />
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {panelContent.groups.map((group) => (
              <ActionCard
                key={group.path}
                title={group.title}
                text={group.text}
                icon={group.icon}
                path={group.path}
                buttonLabel={group.buttonLabel}
              />
            ))}
          </div>
        </section>
      </PageBody>
    </>
  );
}
