import { useMutation } from "@tanstack/react-query";
import type { SetupLinkAnswer } from "../../../../../shared/console/organisers.ts";
import { consoleApiPath, consoleApiPaths } from "../../../../../shared/console/paths.ts";
import { consoleApi } from "../../../lib/api.ts";

export function issueSetupLink(id: string): Promise<SetupLinkAnswer> {
  return consoleApi.post<SetupLinkAnswer>(consoleApiPath(consoleApiPaths.organiserSetupLink, { id }));
}

/** A new one-time set-up link for an organiser (a lost or expired link, a forgotten password). */
export function useIssueSetupLink(id: string) {
  return useMutation({ mutationFn: () => issueSetupLink(id) });
}
