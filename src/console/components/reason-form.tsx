import { getFormProps, getTextareaProps } from "@conform-to/react";
import type { z } from "zod";
import { Button } from "../../web/components/ui/button.tsx";
import { Label } from "../../web/components/ui/label.tsx";
import { Textarea } from "../../web/components/ui/textarea.tsx";
import { cn } from "../../web/lib/cn.ts";
import { describedBy, FieldNotes, SubmitButton } from "./form-field.tsx";
import { useSchemaForm } from "./schema-form.ts";

/** A form whose one field is `reason`: the shared schema's rules and messages apply as typed. */
type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

/**
 * Asks why before a change that needs a reason (rejecting or taking back an application, cancelling a
 * registration): one text area, the change's button and a way back. Nothing changes until it is sent.
 */
export function ReasonForm({
  schema,
  label,
  hint,
  submitLabel,
  pendingLabel,
  cancelLabel = "Cancel",
  pending,
  onSubmit,
  onCancel,
  className,
}: {
  schema: ReasonSchema;
  label: string;
  /** Where the reason is kept and what the change does, under the field. */
  hint: string;
  submitLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  className?: string;
}) {
  // Unsaved while typed: once the change is made, the form closes and with it the guard.
  const [form, fields, edits] = useSchemaForm(schema, { onValid: (value) => onSubmit(value.reason) });
  return (
    <form {...getFormProps(form)} onInput={edits.onInput} className={cn("grid w-full gap-3 rounded-2xl border border-line bg-surface p-4", className)}>
      <div className="grid gap-1.5">
        <Label htmlFor={fields.reason.id}>{label}</Label>
        <Textarea
          {...getTextareaProps(fields.reason)}
          rows={3}
          // The form opens when the organiser asks for the change: the reason is the next thing to type.
          autoFocus
          aria-describedby={describedBy(fields.reason, hint)}
        />
        <FieldNotes meta={fields.reason} hint={hint} />
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel={pendingLabel} size="sm">
          {submitLabel}
        </SubmitButton>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
