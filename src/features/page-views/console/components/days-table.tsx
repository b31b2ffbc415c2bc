import type { VisitDay } from "../../visits.ts";
import { consoleColumns, DataTable } from "#console/components/data-table.tsx";
import { formatCount } from "#console/lib/format.ts";
import { formatDay } from "./format-day.ts";

const column = consoleColumns<VisitDay>();
const number = (n: number) => <span className="tabular-nums">{formatCount(n)}</span>;

const columns = [
  column.accessor("day", { header: "Day", cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDay(getValue())}</span> }),
  column.accessor("views", { header: "Views", cell: ({ getValue }) => number(getValue()) }),
  column.accessor("sessions", { header: "Sessions", cell: ({ getValue }) => number(getValue()) }),
];

/** The chart's numbers, day by day. */
export function DaysTable({ days }: { days: VisitDay[] }) {
  return <DataTable caption="Page views and sessions per day, oldest first" columns={columns} data={days} getRowId={(row) => row.day} emptyMessage="No days." />;
}
