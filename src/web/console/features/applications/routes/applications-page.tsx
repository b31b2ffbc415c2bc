import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { applicationListQuerySchema, type ApplicationRow } from "../../../../../shared/console/applications.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { AreaGate } from "../../../components/area-gate.tsx";
import { Notice } from "../../../components/notice.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { useUrlQuery } from "../../../lib/url-query.ts";
import { useExportApplications } from "../api/export-applications.ts";
import { useApplications } from "../api/list-applications.ts";
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
  const exporter = useExportApplications();
  // A selection belongs to the page it was made on: another page or filter starts with none.
  const [selection, setSelection] = useState({ of: pageQuery, ids: new Set<string>() });
  const selected = selection.of === pageQuery ? selection.ids : new Set<string>();
  const [outcome, setOutcome] = useState<StatusChangeOutcome | null>(null);
  const rows = applications.data?.rows ?? noRows;
  const names = useMemo(() => new Map(rows.map((row) => [row.id, row.fullName])), [rows]);
  return (
    <>
      <PageHeader
        title="Applications"
        description="Membership applications: check payments, approve or reject, and export."
        actions={
          <Button variant="secondary" onClick={() => exporter.mutate(apiQueryString(false))} disabled={exporter.isPending}>
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
      <ApplicationFilters query={query} onChange={update} />
      {outcome && <StatusChangeNotice outcome={outcome} className="mb-4" />}
      {selected.size > 0 && (
        <BulkActions
          selectedIds={[...selected]}
          names={names}
          onClear={() => setSelection({ of: pageQuery, ids: new Set() })}
          onDone={(next) => {
            setOutcome(next);
            setSelection({ of: pageQuery, ids: new Set() });
          }}
        />
      )}
      {applications.isError && !applications.data && (
        <Notice variant="error" title="The applications could not be loaded" role="alert">
          {applications.error.message}
        </Notice>
      )}
      {applications.isPending && (
        <p role="status" className="text-muted">
          Loading...
        </p>
      )}
      {applications.data && (
        <>
          <ApplicationsTable
            rows={rows}
            stale={applications.isPlaceholderData}
            selection={{ selected, onChange: (ids) => setSelection({ of: pageQuery, ids }) }}
          />
          <Pagination
            page={applications.data.page}
            pageSize={applications.data.pageSize}
            total={applications.data.total}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        </>
      )}
    </>
  );
}
