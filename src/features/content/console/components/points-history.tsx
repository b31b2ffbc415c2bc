import type { PointsHistoryEntry } from "../../contract.ts";
import { DataTable, consoleColumns } from "#console/components/data-table.tsx";
import { formatCount, formatDateTime } from "#console/lib/format.ts";

const column = consoleColumns<PointsHistoryEntry>();

const columns = [
  column.accessor("createdAt", { header: () => "When (Dhaka time)", cell: (c) => formatDateTime(c.getValue()) }),
  column.display({
    id: "who",
    header: () => "Who",
    cell: ({ row }) => row.original.organiser.name ?? row.original.organiser.email ?? "An organiser since removed",
  }),
  column.accessor("delta", {
    header: () => "Points",
    cell: (c) => {
      const delta = c.getValue();
      return <span className={delta > 0 ? "font-semibold text-accent-700" : "font-semibold text-danger"}>{`${delta > 0 ? "+" : "−"}${formatCount(Math.abs(delta))}`}</span>;
    },
  }),
  column.accessor("reason", { header: () => "Why", cell: (c) => <span className="whitespace-normal [overflow-wrap:anywhere]">{c.getValue()}</span> }),
];

/** Every change of an ambassador's points, newest first: who, when, how many and why. */
export function PointsHistory({ history }: { history: PointsHistoryEntry[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-bold text-brand-900">History</h3>
      <DataTable caption="Changes of this ambassador's points, newest first" columns={columns} data={history} getRowId={(entry) => entry.id} emptyMessage="No changes yet." />
    </div>
  );
}
