import { apiPaths } from "#shared/api/paths.ts";
import type { ClubEvent, EventCategory } from "#shared/api/events.ts";
import type { SeatAvailability } from "../rules.ts";
import { Icon } from "#web/components/ui/icon.tsx";
import { useEventsText, type EventsText } from "./events-text.tsx";
import { cn } from "#web/lib/cn.ts";

/** As features/events/rules.ts's seatsLeftText writes it, in the page's language. */
function seatsText(text: EventsText["seats"], availability: SeatAvailability): string | null {
  if (availability.registrationClosed) return text.closed;
  if (availability.seatsLeft === null) return null;
  if (availability.seatsLeft === 0) return availability.waitlist ? text.fullWaitlist : text.full;
  return text.seatsLeft(availability.seatsLeft);
}

/** "12 seats left", "Full", "Registration closed": nothing when seats are unlimited and registration open. */
export function SeatsNote({ seats, className }: { seats: SeatAvailability; className?: string }) {
  const text = seatsText(useEventsText().seats, seats);
  if (!text) return null;
  const none = seats.registrationClosed || seats.seatsLeft === 0;
  return (
    <p className={cn("flex items-center gap-2 text-sm font-semibold", none ? "text-danger" : "text-accent-700", className)} data-seats>
      <Icon name="users" className="size-4 shrink-0" />
      {text}
    </p>
  );
}

/**
 * The event's .ics file as a plain download link: no script, so it costs the page almost nothing
 * (the path is built here rather than with eventApiPaths, whose module brings zod along).
 */
export function AddToCalendarLink({ eventId, title }: { eventId: string; title: string }) {
  const { seats: text } = useEventsText();
  return (
    <a
      href={apiPaths.eventCalendar.replace(":eventId", encodeURIComponent(eventId))}
      download
      className="inline-flex items-center gap-2 self-start text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
    >
      <Icon name="calendar-days" className="size-4 shrink-0" />
      {text.addToCalendar}
      <span className="sr-only">{text.addToCalendarContext(title)}</span>
    </a>
  );
}

/**
 * Why a category takes no registration now, as the key of the server's own sentence (features/events/rules.ts
 * seatMessages, given in the page's language by the seats' texts), or null when it does: the
 * dialog's chosen category and each category on the event's page.
 */
export function categoryRefusal(
  event: Pick<ClubEvent, "seatsLeft">,
  category: Pick<EventCategory, "registrationClosed" | "seatsLeft" | "waitlist">,
): "closed" | "eventFull" | "categoryFull" | null {
  if (category.registrationClosed) return "closed";
  if (category.seatsLeft !== 0 || category.waitlist) return null;
  return event.seatsLeft === 0 ? "eventFull" : "categoryFull";
}
