import type { TicketView as Ticket } from "#shared/tickets.ts";
import type { ticketText as TicketText } from "#web/content/ticket.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { LogoMark } from "#web/components/ui/logo.tsx";

/**
 * Printed, only the ticket shows, on one page, in its colours; inline, since this page alone prints
 * this way.
 */
const printStyle = `@media print {
  @page { margin: 12mm; }
  body * { visibility: hidden; }
  [data-ticket], [data-ticket] * { visibility: visible; }
  [data-ticket] { position: absolute; left: 0; top: 0; width: 170mm; box-shadow: none; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

function TicketBand({ ticketText }: { ticketText: typeof TicketText }) {
  return (
    <div className="flex items-center gap-3 bg-brand-900 px-5 py-4 text-white">
      <LogoMark size={44} />
      <div>
        <p className="font-bold leading-tight">{ticketText.clubName}</p>
        <p className="text-sm text-brand-100">{ticketText.title}</p>
      </div>
    </div>
  );
}

const frame = "mx-auto max-w-xl overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]";

/** A registration's ticket: the event, when and where, the registrant, their category and reference, and the QR code the door scans. */
/** `text`: the ticket page's words in its language (content/ticket.ts, content/bn/ticket.ts). */
export function TicketView({ ticket, text: ticketText }: { ticket: Ticket; text: typeof TicketText }) {
  if (!ticket.valid) {
    const words = {
      cancelled: [ticketText.cancelledHeading, ticketText.cancelledBody],
      waitlisted: [ticketText.waitlistedHeading, ticketText.waitlistedBody],
      payment_pending: [ticketText.paymentPendingHeading, ticketText.paymentPendingBody],
    }[ticket.reason];
    return (
      <article data-ticket className={frame}>
        <TicketBand ticketText={ticketText} />
        <div className="p-6">
          <h1 className="text-2xl font-extrabold text-brand-900">{words[0]}</h1>
          <p className="mt-3 text-ink">{words[1]}</p>
        </div>
      </article>
    );
  }
  return (
    <>
      <style>{printStyle}</style>
      <article data-ticket aria-labelledby="ticket-event" className={frame}>
        <TicketBand ticketText={ticketText} />
        <div className="grid gap-5 p-5 sm:grid-cols-[1fr_auto] sm:items-start">
          <div>
            <h1 id="ticket-event" className="text-2xl font-extrabold text-brand-900">
              {ticket.eventTitle}
            </h1>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-ink">
              {ticket.name && (
                <>
                  <dt className="text-muted">{ticketText.name}</dt>
                  <dd className="font-semibold">{ticket.name}</dd>
                </>
              )}
              <dt className="text-muted">{ticketText.category}</dt>
              <dd>{ticket.categoryName}</dd>
              <dt className="text-muted">{ticketText.when}</dt>
              <dd suppressHydrationWarning>
                {ticketText.dateTime(ticket.startsAt)} {ticketText.dhakaTime}
              </dd>
              {ticket.location && (
                <>
                  <dt className="text-muted">{ticketText.where}</dt>
                  <dd>{ticket.location}</dd>
                </>
              )}
              <dt className="text-muted">{ticketText.reference}</dt>
              <dd className="font-mono font-bold whitespace-nowrap">{ticket.reference}</dd>
            </dl>
          </div>
          <figure className="mx-auto w-52 sm:mx-0">
            <div className="aspect-square w-52 [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: ticket.qrSvg }} />
            <figcaption className="mt-2 text-center text-xs text-muted">{ticketText.showAtDoor}</figcaption>
          </figure>
        </div>
      </article>
      <div className="mx-auto mt-6 flex max-w-xl flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses("secondary")} onClick={() => window.print()}>
          {ticketText.print}
        </button>
        {ticket.certificateUrl && (
          <a href={ticket.certificateUrl} download className={buttonClasses("primary")}>
            {ticketText.certificate}
          </a>
        )}
      </div>
    </>
  );
}
