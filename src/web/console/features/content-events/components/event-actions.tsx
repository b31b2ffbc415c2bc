import { Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { EventListItem } from "../../../../../shared/console/content-events.ts";
import { consolePagePaths } from "../../../../../shared/console/paths.ts";
import { Button, buttonClasses } from "../../../../components/ui/button.tsx";
import { ConfirmDelete } from "../../content/components/confirm-delete.tsx";
import { useDeleteEvent, useSetEventActive } from "../api/events.ts";

/** Edit, hide or show, and delete (after asking; the server keeps an event with registrations) one event. */
export function EventActions({ event }: { event: EventListItem }) {
  const setActive = useSetEventActive();
  const remove = useDeleteEvent();
  const error = setActive.error ?? remove.error;
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap gap-1.5">
        <Link to={`${consolePagePaths.contentEvents}/${event.id}`} className={buttonClasses("secondary", "sm")} aria-label={`Edit ${event.title}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Link>
        <Button
          size="sm"
          variant="ghost"
          disabled={setActive.isPending}
          aria-label={`${event.active ? "Hide" : "Show"} ${event.title}`}
          onClick={() => setActive.mutate({ id: event.id, active: !event.active })}
        >
          {event.active ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          {event.active ? "Hide" : "Show"}
        </Button>
        <ConfirmDelete what={event.title} onConfirm={() => remove.mutate(event.id)}>
          <Button size="sm" variant="ghost" disabled={remove.isPending} aria-label={`Delete ${event.title}`}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </ConfirmDelete>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error.message}
        </p>
      )}
    </div>
  );
}
