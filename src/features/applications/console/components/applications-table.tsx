import { Link, useLocation } from "react-router";
import { DepartmentList } from "#console/components/department-list.tsx";
import { paymentTypeLabels, type ApplicationRow } from "../../contract.ts";
import { consoleColumns, DataTable, type RowSelection } from "#console/components/data-table.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { listPlaceState } from "#console/components/list-place.tsx";
import { applicationPagePath } from "#console/lib/application-path.ts";
import { SharedTransactionFlag } from "./shared-transaction-flag.tsx";
import { StatusBadge } from "#console/components/application-status-badge.tsx";

const column = consoleColumns<ApplicationRow>();

/** Who applied, and how to reach them: one cell, so the table fits beside the console's menu. */
function ApplicantCell({ row }: { row: ApplicationRow }) {
  const location = useLocation();
  return (
    <div className="grid max-w-56 min-w-40 gap-0.5">
      <Link to={applicationPagePath(row.id)} state={listPlaceState(location)} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {row.fullName}
      </Link>
      <span className="text-muted">Roll {row.collegeRoll}</span>
      <span className="break-all text-muted">{row.email}</span>
      {row.phone && <span className="text-muted">{row.phone}</span>}
    </div>
  );
}

const columns = [
  column.display({ id: "applicant", header: "Applicant", cell: ({ row }) => <ApplicantCell row={row.original} /> }),
  column.accessor("departments", {
    header: "Departments",
    cell: ({ getValue }) => <DepartmentList codes={getValue()} className="w-44 whitespace-normal" />,
  }),
  column.display({
    id: "payment",
    header: "Payment",
    cell: ({ row }) => (
      <div className="grid gap-0.5">
        <span>
          {paymentTypeLabels[row.original.paymentType]}, {row.original.totalAmount} TK
        </span>
        {row.original.transactionId && <span className="font-mono text-xs break-all">{row.original.transactionId}</span>}
        {row.original.sharedTransactionId && <SharedTransactionFlag />}
      </div>
    ),
  }),
  column.accessor("status", { header: "Status", cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  column.accessor("createdAt", { header: "Submitted", cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span> }),
];

/** The applications of one page, with a check box each for the bulk actions. */
export function ApplicationsTable({ rows, selection, stale }: { rows: ApplicationRow[]; selection: RowSelection; stale: boolean }) {
  return (
    <DataTable
      caption="Membership applications, newest first"
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      selection={selection && { ...selection, label: (row) => `Select the application of ${row.fullName}` }}
      emptyMessage="No applications match."
      stale={stale}
    />
  );
}
