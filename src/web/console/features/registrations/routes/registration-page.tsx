import { useParams } from "react-router";
import { AreaGate } from "../../../components/area-gate.tsx";
import { Notice } from "../../../components/notice.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useDocumentTitle } from "../../../lib/document-title.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { useRegistration } from "../api/get-registration.ts";
import { consolePagePaths } from "../../../../../shared/console/paths.ts";
import { BackToList } from "../../../components/list-place.tsx";
import { RegistrationFields } from "../components/registration-fields.tsx";
import { RegistrationStatus } from "../components/registration-status.tsx";

/** /organiser/registrations/:id: one registration, every field of its form, its files to see and download. */
export function RegistrationPage() {
  return (
    <AreaGate area="registrations">
      <RegistrationView />
    </AreaGate>
  );
}

function RegistrationView() {
  const { id = "" } = useParams();
  // The tab's title (kept in the browser's history) names no registrant.
  useDocumentTitle("Registration");
  const registration = useRegistration(id);
  const data = registration.data;
  return (
    <>
      <p className="mb-4">
        <BackToList
          to={consolePagePaths.registrations}
          label="Back to registrations"
          fallbackSearch={data ? `?event=${encodeURIComponent(data.event.id)}` : ""}
        />
      </p>
      {registration.isPending && (
        <p role="status" className="text-muted">
          Loading...
        </p>
      )}
      {registration.isError && !data && (
        <>
          <h1 className="mb-4 text-2xl font-bold text-brand-900">Registration</h1>
          <Notice
            variant="error"
            title={registration.error instanceof ApiError && registration.error.status === 404 ? "Registration not found" : "The registration could not be loaded"}
            role="alert"
          >
            {registration.error.message}
          </Notice>
        </>
      )}
      {data && (
        <article className="grid max-w-4xl gap-5">
          <header className="grid gap-1">
            <h1 className="text-2xl font-bold [overflow-wrap:anywhere] text-brand-900 sm:text-3xl">Registration for {data.event.title}</h1>
            <p className="text-muted">
              {data.category.name}, submitted {formatDateTime(data.createdAt)}, reference <span className="font-mono">{data.reference}</span>
            </p>
          </header>
          <RegistrationStatus id={data.id} status={data.status} />
          <RegistrationFields id={data.id} fields={data.fields} />
        </article>
      )}
    </>
  );
}
