import { inboxState, type MessageState } from "../../inbox.ts";
import { counted } from "#shared/counted.ts";

/** A button that puts messages in a state: what it says, the state, and what it reports afterwards. */
export interface StateAction {
  label: string;
  state: MessageState;
  /** "archived", as in "3 messages archived." */
  done: string;
}

export const stateActions = {
  markRead: { label: "Mark read", state: "read", done: "marked read" },
  markUnread: { label: "Mark unread", state: "unread", done: "marked unread" },
  archive: { label: "Archive", state: "archived", done: "archived" },
  moveToInbox: { label: "Move to inbox", state: inboxState, done: "moved to the inbox" },
} as const satisfies Record<string, StateAction>;

/**
 * The bulk actions a tab offers: archived messages go back to the inbox; the others are read, unread
 * or archived. Only those that would change at least one selected message (given by its state).
 */
export function bulkActionsFor(tab: MessageState | undefined, selected: readonly MessageState[]): StateAction[] {
  const actions = tab === "archived" ? [stateActions.moveToInbox, stateActions.markUnread] : [stateActions.markRead, stateActions.markUnread, stateActions.archive];
  return actions.filter((action) => selected.some((state) => state !== action.state));
}

/** What a state change did, for the notice after it. */
export function stateChangeReport(action: StateAction, changed: number, chosen: number): string {
  if (changed === 0) return chosen === 1 ? "Nothing changed: the message was already in that state." : "Nothing changed: the messages were already in that state.";
  const what = counted(changed, "message");
  return `${what} ${action.done}.`;
}
