import type { FormField } from "../../../../shared/registration-form-fields.ts";
import { checkRegistration, type RegistrationData } from "../../../../shared/registration-validation.ts";
import { consentIssuePaths } from "../../../../shared/legal-versions.ts";
import { ApiError } from "../../../lib/api-client.ts";

// The registration form's rules outside React: what is sent, each field's message, where focus goes
// and which refusal of the server the form shows. In the registration dialog's chunk.

/** Answers worth sending: empty text and empty lists are the same as no answer. */
export function answered(data: RegistrationData): RegistrationData {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value.trim() !== "")));
}

/** Each field's first failed rule of the shared validation, as "{label} {message}", by field name. */
export function fieldErrors(fields: FormField[], data: RegistrationData): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of checkRegistration(fields, data).issues) {
    const field = fields.find((f) => f.name === issue.field);
    if (field && !errors[field.name]) errors[field.name] = `${field.label} ${issue.message}`;
  }
  return errors;
}

/** Moves focus to the first control of a field: its input, select button, first radio or checkbox. */
export function focusField(form: HTMLFormElement | null, name: string) {
  const wrapper = form?.querySelector(`[data-registration-field="${CSS.escape(name)}"]`);
  wrapper?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), textarea, button')?.focus();
}

/**
 * The server's refusal to show at the form: full or closed (409), or the privacy policy or the terms
 * changed since the page was opened (docs/decisions/123), whose sentence says to reload it.
 */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 409) return error.message;
  const issues: unknown = typeof error.body === "object" && error.body !== null && "issues" in error.body ? error.body.issues : undefined;
  if (error.status !== 400 || !Array.isArray(issues)) return undefined;
  const changed = (issues as { path?: unknown; message?: unknown }[]).find((issue) => consentIssuePaths.includes(String(issue.path)));
  return typeof changed?.message === "string" ? changed.message : undefined;
}
