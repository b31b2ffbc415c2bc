import { dhakaSpan } from "../../../shared/club-time.ts";
import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { EventCategories } from "../../features/events/components/event-categories.tsx";
import { EventGrid } from "../../features/events/components/event-grid.tsx";
import { eventPageMeta } from "../../lib/event-meta.ts";
import { eventLoader, type EventPageAnswer } from "../../lib/page-loaders.server.ts";
import { useLoaderData } from "react-router";

export const meta = ({ loaderData }: { loaderData?: EventPageAnswer }) =>
  loaderData ? eventPageMeta({ ...loaderData.event, path: loaderData.path }, loaderData.ogImage) : [];

export const loader = eventLoader;

/**
 * One event's page, /events/{slug} (decision 126): rendered by the server with the events list, it
 * shows the event's card as the events page draws it (cover, date, deadline, place, description,
 * seats, "Add to calendar", and "Register Now" with the same dialog) under the event's title.
 */
export default function EventPage() {
  const { event } = useLoaderData<EventPageAnswer>();
  return (
    <>
      <PageHeader title={event.title} lead={dhakaSpan(event.startsAt, event.endsAt)} />
      <PageBody>
        <EventGrid only={event.id} />
        <EventCategories event={event} />
      </PageBody>
    </>
  );
}
