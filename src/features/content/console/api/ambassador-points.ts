import { useMutation, useQuery } from "@tanstack/react-query";
import type { PointsAnswer, PointsChange } from "../../contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";
import { contentRowsQueryKey } from "./content-rows.ts";

const pointsQueryKey = (id: string) => ["content", "campus-ambassadors", id, "points"] as const;

/** An ambassador's total and the history of its changes, newest first. */
export function useAmbassadorPoints(id: string) {
  return useQuery({
    queryKey: pointsQueryKey(id),
    queryFn: () => consoleApi.get<PointsAnswer>(consoleApiPath(consoleApiPaths.ambassadorPoints, { id })),
  });
}

export function useChangeAmbassadorPoints(id: string) {
  return useMutation({
    mutationFn: (change: PointsChange) => consoleApi.post<PointsAnswer>(consoleApiPath(consoleApiPaths.ambassadorPoints, { id }), change),
    onSuccess: (answer) => {
      queryClient.setQueryData(pointsQueryKey(id), answer);
      return queryClient.invalidateQueries({ queryKey: contentRowsQueryKey("campus-ambassadors") });
    },
  });
}
