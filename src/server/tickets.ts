import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "./db/client.ts";
import { keptSecret } from "./db/repositories/server-secrets.ts";
import { ticketCodeFromDigest } from "../shared/ticket-code.ts";
import { ticketUrl } from "../shared/tickets.ts";

/**
 * The keys of tickets (issue 28, docs/decisions/114). A ticket's code is HMAC-SHA256 of the
 * registration's id under its event's key, cut to 16 bytes (128 bits) in base64url; the event's key
 * is HMAC-SHA256 of the event's id under the server's ticket secret. So the server makes and checks
 * every code from its one secret, and a door device that opened an event holds that event's key
 * alone: it checks a scan with no network and can say nothing of any other event's tickets.
 */

/** TICKET_SECRET is not read from the environment: the secret lives in the database, shared by every process (decision 114). */
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

/** A registration's ticket address on the site at `siteUrl`: what its QR code, its e-mail and the registration's answer carry. */
export function registrationTicketUrl(siteUrl: string, secret: Buffer, registration: { id: string; eventId: string; reference: string }): string {
  return ticketUrl(siteUrl, registration.reference, ticketCode(secret, registration.eventId, registration.id));
}
