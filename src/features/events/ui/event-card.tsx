import { Icon } from "#web/components/ui/icon.tsx";
import type { ClubEvent } from "#shared/api/events.ts";
import { isPastEvent } from "#shared/registration-mode.ts";
import { CoverPlaceholder } from "#web/components/ui/cover-placeholder.tsx";
import { safePictureSrc } from "#shared/safe-url.ts";
import { useEventsText } from "./events-text.tsx";
import { cn } from "#web/lib/cn.ts";
import { lazyListImage, type ListImageLoading } from "#web/lib/list-image.ts";
import { AddToCalendarLink, SeatsNote } from "./event-seats.tsx";
import { useEventWords } from "./event-words.ts";
import { EventAction } from "./event-action.tsx";

/** What every card of an event list gets from the list (event-grid.tsx). */
export interface EventCardProps {
  event: ClubEvent;
  onRegister: (event: ClubEvent) => void;
  imageLoading?: ListImageLoading;
  /** The title's level: h2 on the event's own page, right under its h1. */
  heading?: "h2" | "h3";
}

export function EventCard({
  event,
  onRegister,
  imageLoading = lazyListImage,
  heading: Heading = "h3",
}: EventCardProps) {
  const { events: text } = useEventsText();
  const { title, location, description, href } = useEventWords(event);
  const past = isPastEvent(event);
  // Only a picture this site stored is drawn; another site's would learn of every visitor.
  const cover = safePictureSrc(event.coverImageUrl);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
      <div className="relative aspect-[16/9] bg-brand-50">
        {cover ? (
          <img src={cover} alt="" width={640} height={360} {...imageLoading} decoding="async" className="size-full object-cover" />
        ) : (
          <CoverPlaceholder icon="calendar-days" className="flex" />
        )}
        <span
          className={cn(
            "absolute left-3 top-3 rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide shadow-sm",
            past ? "bg-white text-muted" : "bg-highlight-400 text-brand-950",
          )}
        >
          {past ? text.badgePast : text.badgeUpcoming}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg font-bold text-brand-900 [overflow-wrap:anywhere]">
          <a href={href} className="hover:underline">
            {title}
          </a>
        </Heading>
        <ul className="grid gap-1.5 text-sm text-muted">
          <li className="flex items-start gap-2">
            <Icon name="calendar-days" className="mt-0.5 size-4 shrink-0 text-accent-700" />
            <time dateTime={event.startsAt} suppressHydrationWarning>{text.span(event.startsAt, event.endsAt)}</time>
          </li>
          {!past && event.registrationDeadline && (
            <li className="flex items-start gap-2">
              <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-accent-700" />
              <span>
                {text.registrationCloses} <time dateTime={event.registrationDeadline} suppressHydrationWarning>{text.dateTime(event.registrationDeadline)}</time>
              </span>
            </li>
          )}
          {location && (
            <li className="flex items-start gap-2">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-accent-700" />
              <span>{location}</span>
            </li>
          )}
        </ul>
        {description && <p className="flex-1 text-muted">{description}</p>}
        {!past && <SeatsNote seats={event} />}
        {!past && <AddToCalendarLink eventId={event.id} title={title} />}
        <EventAction event={event} title={title} onRegister={onRegister} />
      </div>
    </article>
  );
}
