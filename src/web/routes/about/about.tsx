import { ActionCard } from "../../components/ui/action-card.tsx";
import { InfoCard } from "../../components/ui/info-card.tsx";
import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { aboutContent } from "../../content/about.ts";
import { aboutPageText } from "../../content/pages/about.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(aboutPageText);

export default function AboutPage() {
  const text = aboutPageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <div className="grid gap-6 lg:grid-cols-2">
          {aboutContent.cards.map((card) => (
            <InfoCard key={card.title} title={card.title} icon={card.icon} paragraphs={card.paragraphs} />
          ))}
        </div>
        <section aria-labelledby="about-more" className="mt-14">
          <SectionHeading id="about-more" title={aboutContent.more.heading} />
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {aboutContent.more.links.map((link) => (
              <ActionCard
                key={link.path}
                title={link.label}
                text={link.text}
                icon={link.icon}
                path={link.path}
                buttonLabel={link.buttonLabel}
              />
            ))}
          </div>
        </section>
      </PageBody>
    </>
  );
}
