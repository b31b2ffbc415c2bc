import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPaths } from "../../../../shared/api/paths.ts";
import type { Publication } from "../../../../shared/api/publications.ts";
import { getJson } from "../../../lib/api-client.ts";

export function getPublications(signal?: AbortSignal): Promise<Publication[]> {
  return getJson<Publication[]>(apiPaths.publications, { signal });
}

export const publicationsQuery = queryOptions({
  queryKey: ["publications"],
  queryFn: ({ signal }) => getPublications(signal),
});

export function usePublications() {
  return useQuery(publicationsQuery);
}
