import { Link } from "react-router";
import { overviewLinks, type OverviewEvent } from "#shared/console/overview.ts";
import { cn } from "#web/lib/cn.ts";
import { formatDateTime } from "#console/lib/format.ts";
import { countParts } from "./count-card.tsx";

/** One count of an event's card, as a link to the event's registrations filtered to those rows. */
function EventCount({ n, one, many, to }: { n: number; one: string; many?: string; to: string }) {
  const { figure, noun } = countParts(n, one, many);
  return (
    <Link to={to} className="group flex items-baseline gap-2 rounded-lg py-1">
      <span className={cn("text-3xl font-extrabold tabular-nums", n > 0 ? "text-brand-700" : "text-muted")}>{figure}</span>
      <span className="font-semibold text-brand-900 group-hover:underline">{noun}</span>
    </Link>
  );
}

/**
 * An upcoming event on the Overview: what arrived since this organiser last opened its
 * registrations (all of them before the first time), and who waits for a seat.
 */
export function UpcomingEventCard({ event }: { event: OverviewEvent }) {
  const showWaitlist = event.waitlistEnabled || event.waitlisted > 0;
  return (
    <article className="grid h-full content-start gap-3 rounded-card border border-line bg-surface p-5 shadow-card">
      <header className="grid gap-1">
        <h3 className="text-lg font-bold text-brand-900">{event.title}</h3>
        <p className="text-sm text-muted">{formatDateTime(event.startsAt)}</p>
      </header>
      <div className="grid gap-1">
        <EventCount
          n={event.newRegistrations}
          one={event.seenBefore ? "new registration" : "registration"}
          to={overviewLinks.newRegistrations(event.id)}
        />
        <p className="text-sm text-muted">
          {event.seenBefore ? "Since you last opened its registrations." : "You have not opened its registrations yet."}
        </p>
        {showWaitlist && <EventCount n={event.waitlisted} one="on the waiting list" many="on the waiting list" to={overviewLinks.waitlisted(event.id)} />}
      </div>
    </article>
  );
}
