import { useParams } from "react-router";
import { AreaGate } from "#console/components/area-gate.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { useApplication } from "../api/get-application.ts";
import { ApplicationFields } from "../components/application-fields.tsx";
import { consolePagePaths } from "#shared/console/paths.ts";
import { BackToList } from "#console/components/list-place.tsx";
import { RecordPage } from "#console/components/record-page.tsx";
import { SharedTransactionWarning } from "../components/shared-transaction-warning.tsx";
import { StatusHistory } from "../components/status-history.tsx";
import { MoneyPanel } from "../components/money-panel.tsx";
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
  const application = useApplication(id);
  return (
    <RecordPage back={<BackToList to={consolePagePaths.applications} label="Back to applications" />} noun="Application" query={application}>
      {(data) => (
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
              {data.money && <MoneyPanel money={data.money} />}
              <StatusHistory history={data.history} />
            </div>
            <div className="lg:col-start-1 lg:row-start-1">
              <ApplicationFields application={data} />
            </div>
          </div>
        </>
      )}
    </RecordPage>
  );
}
