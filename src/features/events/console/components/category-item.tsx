import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, Pencil } from "lucide-react";
import { useState } from "react";
import type { CategoryListItem } from "../../contract.ts";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { InlineError } from "#console/components/notice.tsx";
import { DeleteButton, ShownToggle } from "#console/components/row-controls.tsx";
import { useDeleteCategory, useSetCategoryActive } from "../api/categories.ts";
import { CategoryForm } from "./category-form.tsx";
import { counted } from "#shared/counted.ts";

/** One category in the ordered list: dragged by its handle or moved by buttons, changed, hidden or shown, deleted after asking. */
export function CategoryItem({ category, index, count, onMove }: { category: CategoryListItem; index: number; count: number; onMove: (to: number) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: category.id });
  const [editing, setEditing] = useState(false);
  const setActive = useSetCategoryActive();
  const remove = useDeleteCategory();
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("grid gap-3 rounded-2xl border border-line bg-white p-4", isDragging && "relative z-10 shadow-card")}
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${category.name} to another place`}
          className="inline-flex size-9 cursor-grab touch-none items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <div className="mr-auto grid min-w-0 gap-0.5">
          <span className="font-semibold text-brand-900">
            {category.name}
            {category.active ? "" : " (hidden)"}
          </span>
          <span className="text-sm text-muted">
            {[category.description, counted(category.events, "event"), counted(category.registrations, "registration")].filter(Boolean).join(" · ")}
          </span>
        </div>
        <Button size="sm" variant="ghost" disabled={index === 0} aria-label={`Move ${category.name} up`} onClick={() => onMove(index - 1)}>
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
        <Button size="sm" variant="ghost" disabled={index === count - 1} aria-label={`Move ${category.name} down`} onClick={() => onMove(index + 1)}>
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
        <Button size="sm" variant="secondary" aria-label={`Edit ${category.name}`} onClick={() => setEditing(!editing)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <ShownToggle name={category.name} shown={category.active} pending={setActive.isPending} onToggle={() => setActive.mutate({ id: category.id, active: !category.active })} />
        <DeleteButton name={category.name} pending={remove.isPending} onConfirm={() => remove.mutate(category.id)} />
      </div>
      <InlineError error={setActive.error ?? remove.error} />
      {editing && <CategoryForm category={category} onDone={() => setEditing(false)} />}
    </li>
  );
}
