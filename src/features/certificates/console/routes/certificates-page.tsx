import { Award } from "lucide-react";
import { Link } from "react-router";
import { consolePagePaths } from "#shared/console/paths.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { QueryView } from "#console/components/list-page.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { formatDate } from "#console/lib/format.ts";
import { useRegistrationEvents } from "#console/lib/registration-events.ts";

/** /organiser/certificates: the events, each opening its certificates. */
export function CertificatesPage() {
  return (
    <AreaGate area="certificates">
      <EventChooser />
    </AreaGate>
  );
}

function EventChooser() {
  const events = useRegistrationEvents();
  return (
    <>
      <PageHeader
        title="Certificates"
        description="Choose an event to design its certificate, give one to everyone checked in or to the people you choose (winners with their award, volunteers), download them, or revoke one."
      />
      <QueryView query={events} failure="The events could not be loaded">
        {(data) => (
          <ul className="grid gap-2" aria-label="Events">
            {data.events.map((event) => (
              <li key={event.id}>
                <Link
                  to={consolePagePaths.certificatesEvent.replace(":eventId", event.id)}
                  className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 font-semibold text-brand-800 hover:border-brand-300 focus-visible:outline-3 focus-visible:outline-highlight-500"
                >
                  <Award aria-hidden="true" className="size-5 shrink-0" />
                  <span>{event.title}</span>
                  <span className="ml-auto text-sm font-normal text-muted">
                    {formatDate(event.startsAt)}, {event.registrations} registered
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}
