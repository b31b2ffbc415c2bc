import { useParams } from "react-router";
import { AreaGate } from "#console/components/area-gate.tsx";
import { QueryView } from "#console/components/list-page.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { formatDate } from "#console/lib/format.ts";
import { useEventCertificates } from "../api/certificates.ts";
import { CertificatesTable } from "../components/certificates-table.tsx";
import { DesignForm } from "../components/design-form.tsx";
import { IssueSection } from "../components/issue-section.tsx";

/** /organiser/certificates/:eventId: the event's design, issuing, and the certificates given. */
export function EventCertificatesPage() {
  return (
    <AreaGate area="certificates">
      <EventCertificates />
    </AreaGate>
  );
}

function EventCertificates() {
  const { eventId = "" } = useParams();
  const query = useEventCertificates(eventId);
  return (
    <QueryView query={query} failure="The event's certificates could not be loaded">
      {(data) => (
        <>
          <PageHeader title={`Certificates: ${data.event.title}`} description={`${formatDate(data.event.startsAt)}. Each certificate is an A4 PDF with a QR code to its public check page.`} />
          <DesignForm eventId={eventId} data={data} />
          <IssueSection eventId={eventId} data={data} />
          <CertificatesTable eventId={eventId} data={data} />
        </>
      )}
    </QueryView>
  );
}
