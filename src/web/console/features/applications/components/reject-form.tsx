import { getFormProps, getTextareaProps } from "@conform-to/react";
import { rejectionFormSchema, rejectionReasonRules } from "../../../../../shared/console/applications.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { Label } from "../../../../components/ui/label.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { describedBy, FieldNotes, SubmitButton } from "../../../components/form-field.tsx";
import { useSchemaForm } from "../../../components/schema-form.ts";

/** Asks for the reason of a rejection (the shared schema's rules and messages) before anything changes. */
export function RejectForm({
  count,
  pending,
  onReject,
  onCancel,
}: {
  count: number;
  pending: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const [form, fields] = useSchemaForm(rejectionFormSchema, { onValid: (value) => onReject(value.reason) });
  const hint = `Kept in the application's history, up to ${rejectionReasonRules.max} characters.`;
  return (
    <form {...getFormProps(form)} className="grid w-full gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="grid gap-1.5">
        <Label htmlFor={fields.reason.id}>Reason for the rejection</Label>
        <Textarea
          {...getTextareaProps(fields.reason)}
          rows={3}
          // The form opens when the organiser asks to reject: the reason is the next thing to type.
          autoFocus
          aria-describedby={describedBy(fields.reason, hint)}
        />
        <FieldNotes meta={fields.reason} hint={hint} />
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel="Rejecting..." size="sm">
          {count === 1 ? "Reject the application" : `Reject ${count} applications`}
        </SubmitButton>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
