import { useMutation } from "@tanstack/react-query";
import type { MessageStateChange, MessageStateChanged } from "../../inbox.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";
import { messagesKey } from "./list-messages.ts";

export function changeMessageState(change: MessageStateChange): Promise<MessageStateChanged> {
  return consoleApi.post<MessageStateChanged>(consoleApiPaths.messagesState, change);
}

/** Puts messages in a state; the lists, their counts and every open message are read again. */
export function useChangeMessageState() {
  return useMutation({
    mutationFn: changeMessageState,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
