import { Link } from "react-router";
import { Icon } from "./icon.tsx";
import type { UpcomingEvent, upcomingEventsContent } from "../../content/upcoming-events.ts";
import { buttonClasses } from "./button.tsx";
import { DetailList } from "./detail-list.tsx";

/** An upcoming event on its page; `text` is the page's content in its language, `registerPath` already in it. */
export function UpcomingEventCard({ event, text, registerPath }: { event: UpcomingEvent; text: Pick<typeof upcomingEventsContent, "registerLabel" | "registerLabelFor" | "labels">; registerPath: string }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
      <div className="h-2 bg-gradient-to-r from-brand-600 via-accent-600 to-highlight-400" aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-5 p-6">
        <h2 className="text-xl font-bold text-brand-900">{event.title}</h2>
        <DetailList
          details={[
            { label: text.labels.date, value: event.date, icon: "calendar-days" },
            { label: text.labels.time, value: event.time, icon: "clock" },
            { label: text.labels.location, value: event.location, icon: "map-pin" },
          ]}
        />
        <p className="flex-1 text-muted">{event.description}</p>
        <p className="flex items-center gap-2 rounded-xl bg-accent-50 px-3 py-2 text-sm font-semibold text-accent-700">
          <Icon name="users" className="size-4 shrink-0" />
          {text.labels.expectedAttendance}: {event.expectedAttendance}
        </p>
        <Link to={registerPath} className={buttonClasses("primary")} aria-label={text.registerLabelFor(event.title)}>
          {text.registerLabel}
        </Link>
      </div>
    </article>
  );
}
