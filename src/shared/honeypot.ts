/**
 * The honeypot: a form field people never see and bots fill in. Every public form renders it
 * (hidden, off-screen, out of the tab order) and sends it, empty; the server drops the field
 * before validation, and a submission where it is filled is stored flagged as suspected spam, for
 * an organiser to look at (docs/decisions/077). Its name means nothing to an autofill profile (it
 * was "website", which browsers fill with a URL); the server still reads the old name from pages
 * loaded before the change.
 */
export const honeypotField = "hp_zx7q";

/** True when the honeypot holds anything a person would not have typed: any non-blank value. */
export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  return true;
}

/** A payload as a form posts it: its own fields plus the honeypot's value, which only the server reads. */
export type WithHoneypot<T> = T & Record<typeof honeypotField, string>;

/**
 * Adds the honeypot's value to a payload after the browser has validated it: the shared strict
 * schemas do not list the field (the server removes it before validating), so it must not be in
 * what the browser parses with them.
 */
export function withHoneypot<T extends object>(payload: T, value: string): WithHoneypot<T> {
  return { ...payload, [honeypotField]: value } as WithHoneypot<T>;
}
