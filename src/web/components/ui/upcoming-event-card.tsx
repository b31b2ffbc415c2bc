import { Link } from "react-router";
import { Icon } from "./icon.tsx";
import type { UpcomingEvent } from "../../content/upcoming-events.ts";
import { buttonClasses } from "./button.tsx";
import { DetailList } from "./detail-list.tsx";

export function UpcomingEventCard({ event, registerLabel, registerPath }: { event: UpcomingEvent; registerLabel: string; registerPath: string }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
      <div className="h-2 bg-gradient-to-r from-brand-600 via-accent-600 to-highlight-400" aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-5 p-6">
        <h2 className="text-xl font-bold text-brand-900">{event.title}</h2>
        <DetailList
          details={[
            { label: "Date", value: event.date, icon: "calendar-days" },
            { label: "Time", value: event.time, icon: "clock" },
            { label: "Location", value: event.location, icon: "map-pin" },
          ]}
        />
        <p className="flex-1 text-muted">{event.description}</p>
        <p className="flex items-center gap-2 rounded-xl bg-accent-50 px-3 py-2 text-sm font-semibold text-accent-700">
          <Icon name="users" className="size-4 shrink-0" />
          Expected attendance: {event.expectedAttendance}
        </p>
        <Link to={registerPath} className={buttonClasses("primary")} aria-label={`${registerLabel} for ${event.title}`}>
          {registerLabel}
        </Link>
      </div>
    </article>
  );
}
