import { ArrowDown, ArrowUp } from "lucide-react";
import type { ContentRow } from "../../contract.ts";
import type { ContentList } from "../../rules.ts";
import { isSitePicture } from "#shared/safe-url.ts";
import { Button } from "#web/components/ui/button.tsx";
import { consoleColumns } from "#console/components/data-table.tsx";
import { formatCount } from "#console/lib/format.ts";
import { RowActions } from "./row-actions.tsx";
import { DragHandleButton } from "./sortable-row.tsx";

const column = consoleColumns<ContentRow>();

/** A row's name as the table, its buttons and the confirmations say it. */
export function rowName(list: ContentList, row: ContentRow): string {
  return String(row.values[list.nameField] ?? "") || `Unnamed ${list.singular}`;
}

/** A stored value as the table shows it: a choice by its label, nothing as a dash. */
function shown(list: ContentList, name: string, row: ContentRow): string {
  if (name === "points") return formatCount(row.points ?? 0);
  const value = row.values[name];
  if (value === null || value === undefined || value === "") return "–";
  const field = list.fields.find((f) => f.name === name);
  return field?.options?.find((o) => o.value === value)?.label ?? String(value);
}

const pictureField = (list: ContentList) => list.fields.find((f) => f.kind === "photo" || f.kind === "cover");

/** The table's columns: order (where the public page follows it), name with its picture, the list's own columns, state, actions. */
export function contentColumns(list: ContentList, rowCount: number, move: (from: number, to: number) => void) {
  const picture = pictureField(list);
  const orderColumn = column.display({
    id: "order",
    header: () => <span className="sr-only">Order</span>,
    cell: ({ row }) => {
      const name = rowName(list, row.original);
      return (
        <div className="flex items-center gap-0.5">
          <DragHandleButton label={`Drag to reorder ${name}`} />
          <Button size="sm" variant="ghost" className="px-2" aria-label={`Move ${name} up`} disabled={row.index === 0} onClick={() => move(row.index, row.index - 1)}>
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button size="sm" variant="ghost" className="px-2" aria-label={`Move ${name} down`} disabled={row.index === rowCount - 1} onClick={() => move(row.index, row.index + 1)}>
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
        </div>
      );
    },
  });
  const nameColumn = column.display({
    id: "name",
    header: () => list.fields.find((f) => f.name === list.nameField)?.label ?? "Name",
    cell: ({ row }) => {
      const url = picture ? row.original.values[picture.name] : null;
      return (
        <div className="flex min-w-40 items-center gap-3">
          {typeof url === "string" && isSitePicture(url) && (
            <img src={url} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg bg-brand-50 object-cover" loading="lazy" />
          )}
          <span className="font-semibold text-brand-900 [overflow-wrap:anywhere]">{rowName(list, row.original)}</span>
        </div>
      );
    },
  });
  const ownColumns = list.columns.map((name) =>
    column.display({
      id: name,
      header: () => (name === "points" ? "Points" : (list.fields.find((f) => f.name === name)?.label ?? name)),
      cell: ({ row }) => <span className="block min-w-24 [overflow-wrap:anywhere]">{shown(list, name, row.original)}</span>,
    }),
  );
  const stateColumn = column.display({
    id: "state",
    header: () => "On the site",
    cell: ({ row }) =>
      row.original.active ? (
        <span className="rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-700">Shown</span>
      ) : (
        <span className="rounded-full bg-canvas px-2.5 py-1 text-xs font-semibold text-muted">Hidden</span>
      ),
  });
  const actionsColumn = column.display({
    id: "actions",
    header: () => "Actions",
    cell: ({ row }) => <RowActions list={list} row={row.original} name={rowName(list, row.original)} />,
  });
  return [...(list.ordered ? [orderColumn] : []), nameColumn, ...ownColumns, stateColumn, actionsColumn];
}
