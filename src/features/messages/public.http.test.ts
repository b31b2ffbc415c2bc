import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { referencePattern } from "#shared/reference.ts";
import { contactMessages } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { contactMessagePayload } from "#tests/support/factories.ts";

// The tests below post the name and message padded, and look for "camp" in an error answer.
const valid = contactMessagePayload({ name: "Rafi Ahmed", message: "When does the next camp start?" });

describe.each(testDatabaseKinds)("POST /api/contact-messages on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  beforeEach(async () => {
    await t.db.delete(contactMessages);
  });
  afterAll(() => t.close());

  const post = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/contact-messages", payload: payload as object });

  it("stores the trimmed message and answers only its id", async () => {
    const response = await post({ ...valid, name: "  Rafi Ahmed ", message: " When does the next camp start?\n" });
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(Object.keys(response.json())).toEqual(["id", "reference"]);
    expect(response.json().reference).toMatch(referencePattern);
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: response.json().id, ...valid });
  });

  it("stores a blank subject as null", async () => {
    expect((await post({ ...valid, subject: "   " })).statusCode).toBe(201);
    expect((await post({ ...valid, subject: null })).statusCode).toBe(201);
    const rows = await t.db.select().from(contactMessages);
    expect(rows.map((row) => row.subject)).toEqual([null, null]);
  });

  it.each([
    ["a blank name", { name: " " }],
    ["a missing email", { email: undefined }],
    ["a malformed email", { email: "rafi at example" }],
    ["a blank message", { message: "\n" }],
    ["an over-long message", { message: "a".repeat(5001) }],
    ["an over-long subject", { subject: "a".repeat(201) }],
    ["an unknown field", { id: "6f1c2d4e-0000-4000-8000-000000000000" }],
  ])("rejects %s with 400 and stores nothing", async (_label, change) => {
    const response = await post({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("answers 500 without SQL or the message when the database refuses", async () => {
    await t.db.execute(sql`alter table contact_messages rename to contact_messages_away`);
    try {
      const response = await post(valid);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: "Internal Server Error",
        message: "Something went wrong on our side. Please try again later.",
      });
      expect(response.body).not.toMatch(/contact_messages|insert|camp/i);
    } finally {
      await t.db.execute(sql`alter table contact_messages_away rename to contact_messages`);
    }
  });

  it("never returns stored messages", async () => {
    await post(valid);
    const response = await t.app.inject({ method: "GET", url: "/api/contact-messages" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(valid.message);
  });
});
