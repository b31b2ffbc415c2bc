import type { ClubEvent } from "#shared/api/events.ts";
import { inLanguage } from "#shared/in-language.ts";
import { PageBody, PageHeader } from "#web/components/ui/page.tsx";
import { useLang } from "#web/lib/lang.ts";
import { EventsTextProvider, type EventsText } from "./events-text.tsx";
import { EventCategories } from "./event-categories.tsx";
import { EventCard } from "./event-card.tsx";
import { EventGrid } from "./event-grid.tsx";

/**
 * One event's page, /events/{slug} and /bn/events/{slug}: the event's card as the
 * events page draws it, under the event's title, and its categories with their seats.
 */
export function EventPage({ event, text }: { event: ClubEvent; text: EventsText }) {
  const lang = useLang();
  return (
    <EventsTextProvider value={text}>
      <PageHeader title={inLanguage(event.title, event.titleBn, lang)} lead={<span suppressHydrationWarning>{text.events.span(event.startsAt, event.endsAt)}</span>} />
      <PageBody>
        <EventGrid card={(props) => <EventCard {...props} />} only={event.id} />
        <EventCategories event={event} />
      </PageBody>
    </EventsTextProvider>
  );
}
