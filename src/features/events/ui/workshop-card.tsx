import { isPastEvent } from "#shared/registration-mode.ts";
import { DetailList } from "#web/components/ui/detail-list.tsx";
import { IconBadge } from "#web/components/ui/icon-badge.tsx";
import type { workshopsContent } from "#web/content/workshops.ts";
import { useEventsText } from "./events-text.tsx";
import { EventAction } from "./event-action.tsx";
import type { EventCardProps } from "./event-card.tsx";
import { useEventWords } from "./event-words.ts";
import { SeatsNote } from "./event-seats.tsx";

/** A workshop on the Workshops page: the sample's card with the event's date, place, seats and Register. */
export function WorkshopCard({ event, onRegister, text }: EventCardProps & { text: typeof workshopsContent }) {
  const { events: eventsText } = useEventsText();
  const { title, location, description, href } = useEventWords(event);
  const past = isPastEvent(event);
  return (
    <article className="flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
      <div className="flex items-center gap-4">
        <IconBadge icon={past ? "history" : "presentation"} tone={past ? "brand" : "accent"} />
        <div>
          <p className="text-xs font-bold uppercase tracking-wider text-muted">{past ? eventsText.badgePast : eventsText.badgeUpcoming}</p>
          <h2 className="text-xl font-bold text-brand-900 [overflow-wrap:anywhere]">
            <a href={href} className="hover:underline">
              {title}
            </a>
          </h2>
        </div>
      </div>
      {description && <p className="flex-1 text-muted [overflow-wrap:anywhere]">{description}</p>}
      <DetailList
        className="border-t border-line pt-4"
        details={[
          { label: text.labels.date, value: text.days(event.startsAt, event.endsAt), icon: "calendar-days" },
          { label: text.labels.time, value: text.hours(event.startsAt, event.endsAt), icon: "timer" },
          ...(location ? [{ label: text.labels.location, value: location, icon: "map-pin" as const }] : []),
        ]}
      />
      {!past && <SeatsNote seats={event} />}
      <EventAction event={event} title={title} onRegister={onRegister} />
    </article>
  );
}
