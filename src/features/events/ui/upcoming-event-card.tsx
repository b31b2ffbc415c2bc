import { DetailList } from "#web/components/ui/detail-list.tsx";
import type { upcomingEventsContent } from "#web/content/upcoming-events.ts";
import { EventAction } from "./event-action.tsx";
import type { EventCardProps } from "./event-card.tsx";
import { useEventWords } from "./event-words.ts";
import { SeatsNote } from "./event-seats.tsx";

/**
 * An event on the Upcoming Events page, laid out as the spec's sample was: title,
 * date, time, place, description, seats, and Register, which opens the Events page's dialog.
 */
export function UpcomingEventCard({ event, onRegister, text }: EventCardProps & { text: typeof upcomingEventsContent }) {
  const { title, location, description, href } = useEventWords(event);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
      <div className="h-2 bg-gradient-to-r from-brand-600 via-accent-600 to-highlight-400" aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-5 p-6">
        <h2 className="text-xl font-bold text-brand-900 [overflow-wrap:anywhere]">
          <a href={href} className="hover:underline">
            {title}
          </a>
        </h2>
        <DetailList
          details={[
            { label: text.labels.date, value: text.days(event.startsAt, event.endsAt), icon: "calendar-days" },
            { label: text.labels.time, value: text.hours(event.startsAt, event.endsAt), icon: "clock" },
            ...(location ? [{ label: text.labels.location, value: location, icon: "map-pin" as const }] : []),
          ]}
        />
        {description && <p className="flex-1 text-muted [overflow-wrap:anywhere]">{description}</p>}
        <SeatsNote seats={event} className="rounded-xl bg-accent-50 px-3 py-2" />
        <EventAction event={event} title={title} onRegister={onRegister} />
      </div>
    </article>
  );
}
