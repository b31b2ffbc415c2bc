import { randomBytes, randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromBase64Url, importTicketKey, sameCode, ticketCodeWithWebKey, toBase64Url } from "./ticket-code.ts";
import { eventTicketKey, ticketCode } from "./tickets.server.ts";

// The door checks tickets offline with WebCrypto: its codes must be the server's, byte for byte.

describe("ticket codes made with WebCrypto", () => {
  it("are the server's codes for the same event key and registration", async () => {
    for (let i = 0; i < 20; i++) {
      const secret = randomBytes(32);
      const eventId = randomUUID();
      const registrationId = randomUUID();
      const key = await importTicketKey(eventTicketKey(secret, eventId).toString("base64url"));
      expect(await ticketCodeWithWebKey(key, registrationId)).toBe(ticketCode(secret, eventId, registrationId));
    }
  });

  it("differ under another event's key", async () => {
    const secret = randomBytes(32);
    const registrationId = randomUUID();
    const otherKey = await importTicketKey(eventTicketKey(secret, randomUUID()).toString("base64url"));
    expect(await ticketCodeWithWebKey(otherKey, registrationId)).not.toBe(ticketCode(secret, randomUUID(), registrationId));
  });

  it("write and read base64url as Buffer does", async () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toBe(Buffer.from(bytes).toString("base64url"));
        expect(Array.from(fromBase64Url(text) ?? [])).toEqual(Array.from(bytes));
      }),
    );
    expect(fromBase64Url("not base64url!")).toBeNull();
    await expect(importTicketKey("")).rejects.toThrow();
  });

  it("compare whole codes", () => {
    expect(sameCode("abc", "abc")).toBe(true);
    expect(sameCode("abc", "abd")).toBe(false);
    expect(sameCode("abc", "abcd")).toBe(false);
  });
});
