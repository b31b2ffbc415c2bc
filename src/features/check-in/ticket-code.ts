/**
 * A ticket's code as any JavaScript runtime computes it with WebCrypto: the
 * server makes codes with node:crypto (tickets.server.ts), and the door page checks a scanned ticket
 * with no network from the event's key in its offline list. Both cut the same HMAC to
 * the same bytes and write them the same way, from here.
 */

/** A code is the first 16 bytes (128 bits) of HMAC-SHA256 of the registration's id under its event's key. */
export const ticketCodeBytes = 16;

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Bytes in base64url without padding (what Buffer's "base64url" writes). */
export function toBase64Url(bytes: Uint8Array): string {
  let text = "";
  for (let at = 0; at < bytes.length; at += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[at], bytes[at + 1], bytes[at + 2]];
    const chunk = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, Math.ceil(((bytes.length - at) * 8) / 6));
    for (let i = 0; i < chars; i++) text += alphabet[(chunk >> (18 - i * 6)) & 63];
  }
  return text;
}

/** base64url (padding optional) to bytes; null for anything that is not. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  const trimmed = text.replace(/=+$/, "");
  if (!/^[A-Za-z0-9_-]*$/.test(trimmed) || trimmed.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((trimmed.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let out = 0;
  for (const char of trimmed) {
    value = (value << 6) | alphabet.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (value >> bits) & 255;
    }
  }
  return bytes;
}

/** The code of a ticket from an HMAC-SHA256 digest of its registration's id. */
export function ticketCodeFromDigest(digest: Uint8Array): string {
  return toBase64Url(digest.subarray(0, ticketCodeBytes));
}

/** An event's ticket key (base64url, as the offline list carries it) ready to sign with WebCrypto. */
export async function importTicketKey(keyBase64Url: string): Promise<CryptoKey> {
  const raw = fromBase64Url(keyBase64Url);
  if (!raw || raw.length === 0) throw new Error("The event's ticket key is not base64url.");
  return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

/** The code of a registration's ticket under its event's key, with WebCrypto. */
export async function ticketCodeWithWebKey(key: CryptoKey, registrationId: string): Promise<string> {
  const digest = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(registrationId));
  return ticketCodeFromDigest(new Uint8Array(digest));
}

/** Whether two codes are the same, looking at every character whatever the first difference. */
export function sameCode(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
