import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MessagesPage } from "../../inbox.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";

/** Every messages query starts with this key: a state change invalidates them all. */
export const messagesKey = ["messages"] as const;

export function listMessages(queryString: string): Promise<MessagesPage> {
  return consoleApi.get<MessagesPage>(`${consoleApiPaths.messages}${queryString}`);
}

/** One page of the inbox for a query string (state, search and page); the last page stays on screen while the next loads. */
export function messagesQuery(queryString: string) {
  return queryOptions({
    queryKey: [...messagesKey, "list", queryString] as const,
    queryFn: () => listMessages(queryString),
    placeholderData: keepPreviousData,
  });
}

export function useMessages(queryString: string) {
  return useQuery(messagesQuery(queryString));
}
