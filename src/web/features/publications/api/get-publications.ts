import { apiPaths } from "../../../../shared/api/paths.ts";
import type { Publication } from "../../../../shared/api/publications.ts";
import { useApiData } from "../../../lib/api-data.ts";

export function usePublications() {
  return useApiData<Publication[]>(apiPaths.publications);
}
