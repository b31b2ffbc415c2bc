import { Plus, Save } from "lucide-react";
import { useEffect, useState } from "react";
import type { EventFormItem } from "../../contract.ts";
import { builderFieldTypes, builderIssuesFromServer, fieldTypeLabels, maxFormFields, type BuilderIssue } from "../../forms.ts";
import { Button } from "#web/components/ui/button.tsx";
import { fieldClasses, Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { cn } from "#web/lib/cn.ts";
import { ConfirmAction } from "#console/components/confirm-action.tsx";
import { Notice } from "#console/components/notice.tsx";
import { ApiError } from "#console/lib/api.ts";
import { useSaveEventForm } from "../api/events.ts";
import { changeDraft, checkDrafts, draftsOf, moveDraft, newDraft, toInput, type DraftField } from "./builder-draft.ts";
import { FieldEditor } from "./field-editor.tsx";
import { FormPreview } from "./form-preview.tsx";
import { SortableFields } from "./sortable-fields.tsx";
import { useUnsavedChanges } from "#console/components/unsaved-changes.tsx";
import { counted } from "#shared/counted.ts";

/**
 * One category's registration form within the event: fields added, changed, reordered and removed,
 * checked with the server's schema (messages at the field), a live preview, and the category's own
 * seats and deadline. Saving a form with registrations asks first. Its draft lives while the event's
 * page is open, whichever category's tab is shown; `onUnsavedChange` says whether it differs from
 * what was last saved (the tab is marked, and leaving the page asks first).
 */
export function FormBuilder({ eventId, form, onUnsavedChange }: { eventId: string; form: EventFormItem; onUnsavedChange?: (unsaved: boolean) => void }) {
  const save = useSaveEventForm(eventId, form.categoryId);
  const [drafts, setDrafts] = useState<DraftField[]>(() => draftsOf(form.fields));
  const [capacity, setCapacity] = useState(form.capacity === null ? "" : String(form.capacity));
  const [deadline, setDeadline] = useState(form.registrationDeadline ?? "");
  // The category's fee in whole taka; empty: free.
  const [fee, setFee] = useState(form.feeTaka === null ? "" : String(form.feeTaka));
  const [newType, setNewType] = useState<string>("text");
  const [checked, setChecked] = useState(false);
  const [serverIssues, setServerIssues] = useState<BuilderIssue[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const issues = checked ? [...checkDrafts(drafts), ...serverIssues] : serverIssues;
  // What the server has, as this builder last loaded or saved it: the draft is unsaved while it differs.
  const snapshot = (fields: DraftField[], seats: string, closes: string, taka: string) => JSON.stringify([toInput(fields), seats, closes, taka]);
  const [savedSnapshot, setSavedSnapshot] = useState(() => snapshot(drafts, capacity, deadline, fee));
  const unsaved = snapshot(drafts, capacity, deadline, fee) !== savedSnapshot;
  useUnsavedChanges(unsaved);
  useEffect(() => onUnsavedChange?.(unsaved), [onUnsavedChange, unsaved]);
  const formIssues = issues.filter((issue) => issue.index === null);

  const edit = (next: DraftField[]) => {
    setDrafts(next);
    setSaved(false);
    setServerIssues([]);
  };
  const send = () => {
    const sent = snapshot(drafts, capacity, deadline, fee);
    save.mutate(
      {
        fields: toInput(drafts),
        capacity: capacity === "" ? null : Number(capacity),
        registrationDeadline: deadline || null,
        feeTaka: fee.trim() === "" ? null : Number(fee),
      },
      {
        onSuccess: () => {
          setSaved(true);
          setSavedSnapshot(sent);
        },
        onError: (error) => {
          const body = error instanceof ApiError ? (error.body as { issues?: { path: string; message: string }[] } | undefined) : undefined;
          setServerIssues(body?.issues ? builderIssuesFromServer(body.issues) : []);
        },
      },
    );
  };
  const submit = () => {
    setChecked(true);
    if (checkDrafts(drafts).length > 0) return;
    if (form.registrations > 0) setConfirming(true);
    else send();
  };

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid gap-4">
        {drafts.length === 0 && <p className="text-muted">No fields yet: add the first below.</p>}
        <SortableFields drafts={drafts} onMove={(from, to) => edit(moveDraft(drafts, from, to))}>
          {drafts.map((draft, index) => (
            <FieldEditor
              key={draft.key}
              draft={draft}
              index={index}
              count={drafts.length}
              issues={issues.filter((issue) => issue.index === index)}
              onChange={(change) => edit(drafts.map((d) => (d.key === draft.key ? changeDraft(d, change) : d)))}
              onMove={(to) => edit(moveDraft(drafts, index, to))}
              onRemove={() => edit(drafts.filter((d) => d.key !== draft.key))}
            />
          ))}
        </SortableFields>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${form.categoryId}-new-type`}>New field's type</Label>
            <select id={`${form.categoryId}-new-type`} value={newType} onChange={(event) => setNewType(event.target.value)} className={cn(fieldClasses, "h-11")}>
              {builderFieldTypes.map((type) => (
                <option key={type} value={type}>
                  {fieldTypeLabels[type]}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" disabled={drafts.length >= maxFormFields} onClick={() => edit([...drafts, newDraft(newType, drafts)])}>
            <Plus aria-hidden="true" className="size-5" />
            Add field
          </Button>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${form.categoryId}-capacity`}>Seats in this category (optional)</Label>
            <Input id={`${form.categoryId}-capacity`} type="number" min={0} inputMode="numeric" value={capacity} onChange={(event) => setCapacity(event.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${form.categoryId}-deadline`}>Category closes (optional)</Label>
            <Input id={`${form.categoryId}-deadline`} type="datetime-local" value={deadline} onChange={(event) => setDeadline(event.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${form.categoryId}-fee`}>Fee in taka (optional)</Label>
            <Input
              id={`${form.categoryId}-fee`}
              type="number"
              min={0}
              max={100000}
              step={1}
              inputMode="numeric"
              aria-describedby={`${form.categoryId}-fee-hint`}
              value={fee}
              onChange={(event) => setFee(event.target.value)}
            />
            <p id={`${form.categoryId}-fee-hint`} className="text-sm text-muted">
              Empty for a free category. With a fee, the form asks how it was paid, and a registration holds its seat as Payment pending until the payment is verified on the
              Payments page.
            </p>
          </div>
        </div>
        {formIssues.length > 0 && (
          <Notice variant="error" title="Not saved" role="alert">
            {formIssues.map((issue) => issue.message).join(" ")}
          </Notice>
        )}
        {checked && issues.length > formIssues.length && (
          <p role="alert" className="font-medium text-danger">
            The form was not saved: see the messages at the fields.
          </p>
        )}
        {save.isError && serverIssues.length === 0 && (
          <Notice variant="error" title="Not saved" role="alert">
            {save.error.message}
          </Notice>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={submit} disabled={save.isPending}>
            <Save aria-hidden="true" className="size-5" />
            {save.isPending ? "Saving..." : `Save ${form.categoryName} form`}
          </Button>
          {form.registrations > 0 && <p className="text-sm text-muted">{form.registrations} registered with this form.</p>}
          {saved && (
            <p role="status" className="text-sm font-medium text-accent-700">
              Saved. Visitors get this form now.
            </p>
          )}
        </div>
        <ConfirmAction
          open={confirming}
          onOpenChange={setConfirming}
          title="Change a form in use?"
          description={`${counted(form.registrations, "registration")} ${form.registrations === 1 ? "was" : "were"} already made with this form. Their answers stay as they were, readable in the registrations table under the labels they were given; new registrations use the changed form.`}
          actionLabel="Save the changed form"
          pending={save.isPending}
          onConfirm={send}
        />
      </div>
      <FormPreview eventId={eventId} categoryId={form.categoryId} drafts={drafts} />
    </div>
  );
}
