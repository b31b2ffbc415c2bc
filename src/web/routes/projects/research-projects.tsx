import { IntroCard, PageBody, PageHeader } from "../../components/ui/page.tsx";
import { ResearchProjectCard } from "../../components/ui/research-project-card.tsx";
import { researchProjectsPageText } from "../../content/pages/research-projects.ts";
import { researchProjectsContent } from "../../content/research-projects.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(researchProjectsPageText);

export default function ResearchProjectsPage() {
  const text = researchProjectsPageText;
  const content = researchProjectsContent;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <IntroCard title={content.intro.title}>{content.intro.text}</IntroCard>
        <div className="grid gap-6 md:grid-cols-2">
          {content.projects.map((project) => (
            <ResearchProjectCard key={project.title} project={project} labels={content.labels} />
          ))}
        </div>
      </PageBody>
    </>
  );
}
