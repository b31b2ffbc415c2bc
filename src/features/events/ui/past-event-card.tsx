import { DetailList } from "#web/components/ui/detail-list.tsx";
import type { pastEventsContent } from "#web/content/past-events.ts";
import { EventAction } from "./event-action.tsx";
import type { EventCardProps } from "./event-card.tsx";
import { useEventWords } from "./event-words.ts";

/** An event on the Past Events page, laid out as the spec's sample was, with its album. */
export function PastEventCard({ event, onRegister, text }: EventCardProps & { text: typeof pastEventsContent }) {
  const { title, location, description, href } = useEventWords(event);
  return (
    <article className="grid gap-6 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8 md:grid-cols-[1fr_16rem]">
      <div className="flex flex-col items-start">
        <p className="mb-2 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wider text-brand-700">{text.labels.badge}</p>
        <h2 className="text-2xl font-bold text-brand-900 [overflow-wrap:anywhere]">
          <a href={href} className="hover:underline">
            {title}
          </a>
        </h2>
        {description && <p className="mt-3 text-muted [overflow-wrap:anywhere]">{description}</p>}
        <EventAction event={event} title={title} onRegister={onRegister} />
      </div>
      <DetailList
        className="content-start rounded-2xl bg-canvas p-5"
        details={[
          { label: text.labels.date, value: text.days(event.startsAt, event.endsAt), icon: "calendar-days" },
          ...(location ? [{ label: text.labels.location, value: location, icon: "map-pin" as const }] : []),
        ]}
      />
    </article>
  );
}
