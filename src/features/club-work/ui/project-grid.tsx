import { CardGrid } from "#web/components/ui/card-grid.tsx";
import { ListStates } from "#web/components/ui/list-states.tsx";
import { listImageLoading } from "#web/lib/list-image.ts";
import { useListsText } from "#web/components/lists-text.tsx";
import { useProjects } from "./get-projects.ts";
import { ProjectCard } from "./project-card.tsx";

export function ProjectGrid() {
  const text = useListsText();
  return (
    <ListStates query={useProjects()} texts={text.states.projects} what="projects">
      {(projects) => (
        <CardGrid items={projects} itemKey={(project) => project.id} renderItem={(project, index) => <ProjectCard project={project} imageLoading={listImageLoading(index)} />} />
      )}
    </ListStates>
  );
}
