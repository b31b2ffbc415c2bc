import { apiPaths } from "../../../../shared/api/paths.ts";
import { seatsLeftText, type SeatAvailability } from "../../../../shared/seats.ts";
import { Icon } from "../../../components/ui/icon.tsx";
import { eventSeatsText } from "../../../content/event-seats.ts";
import { cn } from "../../../lib/cn.ts";

/** "12 seats left", "Full", "Registration closed": nothing when seats are unlimited and registration open. */
export function SeatsNote({ seats, className }: { seats: SeatAvailability; className?: string }) {
  const text = seatsLeftText(seats);
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
  return (
    <a
      href={apiPaths.eventCalendar.replace(":eventId", encodeURIComponent(eventId))}
      download
      className="inline-flex items-center gap-2 self-start text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
    >
      <Icon name="calendar-days" className="size-4 shrink-0" />
      {eventSeatsText.addToCalendar}
      <span className="sr-only">{eventSeatsText.addToCalendarContext(title)}</span>
    </a>
  );
}
