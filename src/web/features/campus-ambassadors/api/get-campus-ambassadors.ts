import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPaths } from "../../../../shared/api/paths.ts";
import type { CampusAmbassador } from "../../../../shared/api/campus-ambassadors.ts";
import { getJson } from "../../../lib/api-client.ts";

export function getCampusAmbassadors(signal?: AbortSignal): Promise<CampusAmbassador[]> {
  return getJson<CampusAmbassador[]>(apiPaths.campusAmbassadors, { signal });
}

export const campusAmbassadorsQuery = queryOptions({
  queryKey: ["campus-ambassadors"],
  queryFn: ({ signal }) => getCampusAmbassadors(signal),
});

export function useCampusAmbassadors() {
  return useQuery(campusAmbassadorsQuery);
}
