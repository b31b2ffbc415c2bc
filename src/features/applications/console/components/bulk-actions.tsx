import type { ApplicationStatus } from "../../contract.ts";
import { BulkBar } from "#console/components/bulk-bar.tsx";
import { bulkActionsFrom } from "./status-actions.ts";
import { ReasonStep, StatusButtons, useStatusChange } from "./status-buttons.tsx";
import type { StatusChangeOutcome } from "./status-change-notice.tsx";

/**
 * Shown while rows are selected: moves them all to a status at once. It offers only the statuses
 * at least one of them can move to; the server changes those the workflow allows and says why it
 * skipped the others.
 */
export function BulkActions({
  selectedIds,
  selectedStatuses,
  names,
  onDone,
  onClear,
}: {
  selectedIds: string[];
  selectedStatuses: readonly ApplicationStatus[];
  names: ReadonlyMap<string, string>;
  onDone: (outcome: StatusChangeOutcome) => void;
  onClear: () => void;
}) {
  const control = useStatusChange(selectedIds, (status, result) => onDone({ status, result, names }));
  const statuses = bulkActionsFrom(selectedStatuses);
  return (
    <BulkBar
      count={selectedIds.length}
      noun={["application", "applications"]}
      pending={control.change.isPending}
      error={control.change.error}
      onClear={onClear}
      below={<ReasonStep control={control} />}
    >
      {statuses.length > 0 ? (
        <StatusButtons statuses={statuses} control={control} />
      ) : (
        <p className="text-sm text-muted">No status change applies to the selected applications.</p>
      )}
    </BulkBar>
  );
}
