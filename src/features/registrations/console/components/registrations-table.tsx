import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import type { RegistrationCategoryCount, RegistrationColumn, RegistrationDouble, RegistrationRow } from "../../contract.ts";
import { consoleColumns, DataTable } from "#console/components/data-table.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { AnswerCell } from "./answer-cell.tsx";
import { RegistrationStatus } from "./registration-status.tsx";
import { listPlaceState } from "#console/components/list-place.tsx";
import { registrationPagePath, registrationsSearch } from "#console/lib/registration-path.ts";

const column = consoleColumns<RegistrationRow>();

/** The submission time opens the registration; the way back keeps the table's event, filters and search. */
function OpenCell({ row, eventId }: { row: RegistrationRow; eventId: string }) {
  const location = useLocation();
  const back = listPlaceState(location, registrationsSearch(location.search, eventId));
  return (
    <div className="grid justify-items-start gap-1">
      <Link
        to={registrationPagePath(row.id)}
        state={back}
        className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {formatDateTime(row.createdAt)}
      </Link>
      {row.doubles.length > 0 && <PossibleDouble doubles={row.doubles} back={back} />}
    </div>
  );
}

/**
 * The same e-mail or phone as other registrations of the event: stored before one
 * registration per person was the rule, or inserted by hand. Names the others, each a link to it.
 */
function PossibleDouble({ doubles, back }: { doubles: RegistrationDouble[]; back: ReturnType<typeof listPlaceState> }) {
  return (
    <p className="grid justify-items-start gap-1 text-xs text-ink">
      <span className="rounded-full border border-danger px-2 py-0.5 font-semibold text-danger">Possible double</span>
      <span>
        Same e-mail or phone as{" "}
        {doubles.map((double, index) => (
          <span key={double.id} className="whitespace-nowrap">
            {index > 0 && ", "}
            <Link to={registrationPagePath(double.id)} state={back} className="font-mono text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {double.reference}
            </Link>
          </span>
        ))}
      </span>
    </p>
  );
}

/**
 * The fields worth a column: with a category chosen, its form's fields; otherwise the fields of
 * every category anyone registered in (a category nobody chose would only add empty columns).
 * Answers no form names always have theirs.
 */
function shownFields(fields: RegistrationColumn[], categories: RegistrationCategoryCount[], categoryId: string | undefined) {
  const used = new Set(categories.filter((category) => category.registrations > 0).map((category) => category.id));
  const wanted = (id: string) => (categoryId ? id === categoryId : used.has(id));
  return fields.filter((field) => field.categories.length === 0 || field.categories.some(wanted));
}

/** The columns: when it was submitted (the link to the registration), its category, its status, then one per field. */
function useTableColumns(fields: RegistrationColumn[], categories: RegistrationCategoryCount[], eventId: string, categoryId: string | undefined) {
  return useMemo(
    () => [
      column.display({ id: "submitted", header: "Submitted", cell: ({ row }) => <OpenCell row={row.original} eventId={eventId} /> }),
      column.accessor("categoryName", { header: "Category", cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue()}</span> }),
      column.display({ id: "status", header: "Status", cell: ({ row }) => <RegistrationStatus id={row.original.id} status={row.original.status} payment={row.original.payment} /> }),
      column.display({
        id: "checkedIn",
        header: "Checked in",
        cell: ({ row }) => {
          const mark = row.original.checkedIn;
          return mark ? (
            <span className="whitespace-nowrap">
              {formatDateTime(mark.at)}
              {mark.by ? <span className="block text-xs text-muted">by {mark.by}</span> : null}
              {row.original.walkIn ? <span className="block text-xs font-semibold text-brand-800">Walk-in</span> : null}
            </span>
          ) : (
            <span className="text-muted">Not yet</span>
          );
        },
      }),
      ...shownFields(fields, categories, categoryId).map((field) =>
        column.display({
          // Prefixed: a form field may well be called "submitted" or "category".
          id: `answer:${field.name}`,
          header: field.label,
          cell: ({ row }) => <AnswerCell row={row.original} name={field.name} label={field.label} />,
        }),
      ),
    ],
    [fields, categories, eventId, categoryId],
  );
}

export function RegistrationsTable({
  rows,
  fields,
  categories,
  eventId,
  categoryId,
  stale,
  caption,
}: {
  rows: RegistrationRow[];
  fields: RegistrationColumn[];
  categories: RegistrationCategoryCount[];
  eventId: string;
  categoryId: string | undefined;
  stale: boolean;
  caption: string;
}) {
  const columns = useTableColumns(fields, categories, eventId, categoryId);
  return (
    <DataTable caption={caption} columns={columns} data={rows} getRowId={(row) => row.id} emptyMessage="No registrations match." stale={stale} />
  );
}
