import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { ReactNode } from "react";
import type { DraftField } from "./builder-draft.ts";

/** The builder's list of fields, reordered by dragging with a pointer or with the keyboard (Space, arrows, Space). */
export function SortableFields({ drafts, onMove, children }: { drafts: readonly DraftField[]; onMove: (from: number, to: number) => void; children: ReactNode }) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const labelOf = (key: unknown) => drafts.find((draft) => draft.key === key)?.label || "the field";
  const positionOf = (key: unknown) => drafts.findIndex((draft) => draft.key === key) + 1;
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, at place ${positionOf(active.id)} of ${drafts.length}.`,
          onDragOver: ({ active, over }) => (over ? `${labelOf(active.id)} is over place ${positionOf(over.id)}.` : `${labelOf(active.id)} is over no place.`),
          onDragEnd: ({ active, over }) => (over ? `${labelOf(active.id)} dropped at place ${positionOf(over.id)}.` : `${labelOf(active.id)} dropped.`),
          onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
        },
        screenReaderInstructions: { draggable: "Press Space or Enter to pick the field up, the arrow keys to move it, Space or Enter to drop it, Escape to cancel." },
      }}
    >
      <SortableContext items={drafts.map((draft) => draft.key)} strategy={verticalListSortingStrategy}>
        <ol className="grid gap-3">{children}</ol>
      </SortableContext>
    </DndContext>
  );
}
