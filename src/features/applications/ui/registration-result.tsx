import type { RegistrationStatusAnswer } from "../status.ts";
import { Icon } from "#web/components/ui/icon.tsx";
import { inLanguage } from "#shared/in-language.ts";
import { useInLang, useLang } from "#web/lib/lang.ts";
import { useStatusText, type StatusText } from "./status-text.ts";

const tone = { confirmed: "border-accent-600/40 bg-accent-50", waitlisted: "border-brand-200 bg-brand-50", cancelled: "border-line bg-surface", payment_pending: "border-brand-200 bg-brand-50" } as const;

function placeSentence(text: StatusText["registration"], status: RegistrationStatusAnswer, title: string): string {
  if (status.status === "cancelled") return text.cancelled(title);
  if (status.waitlistPosition !== null) return text.waitlisted(title, status.waitlistPosition);
  if (status.status === "payment_pending") return text.paymentPending(title);
  return text.confirmed(title);
}

/**
 * A registration's status: a seat, the place on the waiting list or cancelled, the event's
 * date and place, the category, and the event's calendar file. Loaded with the first registration
 * found, not with the page.
 */
export default function RegistrationResult({ status }: { status: RegistrationStatusAnswer }) {
  const { event } = status;
  const all = useStatusText();
  const text = all.registration;
  const inLang = useInLang();
  // The editor's Bangla title, place and category on a Bangla page where there is one.
  const lang = useLang();
  const title = inLanguage(event.title, event.titleBn, lang);
  const location = inLanguage(event.location, event.locationBn, lang);
  return (
    <section aria-labelledby="status-result-title" className={`rounded-2xl border p-5 ${tone[status.status]}`}>
      <h2 id="status-result-title" className="text-lg font-bold text-brand-900">
        {status.reference}: {text.labels[status.status]}
      </h2>
      <p className="mt-2 text-ink">{placeSentence(text, status, title)}</p>
      <dl className="mt-3 grid gap-1 text-sm text-muted sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt>{text.event}</dt>
        <dd className="text-ink">{title}</dd>
        <dt>{text.category}</dt>
        <dd className="text-ink">{inLanguage(status.category, status.categoryBn, lang)}</dd>
        <dt>{text.when}</dt>
        <dd className="text-ink">{all.span(event.startsAt, event.endsAt)}</dd>
        {location && (
          <>
            <dt>{text.where}</dt>
            <dd className="text-ink">{location}</dd>
          </>
        )}
        <dt>{text.registered}</dt>
        <dd>{all.dateTime(status.submittedAt)}</dd>
      </dl>
      {status.ticket && (
        <div className="mt-4 flex flex-wrap items-center gap-4 rounded-xl border border-line bg-white p-3">
          <img src={status.ticket.qrPath} alt={text.ticketQrAlt} width={128} height={128} className="size-32" />
          <div className="min-w-0 flex-1 basis-40">
            <p className="font-bold text-brand-900">{text.ticketHeading}</p>
            <p className="mt-1 text-sm text-ink">{text.ticketNote}</p>
            <a href={inLang(status.ticket.path)} className="mt-2 inline-block text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950">
              {text.ticketLink}
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
          {text.addToCalendar}
          <span className="sr-only">: {title}</span>
        </a>
      )}
    </section>
  );
}
