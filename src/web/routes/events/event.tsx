import { useLoaderData } from "react-router";
import { eventSeatsText } from "../../content/event-seats.ts";
import { eventsText } from "../../content/events.ts";
import { EventPage } from "#features/events/ui/event-page.tsx";
import { eventLoader, type EventPageAnswer } from "../../lib/page-loaders.server.ts";

// Made by the loader, on the server (lib/event-meta.ts).
export const meta = ({ loaderData }: { loaderData?: EventPageAnswer }) =>
  loaderData?.meta ?? [];

export const loader = eventLoader;

/**
 * One event's page, /events/{slug}: rendered by the server with the events list, it
 * shows the event's card as the events page draws it (cover, date, deadline, place, description,
 * seats, "Add to calendar", and "Register Now" with the same dialog) under the event's title, and
 * the event's categories with their seats.
 */
export default function EventPageEn() {
  const { event } = useLoaderData<EventPageAnswer>();
  return <EventPage event={event} text={{ events: eventsText, seats: eventSeatsText }} />;
}
