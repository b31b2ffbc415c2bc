import type { ReactNode } from "react";
import type { ClubEvent } from "#shared/api/events.ts";
import { isPastEvent } from "#shared/registration-mode.ts";
import { IntroCard, PageBody, PageHeader } from "#web/components/ui/page.tsx";
import type { PageText } from "#web/content/types.ts";
import { EventsTextProvider, type EventsText } from "./events-text.tsx";
import type { EventCardProps } from "./event-card.tsx";
import { EventGrid } from "./event-grid.tsx";

// Which events each page beneath Events lists, from the events list's order: those
// still to come soonest first, then past ones newest first.
export const upcoming = (event: ClubEvent) => !isPastEvent(event);
export const past = isPastEvent;
export const workshops = (event: ClubEvent) => event.kind === "workshop";

/**
 * A page beneath Events in either language: its heading and intro, then the events `show` picks,
 * each drawn by `card`, with the Events page's registration dialog and the page's own empty text.
 */
export function EventListPage({
  page,
  content,
  text,
  show,
  className,
  card,
}: {
  page: PageText;
  content: { intro: { title: string; text: string }; empty: string };
  text: EventsText;
  show: (event: ClubEvent) => boolean;
  className: string;
  card: (props: EventCardProps) => ReactNode;
}) {
  return (
    <EventsTextProvider value={text}>
      <PageHeader title={page.heading} lead={page.description} />
      <PageBody>
        <IntroCard title={content.intro.title}>{content.intro.text}</IntroCard>
        <EventGrid card={card} show={show} className={className} empty={content.empty} />
      </PageBody>
    </EventsTextProvider>
  );
}
