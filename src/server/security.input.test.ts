import { eq, sql } from "drizzle-orm";
import { withConsentVersions } from "../../tests/support/factories.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxAnswerKeys, registrationBodyLimit } from "../shared/api/events.ts";
import { limits } from "../shared/limits.ts";
import { singleLineMessage, oneLineRule } from "../shared/single-line.ts";
import { contentMessages } from "#features/content/fields.ts";
import { consoleApiPath, consoleApiPaths } from "../shared/console/paths.ts";
import { contactMessages, eventCategories, eventRegistrationForms, eventRegistrations, events, applications, teamMembers } from "./db/schema.ts";
import { createTestApp, type TestApp } from "../../tests/support/app.ts";
import { testDatabaseKinds } from "../../tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "../../tests/support/organisers.ts";
import { countRows, writeEndpoints } from "../../tests/support/write-endpoints.ts";

// What visitors and editors may send (items 3 to 5; docs/security.md): pictures only from
// this site, refusals that stay short however much was sent, a body limit sized to the largest
// form, and one-line fields without line breaks. Each refusal is a 4xx that stores nothing.

const generous = { max: 100_000, windowMs: 60_000, pageViewMax: 100_000, notFoundMax: 100_000 };
let markerCount = 0;
const newMarker = () => `i${process.pid}x${Date.now().toString(36)}x${(markerCount++).toString(36)}`;
const endpoint = (url: string) => writeEndpoints.find((e) => e.url === url)!;
const registrations = endpoint("/api/event-registrations");
const joins = endpoint("/api/join-requests");
const contact = endpoint("/api/contact-messages");

/** The largest form the builder saves: its field count, each a long-text field but one e-mail. */
const largest = {
  eventId: "0d6c3b1a-5e2f-4a7b-8c9d-0e1f2a3b4c01",
  categoryId: "0d6c3b1a-5e2f-4a7b-8c9d-0e1f2a3b4c02",
  formId: "0d6c3b1a-5e2f-4a7b-8c9d-0e1f2a3b4c03",
  fields: Array.from({ length: limits.formFields }, (_, i) =>
    i === 0 ? { name: "email", label: "Email", type: "email", required: true } : { name: `answer_${i}`, label: `Answer ${i}`, type: "textarea", required: true },
  ),
};

interface Refusal {
  statusCode: number;
  message: string;
  issues?: { path: string; message: string }[];
  fields?: Record<string, string>;
}

