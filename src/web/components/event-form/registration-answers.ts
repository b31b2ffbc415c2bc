import type { FormField } from "#shared/registration-form-fields.ts";
import { checkRegistration, type RegistrationData } from "#shared/registration-validation.ts";
import { messageIn, type MessageDictionary } from "#shared/message-text.ts";

// How a registration form checks its answers before sending them: the public dialog's form and the
// door's walk-in form (console) both use these, so they say the same things.

/** Answers worth sending: empty text and empty lists are the same as no answer. */
export function answered(data: RegistrationData): RegistrationData {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value.trim() !== "")));
}

/**
 * Each field's first failed rule of the shared validation, as "{label} {message}", by field name;
 * with a dictionary (a Bangla page) in its language, the label being the field's as shown.
 */
export function fieldErrors(fields: FormField[], data: RegistrationData, dictionary?: MessageDictionary): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of checkRegistration(fields, data).issues) {
    const field = fields.find((f) => f.name === issue.field);
    if (field && !errors[field.name]) errors[field.name] = messageIn(dictionary, `${field.label} ${issue.message}`);
  }
  return errors;
}

/** Moves focus to the first control of a field: its input, select button, first radio or checkbox. */
export function focusField(form: HTMLFormElement | null, name: string) {
  const wrapper = form?.querySelector(`[data-registration-field="${CSS.escape(name)}"]`);
  wrapper?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), textarea, button')?.focus();
}
