import { useState } from "react";
import { takesBackApproval, type ApplicationStatus, type StatusChangeAnswer } from "../../contract.ts";
import { counted } from "#shared/counted.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmAction } from "#console/components/confirm-action.tsx";
import { useChangeApplicationStatus } from "../api/change-application-status.ts";
import { StatusReasonForm, type ReasonStep } from "./reason-form.tsx";
import { statusActionLabels } from "./status-actions.ts";

/**
 * Moving applications to another status: `apply` sends the change for `ids`; a rejection, and taking
 * back an approval, first ask for the reason (`asking` opens ReasonStep). `onChanged` hears what the
 * server did.
 */
export function useStatusChange(ids: string[], onChanged: (status: ApplicationStatus, result: StatusChangeAnswer) => void) {
  const change = useChangeApplicationStatus();
  const [asking, setAsking] = useState<ReasonStep | null>(null);
  const apply = (status: ApplicationStatus, reason?: string) =>
    change.mutate(
      { ids, status, ...(reason === undefined ? {} : { reason }) },
      {
        onSuccess: (result) => {
          setAsking(null);
          onChanged(status, result);
        },
      },
    );
  return { change, asking, setAsking, apply, count: ids.length };
}

type StatusControl = ReturnType<typeof useStatusChange>;

/**
 * A button per status the applications may move to. "Reject…" opens the reason's form; "Approve" asks
 * first, naming how many; for one approved application (`from`), payment verified is "Take back
 * approval…", which asks why.
 */
export function StatusButtons({
  statuses,
  control,
  from,
  moneyWarning,
}: {
  statuses: readonly ApplicationStatus[];
  control: StatusControl;
  from?: ApplicationStatus;
  /** The money's state when it does not match the fee: marking the payment verified then asks first. */
  moneyWarning?: string;
}) {
  const disabled = control.change.isPending;
  return statuses.map((status) => {
    const takeBack = from !== undefined && takesBackApproval(from, status);
    if (status === "payment_verified" && !takeBack && moneyWarning) {
      return (
        <ConfirmAction
          key={status}
          title="Mark the payment verified?"
          description={`The money does not match: ${moneyWarning}. Verify only if you have checked the payment another way.`}
          actionLabel="Mark payment verified"
          pending={disabled}
          onConfirm={() => control.apply(status)}
        >
          <Button size="sm" disabled={disabled}>
            {statusActionLabels[status]}
          </Button>
        </ConfirmAction>
      );
    }
    if (status === "rejected" || takeBack) {
      const step: ReasonStep = takeBack ? "payment_verified" : "rejected";
      return (
        <Button key={status} size="sm" variant="secondary" disabled={disabled} aria-expanded={control.asking === step} onClick={() => control.setAsking(step)}>
          {takeBack ? "Take back approval…" : statusActionLabels[status]}
        </Button>
      );
    }
    if (status === "approved") {
      const many = control.count > 1;
      return (
        <ConfirmAction
          key={status}
          title={many ? `Approve ${counted(control.count, "application")}?` : "Approve this application?"}
          description={
            many
              ? "Those whose payment is verified become members and are told so; the others are skipped. An approval can be taken back later, one application at a time, with a reason."
              : "The applicant becomes a member and is told so. An approval can be taken back later, with a reason."
          }
          actionLabel={many ? `Approve ${counted(control.count, "application")}` : "Approve"}
          pending={disabled}
          onConfirm={() => control.apply("approved")}
        >
          <Button size="sm" disabled={disabled}>
            {statusActionLabels.approved}
          </Button>
        </ConfirmAction>
      );
    }
    return (
      <Button key={status} size="sm" variant={status === "pending" ? "secondary" : "primary"} disabled={disabled} onClick={() => control.apply(status)}>
        {statusActionLabels[status]}
      </Button>
    );
  });
}

/** The reason, asked for once "Reject…" or "Take back approval…" is pressed. */
export function ReasonStep({ control }: { control: StatusControl }) {
  if (!control.asking) return null;
  const step = control.asking;
  return (
    <StatusReasonForm
      key={step}
      step={step}
      count={control.count}
      pending={control.change.isPending}
      onSubmit={(reason) => control.apply(step, reason)}
      onCancel={() => control.setAsking(null)}
    />
  );
}
