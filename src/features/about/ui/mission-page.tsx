import { PageBody, PageHeader } from "#web/components/ui/page.tsx";
import { StatementWithCards } from "#web/components/ui/statement.tsx";
import type { missionContent as MissionContent } from "#web/content/mission.ts";
import type { PageText } from "#web/content/types.ts";

export function MissionPage({ text, content }: { text: PageText<"mission">; content: typeof MissionContent }) {
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <StatementWithCards content={content} />
      </PageBody>
    </>
  );
}
