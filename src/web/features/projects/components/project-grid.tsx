import { CardGrid } from "../../../components/ui/card-grid.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { listImageLoading } from "../../../lib/list-image.ts";
import { useListsText } from "../../lists/lists-text.tsx";
import { useProjects } from "../api/get-projects.ts";
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
