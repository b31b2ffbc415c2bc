import { useState } from "react";
import type { ApplicationDetail, ApplicationStatus } from "../../../../../shared/console/applications.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { ErrorNotice } from "../../../components/notice.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useChangeApplicationStatus } from "../api/change-application-status.ts";
import { RejectForm } from "./reject-form.tsx";
import { actionsFrom, statusActionLabels } from "./status-actions.ts";
import { StatusBadge } from "./status-badge.tsx";
import { StatusChangeNotice, type StatusChangeOutcome } from "./status-change-notice.tsx";

/** The application's status, why and since when, and the changes the workflow allows from it. */
export function StatusPanel({ application }: { application: ApplicationDetail }) {
  const change = useChangeApplicationStatus();
  const [rejecting, setRejecting] = useState(false);
  const [outcome, setOutcome] = useState<StatusChangeOutcome | null>(null);
  const actions = actionsFrom(application.status);
  const apply = (status: ApplicationStatus, reason?: string) =>
    change.mutate(
      { ids: [application.id], status, ...(reason === undefined ? {} : { reason }) },
      {
        onSuccess: (result) => {
          setRejecting(false);
          setOutcome({ status, result, names: new Map([[application.id, application.fullName]]) });
        },
      },
    );
  return (
    <section aria-labelledby="status-heading" className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <h2 id="status-heading" className="text-lg font-bold text-brand-900">
        Status
      </h2>
      <div className="grid gap-1">
        <p>
          <StatusBadge status={application.status} className="text-sm" />
        </p>
        {application.statusChangedAt && <p className="text-sm text-muted">Since {formatDateTime(application.statusChangedAt)}</p>}
        {application.statusReason && <p className="text-sm">Reason: {application.statusReason}</p>}
      </div>
      {outcome && <StatusChangeNotice outcome={outcome} />}
      <ErrorNotice error={change.error} title="The status was not changed" />
      {actions.length === 0 ? (
        <p className="text-sm text-muted">An approved application is final: its status cannot change.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {actions.map((status) => (
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
        </div>
      )}
      {rejecting && <RejectForm count={1} pending={change.isPending} onReject={(reason) => apply("rejected", reason)} onCancel={() => setRejecting(false)} />}
    </section>
  );
}
