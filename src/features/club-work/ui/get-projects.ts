import { apiPaths } from "#shared/api/paths.ts";
import type { Project } from "../contract.ts";
import { useApiData } from "#web/lib/api-data.ts";

export function useProjects() {
  return useApiData<Project[]>(apiPaths.projects);
}
