import { getFormProps, getTextareaProps } from "@conform-to/react";
import { rejectionFormSchema, rejectionReasonRules, takeBackFormSchema } from "../../../../../shared/console/applications.ts";
import { counted } from "../../../../../shared/counted.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { Label } from "../../../../components/ui/label.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { describedBy, FieldNotes, SubmitButton } from "../../../components/form-field.tsx";
import { useSchemaForm } from "../../../components/schema-form.ts";

/** The status changes that ask why first, with their words: a rejection, and taking back an approval. */
export const reasonSteps = {
  rejected: {
    schema: rejectionFormSchema,
    label: "Reason for the rejection",
    pendingLabel: "Rejecting...",
    submitLabel: (count: number) => (count === 1 ? "Reject the application" : `Reject ${counted(count, "application")}`),
  },
  payment_verified: {
    schema: takeBackFormSchema,
    label: "Why the approval is taken back",
    pendingLabel: "Taking back...",
    submitLabel: () => "Take back the approval",
  },
} as const;

export type ReasonStep = keyof typeof reasonSteps;

/** Asks for the reason of a status change (the shared schema's rules and messages) before anything changes. */
export function ReasonForm({
  step,
  count,
  pending,
  onSubmit,
  onCancel,
}: {
  step: ReasonStep;
  count: number;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const words = reasonSteps[step];
  // Unsaved while typed: once the change is made, the step closes and with it the guard.
  const [form, fields, edits] = useSchemaForm(words.schema, { onValid: (value) => onSubmit(value.reason) });
  const hint = `Kept in the application's history, up to ${rejectionReasonRules.max} characters.`;
  return (
    <form {...getFormProps(form)} onInput={edits.onInput} className="grid w-full gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="grid gap-1.5">
        <Label htmlFor={fields.reason.id}>{words.label}</Label>
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
        <SubmitButton pending={pending} pendingLabel={words.pendingLabel} size="sm">
          {words.submitLabel(count)}
        </SubmitButton>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
