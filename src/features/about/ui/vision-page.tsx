import { PageBody, PageHeader } from "#web/components/ui/page.tsx";
import { SectionHeading } from "#web/components/ui/section-heading.tsx";
import { StatementWithCards } from "#web/components/ui/statement.tsx";
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
        <StatementWithCards content={content} />
        <section className="mt-14">
          <SectionHeading id="core-values" title={content.valuesHeading} />
          <CoreValues values={content.values} labelledBy="core-values" number={number} />
        </section>
      </PageBody>
    </>
  );
}
