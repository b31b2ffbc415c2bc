import { useMutation } from "@tanstack/react-query";
import type { SetupLinkAnswer } from "../../contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";

export function issueSetupLink(id: string): Promise<SetupLinkAnswer> {
  return consoleApi.post<SetupLinkAnswer>(consoleApiPath(consoleApiPaths.organiserSetupLink, { id }));
}

/** A new one-time set-up link for an organiser (a lost or expired link, a forgotten password). */
export function useIssueSetupLink(id: string) {
  return useMutation({ mutationFn: () => issueSetupLink(id) });
}
