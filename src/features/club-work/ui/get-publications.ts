import { apiPaths } from "#shared/api/paths.ts";
import type { Publication } from "../contract.ts";
import { useApiData } from "#web/lib/api-data.ts";

export function usePublications() {
  return useApiData<Publication[]>(apiPaths.publications);
}
