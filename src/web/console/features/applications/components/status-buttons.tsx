import { useState } from "react";
import type { ApplicationStatus, StatusChangeResult } from "../../../../../shared/console/applications.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { useChangeApplicationStatus } from "../api/change-application-status.ts";
import { RejectForm } from "./reject-form.tsx";
import { statusActionLabels } from "./status-actions.ts";

/**
 * Moving applications to another status: `apply` sends the change for `ids`; a rejection first
 * asks for its reason (`rejecting` opens RejectStep). `onChanged` hears what the server did.
 */
export function useStatusChange(ids: string[], onChanged: (status: ApplicationStatus, result: StatusChangeResult) => void) {
  const change = useChangeApplicationStatus();
  const [rejecting, setRejecting] = useState(false);
  const apply = (status: ApplicationStatus, reason?: string) =>
    change.mutate(
      { ids, status, ...(reason === undefined ? {} : { reason }) },
      {
        onSuccess: (result) => {
          setRejecting(false);
          onChanged(status, result);
        },
      },
    );
  return { change, rejecting, setRejecting, apply, count: ids.length };
}

type StatusControl = ReturnType<typeof useStatusChange>;

/** A button per status the applications may move to; "Reject…" opens the reason's form instead. */
export function StatusButtons({ statuses, control }: { statuses: readonly ApplicationStatus[]; control: StatusControl }) {
  return statuses.map((status) => (
    <Button
      key={status}
      size="sm"
      variant={status === "rejected" || status === "pending" ? "secondary" : "primary"}
      disabled={control.change.isPending}
      aria-expanded={status === "rejected" ? control.rejecting : undefined}
      onClick={() => (status === "rejected" ? control.setRejecting(true) : control.apply(status))}
    >
      {statusActionLabels[status]}
    </Button>
  ));
}

/** The rejection's reason, asked for once "Reject…" is pressed. */
export function RejectStep({ control }: { control: StatusControl }) {
  if (!control.rejecting) return null;
  return (
    <RejectForm
      count={control.count}
      pending={control.change.isPending}
      onReject={(reason) => control.apply("rejected", reason)}
      onCancel={() => control.setRejecting(false)}
    />
  );
}
