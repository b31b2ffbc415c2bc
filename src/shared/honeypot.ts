/**
 * The honeypot: a form field people never see and bots fill in. Every public form renders it
 * (hidden, off-screen, out of the tab order) and sends it, empty; the server drops the field
 * before validation, and a submission where it is filled is answered as a success and not stored.
 */
export const honeypotField = "website";

/** True when the honeypot holds anything a person would not have typed: any non-blank value. */
export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  return true;
}
