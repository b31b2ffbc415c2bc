import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import { registrationSearchRules, type RegistrationSearchRow } from "../../contract.ts";
import { consoleColumns, DataTable } from "#console/components/data-table.tsx";
import { listPlaceState } from "#console/components/list-place.tsx";
import { Notice } from "#console/components/notice.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { registrationPagePath } from "#console/lib/registration-path.ts";
import { StatusBadge } from "./registration-status.tsx";

const column = consoleColumns<RegistrationSearchRow>();
/**
 * A cell that wraps within `width`: the console's tables are as wide as their content (min-w-max),
 * and these eight columns should fit beside the menu at 1280 px, so long titles and addresses wrap.
 */
const wrapped = (text: string | null, width: string) => <span className={`block ${width}`}>{text ?? ""}</span>;

/** The reference opens the registration; its page's way back returns to these results. */
function ReferenceLink({ row }: { row: RegistrationSearchRow }) {
  const location = useLocation();
  return (
    <Link
      to={registrationPagePath(row.id)}
      state={listPlaceState(location)}
      className="font-mono font-medium whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {row.reference}
    </Link>
  );
}

function useSearchColumns() {
  return useMemo(
    () => [
      column.display({ id: "reference", header: "Reference", cell: ({ row }) => <ReferenceLink row={row.original} /> }),
      column.accessor("name", { header: "Name", cell: ({ getValue }) => wrapped(getValue(), "max-w-36") }),
      column.accessor("eventTitle", { header: "Event", cell: ({ getValue }) => wrapped(getValue(), "max-w-32") }),
      column.accessor("categoryName", { header: "Category", cell: ({ getValue }) => wrapped(getValue(), "max-w-20") }),
      column.accessor("status", { header: "Status", cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
      column.accessor("createdAt", { header: "Submitted", cell: ({ getValue }) => wrapped(formatDateTime(getValue()), "max-w-24") }),
      column.accessor("email", { header: "E-mail", cell: ({ getValue }) => wrapped(getValue(), "max-w-52 [overflow-wrap:anywhere]") }),
      column.accessor("phone", { header: "Phone", cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue() ?? ""}</span> }),
    ],
    [],
  );
}

/** What the search across events found, newest first; when more match than are shown, says to narrow it. */
export function RegistrationSearchResults({ text, rows, more }: { text: string; rows: RegistrationSearchRow[]; more: boolean }) {
  const columns = useSearchColumns();
  return (
    <div className="grid gap-3">
      {more && (
        <Notice variant="info" role="status" title={`Showing the newest ${registrationSearchRules.shown}; narrow the search.`}>
          More registrations match “{text}” than are shown. Add more of the name, number or address.
        </Notice>
      )}
      <DataTable
        caption={`Registrations in any event matching “${text}”, newest first`}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        emptyMessage={`No registration matches “${text}” in any event.`}
      />
    </div>
  );
}
