import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPaths } from "../../../../shared/api/paths.ts";
import type { Project } from "../../../../shared/api/projects.ts";
import { getJson } from "../../../lib/api-client.ts";

export function getProjects(signal?: AbortSignal): Promise<Project[]> {
  return getJson<Project[]>(apiPaths.projects, { signal });
}

export const projectsQuery = queryOptions({
  queryKey: ["projects"],
  queryFn: ({ signal }) => getProjects(signal),
});

export function useProjects() {
  return useQuery(projectsQuery);
}
