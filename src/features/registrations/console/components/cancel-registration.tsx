import { useState } from "react";
import { cancellationReasonRules, registrationCancelSchema, type RegistrationCancelAnswer } from "../../contract.ts";
import type { RegistrationStatus } from "#features/events/rules.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ReasonForm } from "#console/components/reason-form.tsx";
import { useCancelRegistration } from "../api/cancel-registration.ts";

/** What the organiser is told once the cancellation is made: whether a seat went to someone, and whether they were e-mailed. */
export function cancelledText(answer: RegistrationCancelAnswer): string {
  if (!answer.changed) return "This registration was already cancelled.";
  if (!answer.promoted) return "Cancelled.";
  const told = answer.promoted.emailed
    ? "They were e-mailed that they have a seat."
    : "They were not e-mailed (e-mail is off, or the form has no e-mail answer): tell them yourself, e.g. on WhatsApp.";
  return `Cancelled. ${answer.promoted.reference} was given the freed seat. ${told}`;
}

/**
 * "Cancel registration…" on a registration's page: asks for the reason first, as
 * taking back an approval does; the seat it held goes to the first on the waiting list with room.
 */
export function CancelRegistration({ id, status }: { id: string; status: RegistrationStatus }) {
  const cancel = useCancelRegistration(id);
  const [asking, setAsking] = useState(false);
  return (
    <div className="grid w-full justify-items-start gap-2">
      {status !== "cancelled" && !asking && (
        <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
          Cancel registration…
        </Button>
      )}
      {status !== "cancelled" && asking && (
        <CancelReasonForm
          status={status}
          pending={cancel.isPending}
          onSubmit={(reason) => cancel.mutate({ reason }, { onSuccess: () => setAsking(false) })}
          onCancel={() => setAsking(false)}
        />
      )}
      {cancel.data && (
        <p role="status" className="max-w-xl text-sm text-ink">
          {cancelledText(cancel.data)}
        </p>
      )}
      {cancel.isError && (
        <p role="alert" className="text-sm text-danger">
          {cancel.error.message}
        </p>
      )}
    </div>
  );
}

function CancelReasonForm({
  status,
  pending,
  onSubmit,
  onCancel,
}: {
  status: RegistrationStatus;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const seat =
    status === "confirmed"
      ? "Its seat goes to the first on the waiting list whose category has room, who is e-mailed when e-mail is on."
      : "It leaves the waiting list.";
  return (
    <ReasonForm
      schema={registrationCancelSchema}
      label="Why the registration is cancelled"
      hint={`Kept with the registration, up to ${cancellationReasonRules.max} characters. ${seat} The person may register again.`}
      submitLabel="Cancel the registration"
      pendingLabel="Cancelling..."
      cancelLabel="Keep it"
      pending={pending}
      onSubmit={onSubmit}
      onCancel={onCancel}
      className="max-w-xl"
    />
  );
}
