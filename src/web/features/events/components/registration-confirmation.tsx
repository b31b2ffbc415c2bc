import { ConfirmationPanel } from "../../../components/ui/confirmation-panel.tsx";
import { confirmationContent } from "../../../content/confirmation.ts";
import { seatMessages } from "../../../../shared/seats.ts";
import { paths } from "../../../../shared/routes.ts";
import { AddToCalendarLink } from "./event-seats.tsx";

/**
 * After a stored registration, beside the spec's toast and once the dialog has closed: the
 * reference, until the visitor closes the panel (issue 19.1), with the event's calendar file and the
 * registration's status page (issue 27, item 10).
 */
export function RegistrationConfirmation({
  eventId,
  eventTitle,
  reference,
  waitlisted = false,
  onClose,
}: {
  eventId: string;
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
      >
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
          <AddToCalendarLink eventId={eventId} title={eventTitle} />
          <a
            href={reference ? `${paths.joinUsStatus}?${new URLSearchParams({ reference }).toString()}` : paths.joinUsStatus}
            className="text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
          >
            {confirmationContent.registrationStatusLink}
          </a>
        </div>
      </ConfirmationPanel>
    </div>
  );
}
