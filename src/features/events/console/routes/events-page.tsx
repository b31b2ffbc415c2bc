import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { EventListItem } from "../../contract.ts";
import { consolePagePaths } from "#shared/console/paths.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { AreaGate } from "#console/components/area-gate.tsx";
import { consoleColumns, DataTable } from "#console/components/data-table.tsx";
import { ListPage } from "#console/components/list-page.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { useEvents } from "../api/events.ts";
import { EventActions } from "../components/event-actions.tsx";

const column = consoleColumns<EventListItem>();
const columns = [
  column.accessor("title", {
    header: "Event",
    cell: ({ row }) => (
      <div className="grid gap-0.5">
        <Link to={`${consolePagePaths.contentEvents}/${row.original.id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          {row.original.title}
        </Link>
        <span className="text-sm text-muted">
          {[row.original.past ? "Past" : "Upcoming", row.original.active ? "shown" : "hidden", row.original.location].filter(Boolean).join(" · ")}
        </span>
        {!row.original.ready && (
          <span className="w-fit rounded-full bg-highlight-300 px-2.5 py-1 text-xs font-semibold text-brand-950">Not ready: no category with a form to register</span>
        )}
      </div>
    ),
  }),
  column.accessor("startsAt", { header: "Starts", cell: ({ getValue }) => formatDateTime(getValue()) }),
  column.accessor("categories", { header: "Categories", cell: ({ getValue }) => getValue().join(", ") || "None" }),
  column.accessor("registrations", { header: "Registrations" }),
  column.display({ id: "actions", header: "Actions", cell: ({ row }) => <EventActions event={row.original} /> }),
];

/** /organiser/content/events: every event, shown or hidden, newest first. */
export function EventsPage() {
  return (
    <AreaGate area="content">
      <EventList />
    </AreaGate>
  );
}

function EventList() {
  const events = useEvents();
  return (
    <ListPage
      title="Events"
      description="Events on the public Events page, with their covers and registration forms. Changes show there within a second."
      actions={
        <>
          <Link to={consolePagePaths.contentEventCategories} className={buttonClasses("secondary", "md")}>
            Event categories
          </Link>
          <Link to={`${consolePagePaths.contentEvents}/new`} className={buttonClasses("primary", "md")}>
            <Plus aria-hidden="true" className="size-5" />
            New event
          </Link>
        </>
      }
      query={events}
      failure="The events could not be loaded"
      errorOverData
    >
      {(data) => <DataTable caption="Events" columns={columns} data={data.events} getRowId={(event) => event.id} emptyMessage="No events yet." stale={events.isFetching} />}
    </ListPage>
  );
}
