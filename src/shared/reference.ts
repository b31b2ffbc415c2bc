/**
 * A submission's reference, the visitor's handle on what they sent: `GSC-7KQ3-M9` (docs/decisions/073).
 * Six characters drawn at random from 32 (no 0/O, no 1/I, so it reads back unambiguously over the
 * phone), about a billion values; not sequential, so it says nothing about how many came before.
 * The server draws one per registration, application and message and draws again on the rare
 * collision with a stored one (unique index); the database function `submission_reference()`
 * draws the same shape for rows inserted with plain SQL.
 */
export const referenceAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const referencePrefix = "GSC";
export const referencePattern = /^GSC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/;

/** A new reference from the platform's strong random source (Web Crypto: server and browser alike). */
export function newReference(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  // 256 is a multiple of 32: every character is equally likely.
  const code = Array.from(bytes, (byte) => referenceAlphabet[byte % referenceAlphabet.length]).join("");
  return `${referencePrefix}-${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * What a visitor typed, in the stored form: case, spaces and dashes are free and the prefix is
 * optional. Anything that cannot be a reference (a 0, O, 1 or I among them) comes back as null.
 */
export function normaliseReference(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, "");
  const code = compact.length === 9 && compact.startsWith(referencePrefix) ? compact.slice(3) : compact;
  if (code.length !== 6) return null;
  const reference = `${referencePrefix}-${code.slice(0, 4)}-${code.slice(4)}`;
  return referencePattern.test(reference) ? reference : null;
}
