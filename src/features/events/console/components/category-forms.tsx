import { Plus, Trash2 } from "lucide-react";
import { Tabs } from "radix-ui";
import { useCallback, useState } from "react";
import type { EventDetail } from "../../contract.ts";
import { Button } from "#web/components/ui/button.tsx";
import { fieldClasses } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { cn } from "#web/lib/cn.ts";
import { ConfirmAction } from "#console/components/confirm-action.tsx";
import { Notice } from "#console/components/notice.tsx";
import { useCategories } from "../api/categories.ts";
import { useRemoveEventForm, useSaveEventForm } from "../api/events.ts";
import { FormBuilder } from "./form-builder.tsx";
import { counted } from "#shared/counted.ts";

const starterFields = [{ label: "Full name", name: "full_name", type: "text", placeholder: "", required: true, options: [] }];

/** The categories visitors register in for this event, each with its own form (one builder shown at a time). */
export function CategoryForms({ event }: { event: EventDetail }) {
  const categories = useCategories();
  const [chosen, setChosen] = useState<string | undefined>(event.forms[0]?.categoryId);
  const [adding, setAdding] = useState("");
  const add = useSaveEventForm(event.id, adding);
  const remove = useRemoveEventForm(event.id);
  const inEvent = new Set(event.forms.map((form) => form.categoryId));
  const addable = (categories.data?.categories ?? []).filter((category) => !inEvent.has(category.id));
  const current = event.forms.find((form) => form.categoryId === chosen) ?? event.forms[0];
  // The categories whose form has changes not saved: their tabs say so.
  const [unsavedForms, setUnsavedForms] = useState<ReadonlySet<string>>(new Set());
  const markUnsaved = useCallback(
    (categoryId: string, unsaved: boolean) =>
      setUnsavedForms((current) => {
        if (current.has(categoryId) === unsaved) return current;
        const next = new Set(current);
        if (unsaved) next.add(categoryId);
        else next.delete(categoryId);
        return next;
      }),
    [],
  );

  return (
    <section aria-labelledby="category-forms-heading" className="grid gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
      <div className="grid gap-1">
        <h2 id="category-forms-heading" className="text-lg font-bold text-brand-900">
          Categories and registration forms
        </h2>
        <p className="text-sm text-muted">Visitors choose a category, then fill in its form. Each category of the event has its own.</p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor="add-category">Add a category to this event</Label>
          <select id="add-category" value={adding} onChange={(e) => setAdding(e.target.value)} className={cn(fieldClasses, "h-11 min-w-56")}>
            <option value="">Choose a category</option>
            {addable.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
                {category.active ? "" : " (hidden)"}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          disabled={adding === "" || add.isPending}
          onClick={() => add.mutate({ fields: starterFields }, { onSuccess: () => (setChosen(adding), setAdding("")) })}
        >
          <Plus aria-hidden="true" className="size-5" />
          Add category
        </Button>
      </div>
      {(add.error ?? remove.error) && (
        <Notice variant="error" title="Not changed" role="alert">
          {(add.error ?? remove.error)!.message}
        </Notice>
      )}
      {event.forms.length === 0 && <p className="text-muted">No categories yet: visitors cannot register on this site until one is added.</p>}
      {current && (
        <Tabs.Root value={current.categoryId} onValueChange={setChosen} className="grid gap-4">
          <Tabs.List aria-label="The event's categories" className="flex flex-wrap gap-2 border-b border-line pb-2">
            {event.forms.map((form) => (
              <Tabs.Trigger
                key={form.categoryId}
                value={form.categoryId}
                className="rounded-full px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
              >
                {form.categoryName}
                {form.categoryActive ? "" : " (hidden)"}
                {unsavedForms.has(form.categoryId) && (
                  <>
                    <span aria-hidden="true"> •</span>
                    <span className="sr-only"> (not saved)</span>
                  </>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {event.forms.map((form) => (
            // Every builder stays mounted (hidden while its tab is not shown), so each keeps its draft.
            <Tabs.Content key={form.categoryId} value={form.categoryId} forceMount className="grid gap-4 data-[state=inactive]:hidden">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-bold text-brand-900">{form.categoryName} form</h3>
                <ConfirmRemove name={form.categoryName} registrations={form.registrations} onConfirm={() => remove.mutate(form.categoryId)} />
              </div>
              <CategoryFormBuilder eventId={event.id} form={form} onUnsavedChange={markUnsaved} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </section>
  );
}

/** One category's builder, telling the tabs whether its form has changes not saved. */
function CategoryFormBuilder({
  eventId,
  form,
  onUnsavedChange,
}: {
  eventId: string;
  form: EventDetail["forms"][number];
  onUnsavedChange: (categoryId: string, unsaved: boolean) => void;
}) {
  const report = useCallback((unsaved: boolean) => onUnsavedChange(form.categoryId, unsaved), [onUnsavedChange, form.categoryId]);
  return <FormBuilder eventId={eventId} form={form} onUnsavedChange={report} />;
}

function ConfirmRemove({ name, registrations, onConfirm }: { name: string; registrations: number; onConfirm: () => void }) {
  return (
    <ConfirmAction
      title={`Take ${name} off this event?`}
      description={`Visitors can no longer register in it. ${registrations > 0 ? `The ${counted(registrations, "registration")} made in it ${registrations === 1 ? "is" : "are"} kept, with ${registrations === 1 ? "its" : "their"} answers.` : "Its form is deleted."}`}
      actionLabel="Take it off"
      destructive
      onConfirm={onConfirm}
    >
      <Button size="sm" variant="ghost">
        <Trash2 aria-hidden="true" className="size-4" />
        Take {name} off this event
      </Button>
    </ConfirmAction>
  );
}
