import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import { keptSecret } from "#server/db/repositories/server-secrets.ts";
import { ticketCodeFromDigest } from "./ticket-code.ts";
import { ticketUrl } from "#shared/tickets.ts";

/**
 * The keys of tickets (docs/decisions/114). A ticket's code is HMAC-SHA256 of the
 * registration's id under its event's key, cut to 16 bytes (128 bits) in base64url; the event's key
 * is HMAC-SHA256 of the event's id under the server's ticket secret. So the server makes and checks
 * every code from its one secret, and a door device that opened an event holds that event's key
 * alone: it checks a scan with no network and can say nothing of any other event's tickets.
 */

/** TICKET_SECRET is not read from the environment: the secret lives in the database, shared by every process. */
export function ticketSecret(db: Database): Promise<Buffer> {
  let kept = secrets.get(db);
  if (!kept) {
    kept = keptSecret(db, "ticket-signing", () => randomBytes(32).toString("base64url")).then((value) => Buffer.from(value, "base64url"));
    // A failed read is tried again by the next caller.
    kept.catch(() => secrets.delete(db));
    secrets.set(db, kept);
  }
  return kept;
}

// Read once per database: the secret never changes once made.
const secrets = new WeakMap<Database, Promise<Buffer>>();

/** The key of one event's tickets, as the door's offline list carries it (base64url). */
export function eventTicketKey(secret: Buffer, eventId: string): Buffer {
  return createHmac("sha256", secret).update(`ticket-event:${eventId}`).digest();
}

/** A registration's ticket code: what the ticket's address carries after its reference. */
export function ticketCode(secret: Buffer, eventId: string, registrationId: string): string {
  return ticketCodeWithKey(eventTicketKey(secret, eventId), registrationId);
}

export function ticketCodeWithKey(eventKey: Buffer, registrationId: string): string {
  return ticketCodeFromDigest(createHmac("sha256", eventKey).update(registrationId).digest());
}

/** Whether `given` is the registration's code, compared in constant time. */
export function isTicketCode(secret: Buffer, eventId: string, registrationId: string, given: string): boolean {
  const expected = Buffer.from(ticketCode(secret, eventId, registrationId), "utf8");
  const actual = Buffer.from(given, "utf8");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The door's offline key of one event, under the door's own secret, which changes when
 * a helper is disabled or loses the role: the offline list carries it with each ticket's verifier.
 */
export function doorOfflineKey(doorSecret: Buffer, eventId: string): Buffer {
  return createHmac("sha256", doorSecret).update(`door-offline:${eventId}`).digest();
}

/** A ticket's verifier in the offline list: its code under the offline key, cut as codes are. A device checks a code with it and cannot make one. */
export function ticketVerifier(offlineKey: Buffer, code: string): string {
  return ticketCodeWithKey(offlineKey, code);
}

const listTokenPattern = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/;
const listTokenMac = (secret: Buffer, eventId: string, organiserId: string, atMs: number) =>
  ticketCodeFromDigest(createHmac("sha256", secret).update(`door-list:${eventId}:${organiserId}:${atMs}`).digest());

/** Proof of one organiser's download of an event's offline list at `at`: its check-ins made offline carry it back. */
export function doorListToken(secret: Buffer, eventId: string, organiserId: string, at: Date): string {
  return `${at.getTime().toString(36)}.${listTokenMac(secret, eventId, organiserId, at.getTime())}`;
}

/** When this organiser downloaded the event's list, if the token is theirs for this event; else null. */
export function doorListDownloadedAt(secret: Buffer, eventId: string, organiserId: string, token: string): Date | null {
  const match = listTokenPattern.exec(token);
  if (!match) return null;
  const atMs = parseInt(match[1]!, 36);
  const expected = Buffer.from(listTokenMac(secret, eventId, organiserId, atMs), "utf8");
  const given = Buffer.from(match[2]!, "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected) ? new Date(atMs) : null;
}

/** A registration's ticket address on the site at `siteUrl`: what its QR code, its e-mail and the registration's answer carry. */
export function registrationTicketUrl(siteUrl: string, secret: Buffer, registration: { id: string; eventId: string; reference: string }): string {
  return ticketUrl(siteUrl, registration.reference, ticketCode(secret, registration.eventId, registration.id));
}
