import type { z } from "zod";

/**
 * One-line text and long text (docs/security.md, "What visitors and editors may send"). A name, a
 * short answer, an e-mail address or a phone number is one line: a line break in it would be copied
 * as it is wherever the value is read line by line (the confirmation e-mail's body and headers, a
 * CSV export, a log line), so `Nick\r\nBcc: victim@example.org` could pass for a header. Such
 * fields refuse every control character (U+0000 to U+001F, U+007F to U+009F, NEL U+0085 among them),
 * the Unicode line and paragraph separators (U+2028, U+2029), and the bidirectional embedding,
 * override and isolate controls (U+202A to U+202E, U+2066 to U+2069), which turn the rest of a line
 * around wherever it is shown (`Invoice\u202Efdp.exe` reads as "Invoiceexe.pdf"). Long text (messages, descriptions, textarea answers) keeps
 * its line breaks and tabs and refuses the other control characters.
 *
 * The server checks this on every form; the browser's copies of the rules check it too. Kept free
 * of runtime dependencies: the registration rules run in the browser.
 */

// eslint-disable-next-line no-control-regex
const notOneLine = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const notText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The rule's wording after a field's name: "Name must be one line ...". */
export const oneLineRule = "must be one line, without line breaks or control characters";
export const textRule = "may not contain control characters other than line breaks and tabs";

/** True when the text has no line break and no other control character. */
export function isSingleLine(value: string): boolean {
  return !notOneLine.test(value);
}

/** True when the text's only control characters are line breaks (CR, LF) and tabs. */
export function isMultiLineText(value: string): boolean {
  return !notText.test(value);
}

/** The message at a one-line field that holds a line break or a control character. */
export const singleLineMessage = (label: string) => `${label} ${oneLineRule}`;

/** A string schema that also refuses anything but one line of text, with the field's own message. */
export function singleLine<T extends z.ZodType<string, unknown>>(schema: T, label: string): T {
  // abort: the field's other rules (a format, a phone number's shape) add nothing to this message.
  return schema.refine(isSingleLine, { message: singleLineMessage(label), abort: true });
}
