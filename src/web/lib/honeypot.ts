import { honeypotField } from "../../shared/honeypot.ts";

/** The id of the input `<HoneypotField />` renders (a form's own field may share its name). */
export const honeypotInputId = `hp-${honeypotField}`;

/** What the form's `<HoneypotField />` holds: empty from people, and when the form has none. */
export function readHoneypot(form: HTMLFormElement | null | undefined): string {
  const input = form?.querySelector(`#${honeypotInputId}`);
  return input instanceof HTMLInputElement ? input.value : "";
}
