import { InfoCard } from "../../components/ui/info-card.tsx";
import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { Statement } from "../../components/ui/statement.tsx";
import { missionContent } from "../../content/mission.ts";
import { missionPageText } from "../../content/pages/mission.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(missionPageText);

export default function MissionPage() {
  const text = missionPageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <Statement label={missionContent.statementLabel} text={missionContent.statement} />
        <div className="grid gap-6 md:grid-cols-2">
          {missionContent.cards.map((card, index) => (
            <InfoCard
              key={card.title}
              title={card.title}
              icon={card.icon}
              tone={index % 2 === 0 ? "brand" : "accent"}
              paragraphs={card.paragraphs}
            />
          ))}
        </div>
      </PageBody>
    </>
  );
}
