import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useTable } from "@tanstack/react-table";
import { useMemo } from "react";
import type { ContentRow } from "../../contract.ts";
import type { ContentList } from "../../rules.ts";
import { cn } from "#web/lib/cn.ts";
import { consoleTableFeatures, EmptyRow, HeaderRows } from "#console/components/data-table.tsx";
import { InlineError } from "#console/components/notice.tsx";
import { useReorderContentRows } from "../api/content-rows.ts";
import { contentColumns, rowName } from "./content-columns.tsx";
import { SortableRow } from "./sortable-row.tsx";

/**
 * Every row of a list. Where the public page follows the order, rows move with the up and down
 * buttons or by dragging their handle: with the mouse, a finger, or the keyboard (Space to pick up,
 * arrow keys to move, Space to drop), each move said to screen readers by name and position.
 */
export function ContentTable({ list, rows, stale }: { list: ContentList; rows: ContentRow[]; stale?: boolean }) {
  const reorder = useReorderContentRows(list.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    reorder.mutate(arrayMove(rows, from, to));
  };
  const columns = useMemo(() => contentColumns(list, rows.length, move), [list, rows]); // eslint-disable-line react-hooks/exhaustive-deps
  const table = useTable({ features: consoleTableFeatures, columns, data: rows, getRowId: (row) => row.id });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: string | number) => rows.findIndex((row) => row.id === id);
  const nameOf = (id: string | number) => {
    const row = rows[indexOf(id)];
    return row ? rowName(list, row) : "The row";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${indexOf(active.id) + 1} of ${rows.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over position ${indexOf(over.id) + 1} of ${rows.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${indexOf(over.id) + 1} of ${rows.length}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(indexOf(active.id), indexOf(over.id));
  };
  const body = table.getRowModel().rows.map((row) => (
    <SortableRow key={row.id} id={row.id}>
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className="max-w-xs px-3 py-2.5 align-middle">
          <table.FlexRender cell={cell} />
        </td>
      ))}
    </SortableRow>
  ));
  return (
    <div className="grid gap-2">
      <InlineError error={reorder.error} prefix="The new order was not saved: " />
      <div className={cn("overflow-x-auto rounded-card border border-line bg-surface shadow-card", stale && "opacity-60")}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: "To move a row, press Space or Enter, move it with the arrow keys, and press Space or Enter again to drop it. Escape cancels." },
          }}
        >
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <caption className="sr-only">{`${list.title}, shown and hidden`}</caption>
            <thead className="bg-canvas text-brand-900">
              <HeaderRows table={table} />
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <EmptyRow colSpan={columns.length} message={`No ${list.title.toLowerCase()} yet.`} />
              ) : (
                <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy} disabled={!list.ordered}>
                  {body}
                </SortableContext>
              )}
            </tbody>
          </table>
        </DndContext>
      </div>
    </div>
  );
}
