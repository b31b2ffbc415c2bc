import { useLoaderData } from "react-router";
import { eventSeatsText } from "#web/content/bn/event-seats.ts";
import { eventsText } from "#web/content/bn/events.ts";
import { EventPage } from "#features/events/ui/event-page.tsx";
import { eventLoader, type EventPageAnswer } from "#web/lib/page-loaders.server.ts";

// Made by the loader, on the server (lib/event-meta.ts).
export const meta = ({ loaderData }: { loaderData?: EventPageAnswer }) =>
  loaderData?.meta ?? [];

export const loader = eventLoader;

/** One event's page in Bangla, /bn/events/{slug} (../../events/event.tsx). */
export default function EventPageBn() {
  const { event } = useLoaderData<EventPageAnswer>();
  return <EventPage event={event} text={{ events: eventsText, seats: eventSeatsText }} />;
}
