import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { dhakaDateTime } from "#shared/club-time.ts";
import { consoleApiPath, consolePagePaths } from "#shared/console/paths.ts";
import { PageHeader } from "#console/components/page-header.tsx";
import { QueryView } from "#console/components/list-page.tsx";
import { useCheckInEvents } from "../api/get-check-in-events.ts";
import { readKeptEvents } from "../door/door-store.ts";

/**
 * Check-in: the events a helper can open, today's and upcoming first, each with how many
 * are checked in of those registered, each opening its door (scanning, search, offline).
 */
export function CheckInPage() {
  const events = useCheckInEvents();
  // With no network the list cannot load: offer the events whose lists the phone keeps.
  const offline = events.data === undefined && events.isError;
  return (
    <>
      <PageHeader title="Check-in" description="Today's and upcoming events first. The counts refresh every few seconds." />
      <QueryView query={events} failure="The events could not be loaded.">
        {({ events: list }) =>
          list.length === 0 ? (
            <p className="text-muted">No events yet.</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {list.map((event) => (
                <li key={event.id} className="rounded-card border border-line bg-surface p-4 shadow-card">
                  <h2 className="font-bold text-brand-900">{event.title}</h2>
                  <p className="mt-1 text-sm text-muted">
                    {dhakaDateTime(event.startsAt)}
                    {event.location ? ` · ${event.location}` : ""}
                  </p>
                  <p className="mt-3 text-lg font-semibold text-ink">
                    {event.checkedIn} <span className="text-sm font-normal text-muted">checked in of</span> {event.registered}
                  </p>
                  <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
                    <Link
                      to={consoleApiPath(consolePagePaths.door, { eventId: event.id })}
                      className="inline-flex min-h-11 items-center rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
                    >
                      Open the door<span className="sr-only">: {event.title}</span>
                    </Link>
                    <Link
                      to={consoleApiPath(consolePagePaths.doorList, { eventId: event.id })}
                      className="text-sm font-semibold text-brand-800 underline underline-offset-4"
                    >
                      Door list to print<span className="sr-only">: {event.title}</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {offline && <KeptEvents />}
    </>
  );
}

/**
 * With no network (a phone opening the door from its home screen), the events whose lists this
 * phone keeps, each opening its door from that copy.
 */
function KeptEvents() {
  const kept = useQuery({ queryKey: ["door", "kept-events"], queryFn: readKeptEvents, networkMode: "always" });
  if (!kept.data || kept.data.length === 0) return null;
  return (
    <section aria-labelledby="kept-events" className="mt-6">
      <h2 id="kept-events" className="text-lg font-bold text-brand-900">
        Kept on this phone
      </h2>
      <p className="mt-1 text-sm text-muted">These events' lists are on this phone: their doors work with no network.</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {kept.data.map(({ list: { event } }) => (
          <li key={event.id} className="rounded-card border border-line bg-surface p-4 shadow-card">
            <h3 className="font-bold text-brand-900">{event.title}</h3>
            <p className="mt-1 text-sm text-muted">{dhakaDateTime(event.startsAt)}</p>
            <Link
              to={consoleApiPath(consolePagePaths.door, { eventId: event.id })}
              className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
            >
              Open the door<span className="sr-only">: {event.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
