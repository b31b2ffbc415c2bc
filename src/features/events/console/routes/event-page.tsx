import { ArrowLeft } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { consolePagePaths } from "#shared/console/paths.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { useEvent } from "../api/events.ts";
import { CategoryForms } from "../components/category-forms.tsx";
import { EventForm } from "../components/event-form.tsx";
import { QueryView } from "#console/components/list-page.tsx";

/** /organiser/content/events/new and /organiser/content/events/:id: the event editor and its categories' form builders. */
export function EventPage() {
  return (
    <AreaGate area="content">
      <EventEditor />
    </AreaGate>
  );
}

function EventEditor() {
  const { id } = useParams();
  const navigate = useNavigate();
  const isNew = id === undefined || id === "new";
  const event = useEvent(isNew ? undefined : id);
  const back = (
    <Link to={consolePagePaths.contentEvents} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All events
    </Link>
  );
  if (isNew) {
    return (
      <div className="grid gap-6">
        {back}
        <PageHeader title="New event" description="Add the event; then give it categories and their registration forms." />
        <EventForm onSaved={(newId) => void navigate(`${consolePagePaths.contentEvents}/${newId}`, { replace: true })} />
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      {back}
      <PageHeader title={event.data ? event.data.values.title : "Event"} description="Changes show on the public Events page within a second." />
      <QueryView query={event} failure="The event could not be loaded" errorOverData>
        {(data) => (
          <>
            <EventForm key={data.id} id={data.id} values={data.values} onSaved={() => undefined} />
            <CategoryForms key={`forms-${data.id}`} event={data} />
          </>
        )}
      </QueryView>
    </div>
  );
}
