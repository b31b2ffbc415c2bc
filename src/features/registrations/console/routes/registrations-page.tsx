import type { ReactNode } from "react";
import { toQueryString } from "#shared/console/lists.ts";
import { registrationPageQuerySchema, type RegistrationEventSummary } from "../../contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { ListPage, QueryView } from "#console/components/list-page.tsx";
import { Notice } from "#console/components/notice.tsx";
import { useUrlQuery } from "#console/lib/url-query.ts";
import { useRegistrationEvents } from "#console/lib/registration-events.ts";
import { useRegistrations } from "../api/list-registrations.ts";
import { useRegistrationSearch } from "../api/search-registrations.ts";
import { FindRegistration } from "../components/find-registration.tsx";
import { RegistrationFilters } from "../components/registration-filters.tsx";
import { AttendancePanel } from "../components/attendance-panel.tsx";
import { RegistrationSearchResults } from "../components/registration-search-results.tsx";
import { RegistrationsTable } from "../components/registrations-table.tsx";

/**
 * /organiser/registrations: one event's registrations, a column per form field, filtered, searched
 * and exported; or, while a search across events is set (`find`), what it found in any event.
 */
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

const title = "Registrations";
const description = "Event registrations, one column per question of the event's forms. Uploaded files open for reviewers and admins only.";

function Registrations() {
  const { query, update } = useUrlQuery(registrationPageQuerySchema);
  // The event's filters stay in the address meanwhile: clearing the search returns to the same table.
  const find = <FindRegistration value={query.find} onFind={(text) => update({ find: text })} />;
  return query.find === undefined ? <EventRegistrations find={find} /> : <FoundRegistrations find={find} text={query.find} />;
}

function FoundRegistrations({ find, text }: { find: ReactNode; text: string }) {
  const search = useRegistrationSearch(text);
  const data = search.data;
  return (
    <ListPage
      title={title}
      description={description}
      above={find}
      query={{ data, error: search.error, isPending: !data && search.isFetching }}
      failure="The search could not be made"
      loadingText="Searching every event..."
    >
      {(found) => <RegistrationSearchResults text={text} rows={found.rows} more={found.more} />}
    </ListPage>
  );
}

function EventRegistrations({ find }: { find: ReactNode }) {
  const { query, update } = useUrlQuery(registrationPageQuerySchema);
  const events = useRegistrationEvents();
  const eventId = shownEvent(events.data?.events, query.event);
  const filter = { event: eventId, category: query.category, status: query.status, q: query.q, doubles: query.doubles, checkedIn: query.checkedIn };
  const registrations = useRegistrations(eventId ? toQueryString({ ...filter, page: query.page, pageSize: query.pageSize }) : undefined);
  // While another event loads, the last one's table (its columns) is not shown under the new name.
  const data = registrations.data && registrations.data.event.id === eventId?.toLowerCase() ? registrations.data : undefined;
  return (
    <ListPage
      title={title}
      description={description}
      exportPath={`${consoleApiPaths.registrationsExport}${toQueryString(filter)}`}
      exportDisabled={!eventId}
      above={
        <>
          {find}
          <QueryView query={events} failure="The events could not be loaded" errorOverData>
            {({ events: list }) => (
              <>
                <RegistrationFilters
                  events={list}
                  eventId={eventId}
                  categories={data?.categories}
                  categoryId={query.category}
                  status={query.status}
                  q={query.q}
                  doubles={query.doubles}
                  checkedIn={query.checkedIn}
                  onChange={(changes) => update(changes)}
                />
                {!eventId && <NoEventChosen hasEvents={list.length > 0} />}
                {eventId && <AttendancePanel eventId={eventId} />}
              </>
            )}
          </QueryView>
        </>
      }
      query={{ data, error: registrations.error, isPending: Boolean(eventId) && !data && registrations.isFetching }}
      failure="The registrations could not be loaded"
      loadingText="Loading registrations..."
      onPage={(change) => update({ ...change, event: eventId })}
    >
      {(shown) => (
        <RegistrationsTable
          caption={`Registrations for ${shown.event.title}, newest first`}
          rows={shown.rows}
          fields={shown.columns}
          categories={shown.categories}
          eventId={shown.event.id}
          categoryId={query.category}
          stale={registrations.isPlaceholderData}
        />
      )}
    </ListPage>
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
