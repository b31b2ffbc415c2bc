import type { MessageState } from "../../inbox.ts";
import { Button } from "#web/components/ui/button.tsx";
import { BulkBar } from "#console/components/bulk-bar.tsx";
import { useChangeMessageState } from "../api/change-message-state.ts";
import { bulkActionsFor, stateChangeReport } from "./state-actions.ts";

/** Shown while messages are selected: puts them all in one state at once. */
export function BulkActions({
  tab,
  selectedIds,
  selectedStates,
  onDone,
  onClear,
}: {
  tab: MessageState | undefined;
  selectedIds: string[];
  selectedStates: readonly MessageState[];
  onDone: (report: string) => void;
  onClear: () => void;
}) {
  const change = useChangeMessageState();
  const count = selectedIds.length;
  return (
    <BulkBar count={count} noun={["message", "messages"]} pending={change.isPending} error={change.error} onClear={onClear}>
      {bulkActionsFor(tab, selectedStates).map((action) => (
        <Button
          key={action.label}
          size="sm"
          disabled={change.isPending}
          onClick={() => change.mutate({ ids: selectedIds, state: action.state }, { onSuccess: ({ changed }) => onDone(stateChangeReport(action, changed, count)) })}
        >
          {action.label}
        </Button>
      ))}
    </BulkBar>
  );
}
