import { useParams } from "react-router";
import { ApiError } from "../../../lib/api.ts";
import { AreaGate } from "../../../components/area-gate.tsx";
import { Notice } from "../../../components/notice.tsx";
import { useDocumentTitle } from "../../../lib/document-title.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { useApplication } from "../api/get-application.ts";
import { ApplicationFields } from "../components/application-fields.tsx";
import { consolePagePaths } from "../../../../../shared/console/paths.ts";
import { BackToList } from "../../../components/list-place.tsx";
import { SharedTransactionWarning } from "../components/shared-transaction-warning.tsx";
import { StatusHistory } from "../components/status-history.tsx";
import { StatusPanel } from "../components/status-panel.tsx";

/** /organiser/applications/:id: one application, every field, its status and history. */
export function ApplicationPage() {
  return (
    <AreaGate area="applications">
      <ApplicationView />
    </AreaGate>
  );
}

function ApplicationView() {
  const { id = "" } = useParams();
  // The tab's title (kept in the browser's history) names no applicant.
  useDocumentTitle("Application");
  const application = useApplication(id);
  const data = application.data;
  return (
    <>
      <p className="mb-4">
        <BackToList to={consolePagePaths.applications} label="Back to applications" />
      </p>
      {application.isPending && (
        <p role="status" className="text-muted">
          Loading...
        </p>
      )}
      {application.isError && !data && (
        <>
          <h1 className="mb-4 text-2xl font-bold text-brand-900">Application</h1>
          <Notice variant="error" title={application.error instanceof ApiError && application.error.status === 404 ? "Application not found" : "The application could not be loaded"} role="alert">
            {application.error.message}
          </Notice>
        </>
      )}
      {data && (
        <>
          <header className="mb-6 grid gap-1">
            <h1 className="text-2xl font-bold [overflow-wrap:anywhere] text-brand-900 sm:text-3xl">{data.fullName}</h1>
            <p className="text-muted">
              Membership application, roll {data.collegeRoll}, submitted {formatDateTime(data.createdAt)}
            </p>
          </header>
          {data.sharingTransactionId.length > 0 && <SharedTransactionWarning others={data.sharingTransactionId} />}
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="grid gap-4 lg:col-start-2 lg:row-start-1">
              <StatusPanel key={data.id} application={data} />
              <StatusHistory history={data.history} />
            </div>
            <div className="lg:col-start-1 lg:row-start-1">
              <ApplicationFields application={data} />
            </div>
          </div>
        </>
      )}
    </>
  );
}
