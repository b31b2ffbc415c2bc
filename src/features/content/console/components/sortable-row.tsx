import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { createContext, useContext, type ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

interface DragHandle {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

const DragHandleContext = createContext<DragHandle | null>(null);

/** A table row that can be dragged by its handle, with the mouse, a finger or the keyboard. */
export function SortableRow({ id, children }: { id: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("border-t border-line align-top hover:bg-brand-50/40", isDragging && "relative z-10 bg-brand-50 shadow-card")}
    >
      <DragHandleContext value={{ attributes, listeners, setActivatorNodeRef }}>{children}</DragHandleContext>
    </tr>
  );
}

/** The row's handle: press Space or Enter on it, move with the arrow keys, and press Space again to drop. */
export function DragHandleButton({ label }: { label: string }) {
  const handle = useContext(DragHandleContext);
  if (!handle) return null;
  const { attributes, listeners, setActivatorNodeRef } = handle;
  return (
    <button
      type="button"
      {...attributes}
      {...listeners}
      ref={setActivatorNodeRef}
      aria-label={label}
      className="inline-flex size-9 cursor-grab touch-none items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
}
