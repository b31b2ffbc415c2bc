import { getFormProps, getTextareaProps } from "@conform-to/react";
import { ClipboardPaste } from "lucide-react";
import { useState } from "react";
import { pasteSchema, type PasteAnswer } from "../../contract.ts";
import { Label } from "#web/components/ui/label.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { describedBy, FieldNotes, SubmitButton } from "#console/components/form-field.tsx";
import { ErrorNotice } from "#console/components/notice.tsx";
import { useSchemaForm } from "#console/components/schema-form.ts";
import { usePasteSms } from "../api/paste-sms.ts";
import { ReadSummary } from "./read-summary.tsx";

const hint = "Copy the messages from the club phone's bKash and Nagad inbox and paste them here, all at once. A payment received before is not added twice.";

/**
 * Paste wallet SMS: the text area is the browser's own (not re-drawn per keystroke), so a paste of
 * thousands of messages stays quick. When all was read the text goes; when some parts were not, it
 * stays, so the line numbers in the answer point into it.
 */
export function PasteForm() {
  const paste = usePasteSms();
  const [answer, setAnswer] = useState<PasteAnswer | null>(null);
  const [form, fields, edits] = useSchemaForm(pasteSchema, {
    id: "paste-sms",
    onValid: (value, form) => {
      setAnswer(null);
      paste.mutate(value, {
        onSuccess: (read) => {
          setAnswer(read);
          // Read is saved: what stays in the box is for finding the refused lines, not unsaved work.
          edits.saved();
          if (read.refused.length === 0) form.reset();
        },
      });
    },
  });
  return (
    <section aria-labelledby="paste-heading" className="grid gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
      <h2 id="paste-heading" className="text-lg font-bold text-brand-900">
        Paste SMS
      </h2>
      <form {...getFormProps(form)} onInput={edits.onInput} className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={fields.text.id}>Paste wallet SMS — any number, in any order</Label>
          <Textarea
            {...getTextareaProps(fields.text)}
            rows={10}
            spellCheck={false}
            autoComplete="off"
            className="font-mono text-sm"
            aria-describedby={describedBy(fields.text, hint)}
          />
          <FieldNotes meta={fields.text} hint={hint} />
        </div>
        <ErrorNotice error={paste.error} title="The SMS were not read" />
        <div>
          <SubmitButton pending={paste.isPending} pendingLabel="Reading..." icon={ClipboardPaste}>
            Read payments
          </SubmitButton>
        </div>
      </form>
      <ReadSummary answer={answer} source="paste" />
    </section>
  );
}
