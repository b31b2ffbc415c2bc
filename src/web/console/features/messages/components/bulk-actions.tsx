import type { MessageState } from "../../../../../shared/console/messages.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { ErrorNotice } from "../../../components/notice.tsx";
import { useChangeMessageState } from "../api/change-message-state.ts";
import { bulkActionsFor, stateChangeReport } from "./state-actions.ts";

/** Shown while messages are selected: puts them all in one state at once. */
export function BulkActions({
  tab,
  selectedIds,
  onDone,
  onClear,
}: {
  tab: MessageState | undefined;
  selectedIds: string[];
  onDone: (report: string) => void;
  onClear: () => void;
}) {
  const change = useChangeMessageState();
  const count = selectedIds.length;
  return (
    <section aria-label="Bulk actions" className="mb-4 grid gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-2 font-semibold text-brand-900">{count === 1 ? "1 message selected" : `${count} messages selected`}</p>
        {bulkActionsFor(tab).map((action) => (
          <Button
            key={action.label}
            size="sm"
            disabled={change.isPending}
            onClick={() => change.mutate({ ids: selectedIds, state: action.state }, { onSuccess: ({ changed }) => onDone(stateChangeReport(action, changed, count)) })}
          >
            {action.label}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={onClear} disabled={change.isPending}>
          Clear selection
        </Button>
      </div>
      <ErrorNotice error={change.error} title="Nothing was changed" />
    </section>
  );
}
