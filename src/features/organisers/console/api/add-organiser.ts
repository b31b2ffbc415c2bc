import { useMutation } from "@tanstack/react-query";
import type { NewOrganiser, OrganiserAddedAnswer } from "../../contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";
import { organisersQueryKey } from "#console/lib/organisers.ts";

export function addOrganiser(organiser: NewOrganiser): Promise<OrganiserAddedAnswer> {
  return consoleApi.post<OrganiserAddedAnswer>(consoleApiPaths.organisers, organiser);
}

/** Adds an organiser; the answer carries their one-time set-up link. */
export function useAddOrganiser() {
  return useMutation({
    mutationFn: addOrganiser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisersQueryKey }),
  });
}
