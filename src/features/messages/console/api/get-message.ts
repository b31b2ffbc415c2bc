import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConsoleMessage } from "../../inbox.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { ApiError, consoleApi } from "#console/lib/api.ts";
import { messagesKey } from "./list-messages.ts";

export function getMessage(id: string): Promise<ConsoleMessage> {
  return consoleApi.get<ConsoleMessage>(consoleApiPath(consoleApiPaths.message, { id }));
}

/** One message, whole. Reading it changes nothing: opening it marks it read through a mutation. */
export function messageQuery(id: string) {
  return queryOptions({
    queryKey: [...messagesKey, "detail", id] as const,
    queryFn: () => getMessage(id),
    // A missing message stays missing, and a bad id stays bad: only other failures are tried again.
    retry: (count, error) => !(error instanceof ApiError && [400, 401, 404].includes(error.status)) && count < 2,
  });
}

export function useMessage(id: string) {
  return useQuery(messageQuery(id));
}
