/**
 * Bangladeshi mobile numbers as visitors type them: Bangla digits, a +880, 880 or
 * 00880 prefix, spaces, dashes, dots and brackets are all accepted; what is stored is one form,
 * `01XXXXXXXXX` (11 digits, operators 013 to 019), so the organisers' lists read the same way.
 * Browser and server use the same functions, so the form says before sending what the server says.
 */

const expected = "11 digits starting with 01, e.g. 01712-345678";

/** The format shown beside every phone field. */
export const phoneHint = `${expected} (+880 and Bangla digits are fine)`;

/** The refusal, said after a field's label: what is wrong and what is expected. */
export const phoneRefusal = `must be a Bangladeshi mobile number: ${expected}`;

/** The refusal for a field labelled `label`. */
export const phoneMessage = (label: string) => `${label} ${phoneRefusal}`;

const banglaZero = 0x09e6;

/** Bangla digits (০ to ৯) as ASCII digits; everything else unchanged. */
function asciiDigits(input: string): string {
  return input.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - banglaZero));
}

const mobileNumber = /^01[3-9]\d{8}$/;

/** The stored form `01XXXXXXXXX` of a typed number, or null when it is not a Bangladeshi mobile number. */
export function normalisePhone(input: string): string | null {
  const compact = asciiDigits(input.trim()).replace(/[\s\-.()]/g, "");
  const national = compact.replace(/^(?:\+|00)?880(?=1)/, "0");
  return mobileNumber.test(national) ? national : null;
}
