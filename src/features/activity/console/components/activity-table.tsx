import { Link } from "react-router";
import { describeActivityParts, type ActivityRow } from "../../contract.ts";
import { consoleColumns, DataTable } from "#console/components/data-table.tsx";
import { formatDateTime } from "#console/lib/format.ts";

const column = consoleColumns<ActivityRow>();

/** Who: the organiser as they are now, or the e-mail stored with the row (a failed sign-in, a removed organiser). */
function Who({ organiser }: { organiser: ActivityRow["organiser"] }) {
  if (organiser.name) {
    return (
      <div className="grid w-48 gap-0.5">
        <span className="font-medium">{organiser.name}</span>
        <span className="break-all text-muted">{organiser.email}</span>
      </div>
    );
  }
  return <span className="block w-48 break-all">{organiser.email ?? "Unknown"}</span>;
}

/** What was done, as a sentence whose rows link to their console pages. */
function What({ row }: { row: ActivityRow }) {
  return (
    <span className="block w-60 [overflow-wrap:anywhere] sm:w-96">
      {describeActivityParts(row).map((part, index) =>
        typeof part === "string" ? (
          part
        ) : (
          <Link key={index} to={part.href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {part.text}
          </Link>
        ),
      )}
    </span>
  );
}

const columns = [
  column.accessor("createdAt", { header: "When", cell: ({ getValue }) => <span className="block w-24">{formatDateTime(getValue())}</span> }),
  column.accessor("organiser", { header: "Who", cell: ({ getValue }) => <Who organiser={getValue()} /> }),
  column.display({
    id: "what",
    header: "What",
    cell: ({ row }) => <What row={row.original} />,
  }),
];

export function ActivityTable({ rows, stale }: { rows: ActivityRow[]; stale: boolean }) {
  return (
    <DataTable
      caption="The activity log, newest first"
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      emptyMessage="Nothing recorded yet."
      stale={stale}
    />
  );
}
