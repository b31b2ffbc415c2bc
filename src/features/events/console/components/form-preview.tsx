import { useState } from "react";
import { fieldKind, isUploadKind, normaliseFormField } from "#shared/registration-form-fields.ts";
import type { RegistrationData, RegistrationValue } from "#shared/registration-validation.ts";
import { FormFieldControl } from "#web/components/event-form/fields/form-field.tsx";
import { RegistrationTextProvider } from "#web/components/event-form/registration-text.tsx";
import { registrationText } from "#web/content/registration.ts";
import { toInput, type DraftField } from "./builder-draft.ts";

const noUpload = () => {};

/**
 * The form as visitors will see it, drawn by the public dialog's own field components from the
 * draft (normalised as the server normalises stored forms). Choices and text can be tried; file
 * fields are shown but disabled, so that nothing is uploaded from a preview.
 */
export function FormPreview({ eventId, categoryId, drafts }: { eventId: string; categoryId: string; drafts: readonly DraftField[] }) {
  const [answers, setAnswers] = useState<RegistrationData>({});
  const fields = toInput(drafts).map((field, index) => normaliseFormField(field.placeholder ? field : { ...field, placeholder: undefined }, index));
  return (
    // The public form's texts, in English (the console's language).
    <RegistrationTextProvider value={registrationText}>
    <section aria-labelledby={`preview-${categoryId}`} className="grid content-start gap-4 rounded-2xl border border-dashed border-brand-300 bg-brand-50/40 p-4">
      <div>
        <h4 id={`preview-${categoryId}`} className="font-bold text-brand-900">
          Preview
        </h4>
        <p className="text-sm text-muted">What visitors see after choosing this category. Uploads are tried only on the public page.</p>
      </div>
      {fields.length === 0 && <p className="text-muted">No fields yet.</p>}
      {fields.map((field, index) => {
        const upload = isUploadKind(fieldKind(field.type));
        const control = (
          <FormFieldControl
            field={field}
            index={index}
            value={answers[field.name]}
            onChange={(value: RegistrationValue) => setAnswers((current) => ({ ...current, [field.name]: value }))}
            target={{ eventId, categoryId }}
            onBusyChange={noUpload}
          />
        );
        return (
          <div key={drafts[index]!.key}>
            {upload ? (
              <fieldset disabled className="m-0 min-w-0 border-0 p-0">
                {control}
              </fieldset>
            ) : (
              control
            )}
          </div>
        );
      })}
    </section>
    </RegistrationTextProvider>
  );
}
