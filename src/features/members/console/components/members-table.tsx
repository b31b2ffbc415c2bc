import { Link, useLocation } from "react-router";
import { DepartmentList } from "#console/components/department-list.tsx";
import type { MemberRow } from "../../contract.ts";
import { consoleColumns, DataTable } from "#console/components/data-table.tsx";
import { listPlaceState } from "#console/components/list-place.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { applicationPagePath } from "#console/lib/application-path.ts";

const column = consoleColumns<MemberRow>();

function NameCell({ row }: { row: MemberRow }) {
  const location = useLocation();
  return (
    <Link
      to={applicationPagePath(row.applicationId)}
      state={listPlaceState(location)}
      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {row.fullName}
    </Link>
  );
}

const columns = [
  column.accessor("memberNumber", { header: "Member number", cell: ({ getValue }) => <span className="font-mono whitespace-nowrap">{getValue()}</span> }),
  column.display({ id: "name", header: "Name", cell: ({ row }) => <NameCell row={row.original} /> }),
  column.accessor("departments", {
    header: "Departments",
    cell: ({ getValue }) => <DepartmentList codes={getValue()} className="w-44 whitespace-normal" />,
  }),
  column.accessor("sessionYear", { header: "Session" }),
  column.accessor("approvedAt", {
    header: "Approved at",
    cell: ({ getValue }) => {
      const at = getValue();
      return at ? <span className="whitespace-nowrap">{formatDateTime(at)}</span> : null;
    },
  }),
  column.accessor("email", { header: "E-mail", cell: ({ getValue }) => <span className="break-all">{getValue()}</span> }),
  column.accessor("phone", { header: "Phone", cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue()}</span> }),
];

/** One page of the roster. */
export function MembersTable({ rows, stale }: { rows: MemberRow[]; stale: boolean }) {
  return (
    <DataTable
      caption="Members, newest member number first"
      columns={columns}
      data={rows}
      getRowId={(row) => row.applicationId}
      emptyMessage="No members match."
      stale={stale}
    />
  );
}
