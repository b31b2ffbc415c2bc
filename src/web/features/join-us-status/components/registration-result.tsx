import type { RegistrationStatusAnswer } from "../../../../shared/api/application-status.ts";
import { registrantStatusLabels } from "../../../../shared/application-status-labels.ts";
import { dhakaDateTime, dhakaSpan } from "../../../../shared/club-time.ts";
import { Icon } from "../../../components/ui/icon.tsx";

const tone = { confirmed: "border-accent-600/40 bg-accent-50", waitlisted: "border-brand-200 bg-brand-50", cancelled: "border-line bg-surface", payment_pending: "border-brand-200 bg-brand-50" } as const;

function placeSentence(status: RegistrationStatusAnswer): string {
  const title = status.event.title;
  if (status.status === "cancelled") return `Your registration for ${title} was cancelled by the club. You are welcome to register again while registration is open.`;
  if (status.waitlistPosition !== null) return `You are number ${status.waitlistPosition} on the waiting list for ${title}. The club will tell you if a seat frees up.`;
  if (status.status === "payment_pending") return `Your seat at ${title} is held while the club checks your payment of its fee.`;
  return `You have a seat at ${title}.`;
}

/**
 * A registration's status (issue 27, item 10): a seat, the place on the waiting list or cancelled, the event's
 * date and place, the category, and the event's calendar file. Loaded with the first registration
 * found, not with the page.
 */
export default function RegistrationResult({ status }: { status: RegistrationStatusAnswer }) {
  const { event } = status;
  return (
    <section aria-labelledby="status-result-title" className={`rounded-2xl border p-5 ${tone[status.status]}`}>
      <h2 id="status-result-title" className="text-lg font-bold text-brand-900">
        {status.reference}: {registrantStatusLabels[status.status]}
      </h2>
      <p className="mt-2 text-ink">{placeSentence(status)}</p>
      <dl className="mt-3 grid gap-1 text-sm text-muted sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt>Event</dt>
        <dd className="text-ink">{event.title}</dd>
        <dt>Category</dt>
        <dd className="text-ink">{status.category}</dd>
        <dt>When</dt>
        <dd className="text-ink">{dhakaSpan(event.startsAt, event.endsAt)}</dd>
        {event.location && (
          <>
            <dt>Where</dt>
            <dd className="text-ink">{event.location}</dd>
          </>
        )}
        <dt>Registered</dt>
        <dd>{dhakaDateTime(status.submittedAt)}</dd>
      </dl>
      {status.ticket && (
        <div className="mt-4 flex flex-wrap items-center gap-4 rounded-xl border border-line bg-white p-3">
          <img src={status.ticket.qrPath} alt="QR code of your ticket, to show at the door" width={128} height={128} className="size-32" />
          <div className="min-w-0 flex-1 basis-40">
            <p className="font-bold text-brand-900">Your ticket</p>
            <p className="mt-1 text-sm text-ink">Show this code at the door.</p>
            <a href={status.ticket.path} className="mt-2 inline-block text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950">
              Open your ticket to print or save it
            </a>
          </div>
        </div>
      )}
      {status.calendarPath && (
        <a
          href={status.calendarPath}
          download
          className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
        >
          <Icon name="calendar-days" className="size-4 shrink-0" />
          Add to calendar
          <span className="sr-only">: {event.title}</span>
        </a>
      )}
    </section>
  );
}
