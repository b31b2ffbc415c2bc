import { InfoCard } from "../../components/ui/info-card.tsx";
import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { Statement } from "../../components/ui/statement.tsx";
import { visionPageText } from "../../content/pages/vision.ts";
import { visionContent } from "../../content/vision.ts";
import { CoreValues } from "../../features/about/components/core-values.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(visionPageText);

export default function VisionPage() {
  const text = visionPageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <Statement label={visionContent.statementLabel} text={visionContent.statement} />
        <div className="grid gap-6 md:grid-cols-2">
          {visionContent.cards.map((card, index) => (
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
          <SectionHeading id="core-values" title={visionContent.valuesHeading} />
          <CoreValues values={visionContent.values} labelledBy="core-values" />
        </section>
      </PageBody>
    </>
  );
}
