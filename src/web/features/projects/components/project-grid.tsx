import { CardGrid } from "../../../components/ui/card-grid.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { listTexts } from "../../../content/lists.ts";
import { listImageLoading } from "../../../lib/list-image.ts";
import { useProjects } from "../api/get-projects.ts";
import { ProjectCard } from "./project-card.tsx";

export function ProjectGrid() {
  return (
    <ListStates query={useProjects()} texts={listTexts.projects} what="projects">
      {(projects) => (
        <CardGrid items={projects} itemKey={(project) => project.id} renderItem={(project, index) => <ProjectCard project={project} imageLoading={listImageLoading(index)} />} />
      )}
    </ListStates>
  );
}
