import { IntroCard, PageBody, PageHeader } from "../../../components/ui/page.tsx";
import { ResearchProjectCard } from "../../../components/ui/research-project-card.tsx";
import type { researchProjectsContent } from "../../../content/research-projects.ts";
import type { PageText } from "../../../content/types.ts";

/** The Research Projects page: the club's own texts, no list from the server. Texts from the route module. */
export function ResearchProjectsPage({ text, content }: { text: PageText<"researchProjects">; content: typeof researchProjectsContent }) {
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
