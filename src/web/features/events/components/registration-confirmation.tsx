import { ConfirmationPanel } from "../../../components/ui/confirmation-panel.tsx";
import { confirmationContent } from "../../../content/confirmation.ts";
import { seatMessages } from "../../../../shared/seats.ts";

/**
 * After a stored registration, beside the spec's toast and once the dialog has closed: the
 * reference, until the visitor closes the panel (issue 19.1).
 */
export function RegistrationConfirmation({
  eventTitle,
  reference,
  waitlisted = false,
  onClose,
}: {
  eventTitle: string;
  reference: string | undefined;
  /** On the waiting list, not confirmed (docs/decisions/078). */
  waitlisted?: boolean;
  onClose: () => void;
}) {
  return (
    <div className="mb-6">
      <ConfirmationPanel
        title={confirmationContent.registrationTitle(eventTitle)}
        lead={waitlisted ? seatMessages.waitlisted.title : undefined}
        reference={reference}
        keepText={confirmationContent.keep.registration}
        onClose={onClose}
      />
    </div>
  );
}
