import { Pencil } from "lucide-react";
import { Link } from "react-router";
import type { EventListItem } from "../../contract.ts";
import { consolePagePaths } from "#shared/console/paths.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { InlineError } from "#console/components/notice.tsx";
import { DeleteButton, ShownToggle } from "#console/components/row-controls.tsx";
import { useDeleteEvent, useSetEventActive } from "../api/events.ts";

/** Edit, hide or show, and delete (after asking; the server keeps an event with registrations) one event. */
export function EventActions({ event }: { event: EventListItem }) {
  const setActive = useSetEventActive();
  const remove = useDeleteEvent();
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap gap-1.5">
        <Link to={`${consolePagePaths.contentEvents}/${event.id}`} className={buttonClasses("secondary", "sm")} aria-label={`Edit ${event.title}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Link>
        <ShownToggle name={event.title} shown={event.active} pending={setActive.isPending} onToggle={() => setActive.mutate({ id: event.id, active: !event.active })} />
        <DeleteButton name={event.title} pending={remove.isPending} onConfirm={() => remove.mutate(event.id)} />
      </div>
      <InlineError error={setActive.error ?? remove.error} />
    </div>
  );
}
