import { ActionCard } from "../../../components/ui/action-card.tsx";
import { InfoCard } from "../../../components/ui/info-card.tsx";
import { PageBody, PageHeader } from "../../../components/ui/page.tsx";
import { SectionHeading } from "../../../components/ui/section-heading.tsx";
import type { aboutContent as AboutContent } from "../../../content/about.ts";
import type { PageText } from "../../../content/types.ts";
import { useInLang } from "../../../lib/lang.ts";

export function AboutPage({ text, content }: { text: PageText<"about">; content: typeof AboutContent }) {
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
        <section aria-labelledby="about-more" className="mt-14">
          <SectionHeading id="about-more" title={content.more.heading} />
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {content.more.links.map((link) => (
              <ActionCard
                key={link.path}
                title={link.label}
                text={link.text}
                icon={link.icon}
                path={inLang(link.path)}
                buttonLabel={link.buttonLabel}
              />
            ))}
          </div>
        </section>
      </PageBody>
    </>
  );
}
