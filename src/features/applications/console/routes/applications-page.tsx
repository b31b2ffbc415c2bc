import { useMemo, useState } from "react";
import { applicationListQuerySchema, type ApplicationRow } from "../../contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { ListPage } from "#console/components/list-page.tsx";
import { usePageSelection } from "#console/components/page-selection.ts";
import { useUrlQuery } from "#console/lib/url-query.ts";
import { useApplications } from "#console/lib/applications.ts";
import { ApplicationFilters } from "../components/application-filters.tsx";
import { ApplicationsTable } from "../components/applications-table.tsx";
import { BulkActions } from "../components/bulk-actions.tsx";
import { StatusChangeNotice, type StatusChangeOutcome } from "../components/status-change-notice.tsx";

/** /organiser/applications: the membership applications, filtered and searched, with bulk status changes and the CSV export. */
export function ApplicationsPage() {
  return (
    <AreaGate area="applications">
      <Applications />
    </AreaGate>
  );
}

const noRows: ApplicationRow[] = [];

function Applications() {
  const { query, update, apiQueryString } = useUrlQuery(applicationListQuerySchema);
  const pageQuery = apiQueryString(true);
  const applications = useApplications(pageQuery);
  // A selection belongs to the page it was made on: another page or filter starts with none.
  const selection = usePageSelection(pageQuery);
  const [outcome, setOutcome] = useState<StatusChangeOutcome | null>(null);
  const rows = applications.data?.rows ?? noRows;
  const names = useMemo(() => new Map(rows.map((row) => [row.id, row.fullName])), [rows]);
  return (
    <ListPage
      title="Applications"
      description="Membership applications: check payments, approve or reject, and export."
      exportPath={`${consoleApiPaths.applicationsExport}${apiQueryString(false)}`}
      above={
        <>
          <ApplicationFilters query={query} onChange={update} />
          {outcome && <StatusChangeNotice outcome={outcome} className="mb-4" />}
          {selection.selected.size > 0 && (
            <BulkActions
              selectedIds={[...selection.selected]}
              selectedStatuses={rows.filter((row) => selection.selected.has(row.id)).map((row) => row.status)}
              names={names}
              onClear={selection.clear}
              onDone={(next) => {
                setOutcome(next);
                selection.clear();
              }}
            />
          )}
        </>
      }
      query={applications}
      failure="The applications could not be loaded"
      onPage={update}
    >
      {(data) => <ApplicationsTable rows={data.rows} stale={applications.isPlaceholderData} selection={selection} />}
    </ListPage>
  );
}
