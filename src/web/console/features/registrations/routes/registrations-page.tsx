import { Download } from "lucide-react";
import { toQueryString } from "../../../../../shared/console/lists.ts";
import { registrationPageQuerySchema, type RegistrationEventSummary } from "../../../../../shared/console/registrations.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { AreaGate } from "../../../components/area-gate.tsx";
import { Notice } from "../../../components/notice.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { useUrlQuery } from "../../../lib/url-query.ts";
import { useExportRegistrations } from "../api/export-registrations.ts";
import { useRegistrationEvents } from "../api/list-registration-events.ts";
import { useRegistrations } from "../api/list-registrations.ts";
import { RegistrationFilters } from "../components/registration-filters.tsx";
import { RegistrationsTable } from "../components/registrations-table.tsx";

/** /organiser/registrations: one event's registrations, a column per form field, filtered, searched and exported. */
export function RegistrationsPage() {
  return (
    <AreaGate area="registrations">
      <Registrations />
    </AreaGate>
  );
}

/**
 * The event shown: the one in the address, or else the newest event anyone registered for, so the
 * page opens on a table. It stays out of the address until the organiser picks one.
 */
function shownEvent(events: RegistrationEventSummary[] | undefined, chosen: string | undefined): string | undefined {
  return chosen ?? events?.find((event) => event.registrations > 0)?.id;
}

function Registrations() {
  const { query, update } = useUrlQuery(registrationPageQuerySchema);
  const events = useRegistrationEvents();
  const eventId = shownEvent(events.data?.events, query.event);
  const filter = { event: eventId, category: query.category, q: query.q };
  const registrations = useRegistrations(eventId ? toQueryString({ ...filter, page: query.page, pageSize: query.pageSize }) : undefined);
  const exporter = useExportRegistrations();
  // While another event loads, the last one's table (its columns) is not shown under the new name.
  const data = registrations.data && registrations.data.event.id === eventId?.toLowerCase() ? registrations.data : undefined;
  return (
    <>
      <PageHeader
        title="Registrations"
        description="Event registrations, one column per question of the event's forms. Uploaded files open for reviewers and admins only."
        actions={
          <Button variant="secondary" onClick={() => exporter.mutate(toQueryString(filter))} disabled={exporter.isPending || !eventId}>
            <Download aria-hidden="true" className="size-4" />
            {exporter.isPending ? "Exporting..." : "Export CSV"}
          </Button>
        }
      />
      {exporter.isError && (
        <Notice variant="error" title="The export failed" role="alert" className="mb-4">
          {exporter.error.message}
        </Notice>
      )}
      {events.isPending && (
        <p role="status" className="text-muted">
          Loading...
        </p>
      )}
      {events.isError && (
        <Notice variant="error" title="The events could not be loaded" role="alert">
          {events.error.message}
        </Notice>
      )}
      {events.data && (
        <RegistrationFilters
          events={events.data.events}
          eventId={eventId}
          categories={data?.categories}
          categoryId={query.category}
          q={query.q}
          onChange={(changes) => update(changes)}
        />
      )}
      {events.data && !eventId && <NoEventChosen hasEvents={events.data.events.length > 0} />}
      {registrations.isError && !data && (
        <Notice variant="error" title="The registrations could not be loaded" role="alert">
          {registrations.error.message}
        </Notice>
      )}
      {eventId && !data && registrations.isFetching && (
        <p role="status" className="text-muted">
          Loading registrations...
        </p>
      )}
      {data && (
        <>
          <RegistrationsTable
            caption={`Registrations for ${data.event.title}, newest first`}
            rows={data.rows}
            fields={data.columns}
            categories={data.categories}
            eventId={data.event.id}
            categoryId={query.category}
            stale={registrations.isPlaceholderData}
          />
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => update({ page, event: eventId })}
            onPageSize={(pageSize) => update({ pageSize, event: eventId })}
          />
        </>
      )}
    </>
  );
}

function NoEventChosen({ hasEvents }: { hasEvents: boolean }) {
  return (
    <Notice variant="info" title={hasEvents ? "Nobody has registered for an event yet" : "There are no events yet"}>
      {hasEvents
        ? "Choose an event above to see its categories and questions; its registrations will be listed here as they arrive."
        : "Registrations are listed here by event once events are added."}
    </Notice>
  );
}
