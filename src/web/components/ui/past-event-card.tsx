import { Icon } from "./icon.tsx";
import type { PastEvent, pastEventsContent } from "../../content/past-events.ts";
import { DetailList } from "./detail-list.tsx";

export function PastEventCard({ event, labels }: { event: PastEvent; labels: (typeof pastEventsContent)["labels"] }) {
  return (
    <article className="grid gap-6 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8 md:grid-cols-[1fr_16rem]">
      <div>
        <p className="mb-2 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wider text-brand-700">{labels.badge}</p>
        <h2 className="text-2xl font-bold text-brand-900">{event.title}</h2>
        <p className="mt-3 text-muted">{event.summary}</p>
        <ul className="mt-4 grid gap-2">
          {event.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2 text-ink">
              <Icon name="check" className="mt-1 size-4 shrink-0 text-accent-600" />
              {highlight}
            </li>
          ))}
        </ul>
      </div>
      <DetailList
        className="content-start rounded-2xl bg-canvas p-5"
        details={[
          { label: labels.date, value: event.date, icon: "calendar-days" },
          { label: labels.location, value: event.location, icon: "map-pin" },
        ]}
      />
    </article>
  );
}
