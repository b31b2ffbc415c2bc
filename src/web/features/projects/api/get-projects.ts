import { apiPaths } from "../../../../shared/api/paths.ts";
import type { Project } from "../../../../shared/api/projects.ts";
import { useApiData } from "../../../lib/api-data.ts";

export function useProjects() {
  return useApiData<Project[]>(apiPaths.projects);
}
