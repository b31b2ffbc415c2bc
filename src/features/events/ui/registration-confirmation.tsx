import { ConfirmationPanel } from "#web/components/ui/confirmation-panel.tsx";
import { useInLang } from "#web/lib/lang.ts";
import type { RegistrationText } from "#web/components/event-form/registration-text.tsx";
import { paths } from "#shared/routes.ts";
import { parseTicket, ticketPath, ticketQrPath } from "#shared/tickets.ts";
import { AddToCalendarLink } from "./event-seats.tsx";

/**
 * After a stored registration, once the dialog has closed: the one confirmation, with
 * what the spec's toast said under its title, the reference, until the visitor closes the panel,
 * the event's calendar file and the registration's status page.
 */
export function RegistrationConfirmation({
  text,
  eventId,
  eventTitle,
  reference,
  waitlisted = false,
  paymentPending = false,
  ticketUrl,
  onClose,
}: {
  /** The dialog's texts in the page's language (events-text.tsx). */
  text: RegistrationText;
  eventId: string;
  eventTitle: string;
  reference: string | undefined;
  /** On the waiting list, not confirmed. */
  waitlisted?: boolean;
  /** A paid category's registration, its seat held until the payment is verified. */
  paymentPending?: boolean;
  /** A confirmed registration's ticket page; its QR code is an image the server draws (no QR code in this bundle). */
  ticketUrl?: string;
  onClose: () => void;
}) {
  const inLang = useInLang();
  const confirmationContent = text.confirmation;
  const ticket = ticketUrl ? parseTicket(ticketUrl) : null;
  const told = waitlisted ? text.waitlisted : paymentPending ? text.paymentPending : text.submitted;
  return (
    <div className="mb-6">
      <ConfirmationPanel
        title={confirmationContent.registrationTitle(eventTitle)}
        lead={`${told.title} ${told.description}`}
        reference={reference}
        keepText={confirmationContent.keep.registration}
        onClose={onClose}
        text={confirmationContent}
      >
        {ticket && ticketUrl && (
          <section aria-labelledby="ticket-heading" className="mt-4 flex flex-wrap items-center gap-4 rounded-[var(--radius-card)] border border-line bg-white p-3">
            <img src={ticketQrPath(ticket.reference, ticket.code)} alt={confirmationContent.ticketQrAlt} width={160} height={160} className="size-40" />
            <div className="min-w-0 flex-1 basis-48">
              <h4 id="ticket-heading" className="font-bold text-brand-900">
                {confirmationContent.ticketHeading}
              </h4>
              <p className="mt-1 text-sm text-ink">{confirmationContent.ticketNote}</p>
              <a href={inLang(ticketPath(ticket.reference, ticket.code))} className="mt-2 inline-block text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950">
                {confirmationContent.ticketLink}
              </a>
            </div>
          </section>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
          <AddToCalendarLink eventId={eventId} title={eventTitle} />
          <a
            href={reference ? `${inLang(paths.joinUsStatus)}?${new URLSearchParams({ reference }).toString()}` : inLang(paths.joinUsStatus)}
            className="text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
          >
            {confirmationContent.registrationStatusLink}
          </a>
        </div>
      </ConfirmationPanel>
    </div>
  );
}
