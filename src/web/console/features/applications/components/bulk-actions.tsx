import { useState } from "react";
import type { ApplicationStatus } from "../../../../../shared/console/applications.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { ErrorNotice } from "../../../components/notice.tsx";
import { useChangeApplicationStatus } from "../api/change-application-status.ts";
import { RejectForm } from "./reject-form.tsx";
import { bulkStatusActions, statusActionLabels } from "./status-actions.ts";
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
  const change = useChangeApplicationStatus();
  const [rejecting, setRejecting] = useState(false);
  const apply = (status: ApplicationStatus, reason?: string) =>
    change.mutate(
      { ids: selectedIds, status, ...(reason === undefined ? {} : { reason }) },
      {
        onSuccess: (result) => {
          setRejecting(false);
          onDone({ status, result, names });
        },
      },
    );
  const count = selectedIds.length;
  return (
    <section aria-label="Bulk actions" className="mb-4 grid gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-2 font-semibold text-brand-900">{count === 1 ? "1 application selected" : `${count} applications selected`}</p>
        {bulkStatusActions.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === "rejected" || status === "pending" ? "secondary" : "primary"}
            disabled={change.isPending}
            aria-expanded={status === "rejected" ? rejecting : undefined}
            onClick={() => (status === "rejected" ? setRejecting(true) : apply(status))}
          >
            {statusActionLabels[status]}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={onClear} disabled={change.isPending}>
          Clear selection
        </Button>
      </div>
      {rejecting && (
        <RejectForm count={count} pending={change.isPending} onReject={(reason) => apply("rejected", reason)} onCancel={() => setRejecting(false)} />
      )}
      <ErrorNotice error={change.error} title="Nothing was changed" />
    </section>
  );
}
