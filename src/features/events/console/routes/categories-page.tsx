import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { consolePagePaths } from "#shared/console/paths.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { Notice } from "#console/components/notice.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { useCategories, useReorderCategories } from "../api/categories.ts";
import { CategoryForm } from "../components/category-form.tsx";
import { CategoryItem } from "../components/category-item.tsx";
import { Loading } from "#console/components/list-page.tsx";

/** /organiser/content/event-categories: the categories visitors register in, in the order the dialog offers them. */
export function CategoriesPage() {
  return (
    <AreaGate area="content">
      <Categories />
    </AreaGate>
  );
}

function Categories() {
  const categories = useCategories();
  const reorder = useReorderCategories();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const list = categories.data?.categories ?? [];
  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length || from === to) return;
    const ids = list.map((category) => category.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    reorder.mutate(ids);
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (over) move(list.findIndex((c) => c.id === active.id), list.findIndex((c) => c.id === over.id));
  };
  return (
    <div className="grid gap-6">
      <Link to={consolePagePaths.contentEvents} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All events
      </Link>
      <PageHeader title="Event categories" description="Visitors register in a category, e.g. School or University. An event offers those it has a form for, in this order." />
      <section aria-labelledby="add-category-heading" className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
        <h2 id="add-category-heading" className="mb-4 text-lg font-bold text-brand-900">
          Add category
        </h2>
        <CategoryForm />
      </section>
      {(categories.error ?? reorder.error) && (
        <Notice variant="error" title="Something went wrong" role="alert">
          {(categories.error ?? reorder.error)!.message}
        </Notice>
      )}
      {categories.isPending && <Loading />}
      {categories.data && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
          <SortableContext items={list.map((category) => category.id)} strategy={verticalListSortingStrategy}>
            <ol aria-label="Categories in order" className="grid gap-3">
              {list.map((category, index) => (
                <CategoryItem key={category.id} category={category} index={index} count={list.length} onMove={(to) => move(index, to)} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      {categories.data && list.length === 0 && <p className="text-muted">No categories yet.</p>}
    </div>
  );
}
