import { InfoCard } from "#web/components/ui/info-card.tsx";
import { PageBody, PageHeader } from "#web/components/ui/page.tsx";
import { SectionHeading } from "#web/components/ui/section-heading.tsx";
import { Statement } from "#web/components/ui/statement.tsx";
import type { PageText } from "#web/content/types.ts";
import type { visionContent as VisionContent } from "#web/content/vision.ts";
import { CoreValues } from "./core-values.tsx";

export function VisionPage({
  text,
  content,
  number,
}: {
  text: PageText<"vision">;
  content: typeof VisionContent;
  /** A value's number in the page's digits. */
  number: (n: number) => string;
}) {
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
              tone={index === 0 ? "brand" : "accent"}
              paragraphs={card.paragraphs}
            />
          ))}
        </div>
        <section className="mt-14">
          <SectionHeading id="core-values" title={content.valuesHeading} />
          <CoreValues values={content.values} labelledBy="core-values" number={number} />
        </section>
      </PageBody>
    </>
  );
}
