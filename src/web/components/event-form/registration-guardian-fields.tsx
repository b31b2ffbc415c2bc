import { paths } from "#shared/routes.ts";
import { checkGuardian, guardianFields, type Guardian } from "#features/registrations/guardian.ts";
import { useInLang } from "../../lib/lang.ts";
import { useRegistrationText } from "./registration-text.tsx";
import type { RegistrationData, RegistrationValue } from "#shared/registration-validation.ts";
import { FormFieldControl } from "./fields/form-field.tsx";
import type { UploadTarget } from "./fields/file-field.tsx";

// The guardian of a participant who may be under 18 and the note on what a
// registration accepts. Part of the registration form's chunk, loaded when a
// visitor opens the registration dialog: nothing here is on any page's first visit.

/** The guardian's fields as the form keeps them, by field name (`guardian.name`, ...). */
export type GuardianAnswers = RegistrationData;

/** What the registration sends for the guardian. */
export function guardianPayload(answers: GuardianAnswers): { name: string; phone: string; consent: boolean } {
  const text = (value: RegistrationValue | undefined) => (typeof value === "string" ? value : "");
  const consent = answers["guardian.consent"];
  return { name: text(answers["guardian.name"]), phone: text(answers["guardian.phone"]), consent: Array.isArray(consent) && consent.length > 0 };
}

/** Each guardian field's message ("Guardian's name is required"), by field name, by the shared check. */
export function guardianErrors(answers: GuardianAnswers, said: (message: string) => string = (message) => message): { errors: Record<string, string>; guardian?: Guardian } {
  const checked = checkGuardian(guardianPayload(answers));
  if ("guardian" in checked) return { errors: {}, guardian: checked.guardian };
  const errors: Record<string, string> = {};
  for (const issue of checked.issues) errors[`guardian.${issue.field}`] ??= said(issue.message);
  return { errors };
}

export function RegistrationGuardianFields({
  firstIndex,
  answers,
  errors,
  onChange,
  target,
}: {
  /** The DOM index of the first guardian field: after the form's own fields. */
  firstIndex: number;
  answers: GuardianAnswers;
  errors: Record<string, string>;
  onChange: (name: string) => (value: RegistrationValue) => void;
  target: UploadTarget;
}) {
  const text = useRegistrationText().guardian;
  const labels: Record<string, string> = { "guardian.name": text.name, "guardian.phone": text.phone, "guardian.consent": text.consentQuestion };
  return (
    <fieldset className="grid gap-5 rounded-2xl border border-line p-4" data-registration-guardian>
      <legend className="px-2 font-bold text-brand-900">{text.title}</legend>
      <p className="text-sm text-muted">{text.intro}</p>
      {guardianFields.map((field, index) => (
        <FormFieldControl
          key={field.name}
          field={{
            ...field,
            label: labels[field.name] ?? field.label,
            placeholder: field.placeholder && text.enter(labels[field.name] ?? field.label),
            optionLabels: field.name === "guardian.consent" ? [text.consent] : undefined,
          }}
          index={firstIndex + index}
          value={answers[field.name]}
          onChange={onChange(field.name)}
          target={target}
          onBusyChange={() => undefined}
          error={errors[field.name]}
        />
      ))}
    </fieldset>
  );
}

/** What registering accepts: the terms and the privacy policy, opened beside the form. */
export function RegistrationConsentNote() {
  const text = useRegistrationText().consent;
  const inLang = useInLang();
  const link = "font-semibold text-brand-700 underline";
  return (
    <p className="text-sm text-muted">
      {text.before}{" "}
      <a href={inLang(paths.termsOfServices)} target="_blank" rel="noopener" className={link}>
        {text.terms}
      </a>{" "}
      {text.and}{" "}
      <a href={inLang(paths.privacyPolicy)} target="_blank" rel="noopener" className={link}>
        {text.privacy}
      </a>
      {text.after}
    </p>
  );
}
