import { BulkBar } from "../../../components/bulk-bar.tsx";
import { bulkStatusActions } from "./status-actions.ts";
import { RejectStep, StatusButtons, useStatusChange } from "./status-buttons.tsx";
import type { StatusChangeOutcome } from "./status-change-notice.tsx";

/**
 * Shown while rows are selected: moves them all to a status at once. The server changes those the
 * workflow allows and says why it skipped the others.
 */
export function BulkActions({
  selectedIds,
  names,
  onDone,
  onClear,
}: {
  selectedIds: string[];
  names: ReadonlyMap<string, string>;
  onDone: (outcome: StatusChangeOutcome) => void;
  onClear: () => void;
}) {
  const control = useStatusChange(selectedIds, (status, result) => onDone({ status, result, names }));
  return (
    <BulkBar
      count={selectedIds.length}
      noun={["application", "applications"]}
      pending={control.change.isPending}
      error={control.change.error}
      onClear={onClear}
      below={<RejectStep control={control} />}
    >
      <StatusButtons statuses={bulkStatusActions} control={control} />
    </BulkBar>
  );
}
