import type { Project } from "../contract.ts";
import { IntroCard } from "#web/components/ui/page.tsx";
import { ListStates } from "#web/components/ui/list-states.tsx";
import type { ListsText } from "#web/content/lists.ts";
import type { projectPagesContent } from "#web/content/project-pages.ts";
import type { PageText } from "#web/content/types.ts";
import { ListPage } from "#web/components/lists-text.tsx";
import { useProjects } from "./get-projects.ts";
import { ProjectDetailCard } from "./project-detail-card.tsx";

/**
 * Research, Student or Completed Projects in either language: the page's intro, then
 * the active projects of its kind from the projects list, newest first, or its own empty text.
 */
export function ProjectKindPage({ kind, text, lists, content }: { kind: Project["kind"]; text: PageText; lists: ListsText; content: typeof projectPagesContent }) {
  const page = content[kind];
  return (
    <ListPage page={text} lists={lists}>
      <IntroCard title={page.intro.title}>{page.intro.text}</IntroCard>
      <ListStates query={useProjects()} texts={{ ...lists.states.projects, empty: page.empty }} what="projects" keep={(project) => project.kind === kind}>
        {(projects) => (
          <ul className="grid gap-6 md:grid-cols-2">
            {projects.map((project) => (
              <li key={project.id} className="min-w-0">
                <ProjectDetailCard project={project} labels={content.labels} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </ListPage>
  );
}
