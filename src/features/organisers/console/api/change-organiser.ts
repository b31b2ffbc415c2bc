import { useMutation } from "@tanstack/react-query";
import type { OrganiserChange, OrganiserChangedAnswer, OrganisersAnswer } from "../../contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";
import { organisersQueryKey } from "#console/lib/organisers.ts";

export function changeOrganiser(id: string, change: OrganiserChange): Promise<OrganiserChangedAnswer> {
  return consoleApi.patch<OrganiserChangedAnswer>(consoleApiPath(consoleApiPaths.organiser, { id }), change);
}

/** Changes one organiser's role, or disables or enables them; the list shows the answer at once. */
export function useChangeOrganiser(id: string) {
  return useMutation({
    mutationFn: (change: OrganiserChange) => changeOrganiser(id, change),
    onSuccess: ({ organiser }) => {
      queryClient.setQueryData<OrganisersAnswer>(organisersQueryKey, (answer) =>
        answer ? { organisers: answer.organisers.map((o) => (o.id === organiser.id ? organiser : o)) } : answer,
      );
    },
  });
}