describe.each(testDatabaseKinds)("what visitors and editors may send, on %s", (kind) => {
  let t: TestApp;
  let editor: SignedInOrganiser;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimit: generous });
    await registrations.prepare!(t.db);
    await t.db.insert(events).values({ id: largest.eventId, title: "Long answers", startsAt: new Date("2030-01-01T10:00:00Z") });
    await t.db.insert(eventCategories).values({ id: largest.categoryId, name: "Everyone" });
    await t.db.insert(eventRegistrationForms).values({ id: largest.formId, eventId: largest.eventId, categoryId: largest.categoryId, formFields: largest.fields });
    editor = await signedInAs(t, "editor");
  }, 180_000);
  afterAll(() => t.close());

  const postJson = (url: string, body: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, headers: { "content-type": "application/json", ...headers }, payload: body });
  const registration = (answers: Record<string, unknown>) => {
    const payload = registrations.validPayload(newMarker()) as { registrationData: Record<string, unknown> };
    return { ...payload, registrationData: { ...payload.registrationData, ...answers } };
  };

  describe("refusals stay short however much is sent (item 4)", () => {
    it("21,000 unknown answer names: 400 in under 20 KB with at most 20 issues, and nothing stored", async () => {
      const unknown = Object.fromEntries(Array.from({ length: 21_000 }, (_, i) => [`f${i}`, ""]));
      const body = JSON.stringify(registration(unknown));
      expect(body.length).toBeLessThan(registrationBodyLimit);
      const before = await countRows(t.db, eventRegistrations);
      const response = await postJson(registrations.url, body);
      expect(response.statusCode).toBe(400);
      expect(response.body.length).toBeLessThan(20 * 1024);
      const refusal = response.json<Refusal>();
      expect(refusal.issues!.length).toBeLessThanOrEqual(20);
      expect(refusal.issues).toEqual([{ path: "body.registrationData", message: `A registration has at most ${maxAnswerKeys} answers.` }]);
      expect(await countRows(t.db, eventRegistrations)).toBe(before);
    });

    it("more answers than the form's fields and 5, yet fewer than the largest form takes: one issue with the count", async () => {
      const unknown = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`f${i}`, "x"]));
      const before = await countRows(t.db, eventRegistrations);
      const response = await postJson(registrations.url, JSON.stringify(registration(unknown)));
      expect(response.statusCode).toBe(400);
      expect(response.json<Refusal>().issues).toEqual([{ path: "registrationData", message: "There are 11 answers, and this form has 5 fields." }]);
      expect(await countRows(t.db, eventRegistrations)).toBe(before);
    });

    it("a refusal of many issues lists the first 20 and says how many more there were", async () => {
      // 50 answers of the largest form that are each too long: 50 issues found, 20 listed.
      const answers = Object.fromEntries(largest.fields.map((field) => [field.name, "x".repeat(limits.message + 1)]));
      const response = await postJson(registrations.url, JSON.stringify(withConsentVersions({ eventId: largest.eventId, categoryId: largest.categoryId, registrationData: answers })));
      expect(response.statusCode).toBe(400);
      const refusal = response.json<Refusal>();
      expect(refusal.issues).toHaveLength(20);
      expect(refusal.message).toMatch(/; and 30 more$/);
      expect(response.body.length).toBeLessThan(20 * 1024);
    });

    it.each([
      ["a membership application", joins.url, () => joins.validPayload(newMarker())],
      ["a contact message", contact.url, () => contact.validPayload(newMarker())],
    ])("%s with 21,000 unknown fields: 400 in under 20 KB, nothing stored", async (_label, url, payload) => {
      const table = url === joins.url ? applications : contactMessages;
      const unknown = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, 1]));
      const before = await countRows(t.db, table);
      // 21,000 names do not fit these routes' 32 KB: 2,000 do, and zod's one issue quotes every one of them.
      const response = await postJson(url, JSON.stringify({ ...payload(), ...unknown(2_000) }));
      expect(response.statusCode).toBe(400);
      expect(response.body.length).toBeLessThan(20 * 1024);
      expect(response.json<Refusal>().issues!.length).toBeLessThanOrEqual(20);
      expect((await postJson(url, JSON.stringify({ ...payload(), ...unknown(21_000) }))).statusCode).toBe(413);
      expect(await countRows(t.db, table)).toBe(before);
    });

    it("a console form with thousands of unknown fields: 400 in under 20 KB, nothing stored", async () => {
      // As many as the console's 64 KB body takes.
      const unknown = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`f${i}`, 1]));
      const before = await countRows(t.db, teamMembers);
      const response = await t.app.inject({
        method: "POST",
        url: consoleApiPath(consoleApiPaths.contentRows, { list: "team-members" }),
        headers: { origin: siteOrigin, cookie: editor.cookie },
        payload: { name: "Nadia", roleTitle: "Designer", ...unknown },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body.length).toBeLessThan(20 * 1024);
      expect(Object.keys(response.json<Refusal>().fields!).length).toBeLessThanOrEqual(20);
      expect(await countRows(t.db, teamMembers)).toBe(before);
    });
  });

  describe("the registration body limit fits the largest form (item 4)", () => {
    // Every field at the length limit in Bengali, 3 bytes a character in UTF-8.
    const answers = Object.fromEntries(largest.fields.map((field, i) => [field.name, i === 0 ? "nadia@example.org" : "অ".repeat(limits.message)]));
    const largestBody = JSON.stringify(withConsentVersions({ eventId: largest.eventId, categoryId: largest.categoryId, registrationData: answers }));

    it("takes the largest form with every answer at its limit", async () => {
      expect(Buffer.byteLength(largestBody)).toBeGreaterThan(700 * 1024);
      const response = await postJson(registrations.url, largestBody);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    });

    it("refuses a body over the limit with 413 and a message that says the limit, and stores nothing", async () => {
      const before = await countRows(t.db, eventRegistrations);
      const over = largestBody.replace('"nadia@example.org"', `"nadia@example.org${" ".repeat(registrationBodyLimit - Buffer.byteLength(largestBody) + 1)}"`);
      expect(Buffer.byteLength(over)).toBe(registrationBodyLimit + 1);
      const response = await postJson(registrations.url, over);
      expect(response.statusCode).toBe(413);
      expect(response.json<Refusal>()).toMatchObject({
        statusCode: 413,
        message: `The request is too large: this address takes at most ${registrationBodyLimit / 1024} KB.`,
      });
      expect(await countRows(t.db, eventRegistrations)).toBe(before);
    });
  });

  describe("one-line fields refuse line breaks, long text keeps them (item 5)", () => {
    const header = "Nick\r\nBcc: victim@example.org";

    it.each([
      ["a registration's short answer", registrations.url, () => registration({ full_name: header }), eventRegistrations, { path: "registrationData.full_name", message: oneLineRule }],
      ["a registration's e-mail answer", registrations.url, () => registration({ email: "nadia@example.org\nBcc: victim@example.org" }), eventRegistrations, { path: "registrationData.email", message: oneLineRule }],
      ["a membership application's name", joins.url, () => ({ ...joins.validPayload(newMarker()), fullName: header }), applications, { path: "body.fullName", message: singleLineMessage("Name") }],
      ["a membership application's address", joins.url, () => ({ ...joins.validPayload(newMarker()), presentAddress: "Tejgaon\u2028Dhaka" }), applications, { path: "body.presentAddress", message: singleLineMessage("Present Address") }],
      ["a contact message's name", contact.url, () => ({ ...contact.validPayload(newMarker()), name: header }), contactMessages, { path: "body.name", message: singleLineMessage("Your name") }],
      ["a contact message's subject", contact.url, () => ({ ...contact.validPayload(newMarker()), subject: "Hello\rBcc: victim@example.org" }), contactMessages, { path: "body.subject", message: singleLineMessage("Subject") }],
      ["a contact message's name with NEL", contact.url, () => ({ ...contact.validPayload(newMarker()), name: "Nick\u0085Bcc: victim@example.org" }), contactMessages, { path: "body.name", message: singleLineMessage("Your name") }],
      ["a registration's short answer with a right-to-left override", registrations.url, () => registration({ full_name: "Nadia\u202Efdp.exe" }), eventRegistrations, { path: "registrationData.full_name", message: oneLineRule }],
      ["a membership application's name with a bidi isolate", joins.url, () => ({ ...joins.validPayload(newMarker()), fullName: "Nadia\u2067Islam\u2069" }), applications, { path: "body.fullName", message: singleLineMessage("Name") }],
    ] as const)("%s with a line break: 400 at that field, nothing stored", async (_label, url, payload, table, issue) => {
      const before = await countRows(t.db, table);
      const response = await postJson(url, JSON.stringify(payload()));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<Refusal>().issues).toEqual([issue]);
      expect(await countRows(t.db, table)).toBe(before);
    });

    it("a registration's long-text answer and a contact message keep their line breaks", async () => {
      const marker = newMarker();
      const lines = `First line.\r\nSecond line ${marker}.`;
      const registered = await postJson(registrations.url, JSON.stringify(registration({ why_join: lines })));
      expect(registered.statusCode, registered.body).toBe(201);
      const [row] = await t.db
        .select({ data: eventRegistrations.registrationData })
        .from(eventRegistrations)
        .where(sql`${eventRegistrations.registrationData}->>'why_join' = ${lines}`);
      expect((row?.data as Record<string, string> | undefined)?.why_join).toBe(lines);

      const sent = await postJson(contact.url, JSON.stringify({ ...contact.validPayload(marker), message: lines }));
      expect(sent.statusCode, sent.body).toBe(201);
      expect((await t.db.select().from(contactMessages).where(eq(contactMessages.message, lines))).length).toBe(1);
    });

    it("a console list's one-line field refuses it too, at that field", async () => {
      const before = await countRows(t.db, teamMembers);
      const response = await t.app.inject({
        method: "POST",
        url: consoleApiPath(consoleApiPaths.contentRows, { list: "team-members" }),
        headers: { origin: siteOrigin, cookie: editor.cookie },
        payload: { name: header, roleTitle: "Designer" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<Refusal>().fields).toEqual({ name: singleLineMessage("Name") });
      expect(await countRows(t.db, teamMembers)).toBe(before);
    });
  });

  describe("pictures only from this site (item 3)", () => {
    it("an editor's picture on another host is refused with 400 naming the field; nothing stored", async () => {
      const before = await countRows(t.db, teamMembers);
      const response = await t.app.inject({
        method: "POST",
        url: consoleApiPath(consoleApiPaths.contentRows, { list: "team-members" }),
        headers: { origin: siteOrigin, cookie: editor.cookie },
        payload: { name: "Nadia", roleTitle: "Designer", imageUrl: "https://tracker.example/pixel.webp" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<Refusal>()).toMatchObject({ message: contentMessages.picture("Photo"), fields: { imageUrl: contentMessages.picture("Photo") } });
      expect(await countRows(t.db, teamMembers)).toBe(before);
    });
  });
});
