import { createColumnHelper, tableFeatures, useTable, type ColumnDef, type RowData } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { cn } from "../../web/lib/cn.ts";

/**
 * The features every console table uses. Tables are server-driven: the server filters, sorts and
 * pages (the filter lives in the URL), so only the core row model is needed here.
 */
export const consoleTableFeatures = tableFeatures({});
export type ConsoleTableFeatures = typeof consoleTableFeatures;

/** A column helper for a console table's rows. */
export function consoleColumns<TData extends RowData>() {
  return createColumnHelper<ConsoleTableFeatures, TData>();
}

export interface RowSelection<TData = never> {
  selected: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  /** Names a row's check box for screen readers, e.g. "Select the application of Ayesha Rahman". */
  label?: (row: TData) => string;
}

interface DataTableProps<TData extends RowData> {
  /** Says what the table lists, for screen readers. */
  caption: string;
  // Column value types differ per column; the helper's inference checks each column where it is written.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<ConsoleTableFeatures, TData, any>[];
  data: TData[];
  getRowId: (row: TData) => string;
  /** Check boxes per row and for the page, for bulk actions. */
  selection?: RowSelection<TData>;
  /** Said in place of rows when there are none. */
  emptyMessage: string;
  /** True while the next page loads: the current rows stay, dimmed. */
  stale?: boolean;
}

/** A console table (TanStack Table 9): a semantic <table>, scrolling sideways on narrow screens. */
export function DataTable<TData extends RowData>({ caption, columns, data, getRowId, selection, emptyMessage, stale }: DataTableProps<TData>) {
  const table = useTable({ features: consoleTableFeatures, columns, data, getRowId: (row) => getRowId(row) });
  const rows = table.getRowModel().rows;
  const pageIds = rows.map((row) => row.id);
  const allSelected = selection !== undefined && pageIds.length > 0 && pageIds.every((id) => selection.selected.has(id));
  const toggle = (ids: string[], on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    selection.onChange(next);
  };
  return (
    <div
      className={cn("overflow-x-auto rounded-card border border-line bg-surface shadow-card", stale && "opacity-60")}
      // An empty table holds nothing to focus, so on a phone its scroll box itself takes the keyboard.
      {...(rows.length === 0 ? { tabIndex: 0, role: "region", "aria-label": caption } : {})}
    >
      <table className="w-full min-w-max border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas text-brand-900">
          <HeaderRows
            table={table}
            leading={
              selection && (
                <th scope="col" className="w-10 px-3 py-3">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    aria-label="Select every row on this page"
                    checked={allSelected}
                    onChange={(event) => toggle(pageIds, event.target.checked)}
                  />
                </th>
              )
            }
          />
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow colSpan={columns.length + (selection ? 1 : 0)} message={emptyMessage} />
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-t border-line align-top hover:bg-brand-50/40">
                {selection && (
                  <td className="px-3 py-2.5">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      aria-label={selection.label?.(row.original) ?? `Select row ${row.index + 1}`}
                      checked={selection.selected.has(row.id)}
                      onChange={(event) => toggle([row.id], event.target.checked)}
                    />
                  </td>
                )}
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="max-w-xs px-3 py-2.5">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

type ConsoleTable<TData extends RowData> = ReturnType<typeof useTable<ConsoleTableFeatures, TData>>;

/** A console table's header rows; `leading` is a cell before the columns' (the page's check box). */
export function HeaderRows<TData extends RowData>({ table, leading }: { table: ConsoleTable<TData>; leading?: ReactNode }) {
  return table.getHeaderGroups().map((group) => (
    <tr key={group.id}>
      {leading}
      {group.headers.map((header) => (
        <th key={header.id} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
          {header.isPlaceholder ? null : <table.FlexRender header={header} />}
        </th>
      ))}
    </tr>
  ));
}

/** The one row of a table with none: what is said in their place. */
export function EmptyRow({ colSpan, message }: { colSpan: number; message: string }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-8 text-center text-muted">
        {message}
      </td>
    </tr>
  );
}
