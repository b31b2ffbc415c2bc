import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MessagesPage } from "#features/messages/inbox.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import type { SuspectedSpamList } from "#shared/console/suspected-spam.ts";
import { honeypotField } from "#shared/honeypot.ts";
import { activityLog, contactMessages, eventRegistrations, applications } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { writeEndpoints } from "#tests/support/write-endpoints.ts";

const endpoint = (url: string) => writeEndpoints.find((e) => e.url === url)!;
const applicationForm = endpoint("/api/join-requests");
const registrations = endpoint("/api/event-registrations");
const messages = endpoint("/api/contact-messages");
let markerCount = 0;
const marker = () => `spam${Date.now().toString(36)}x${(markerCount++).toString(36)}`;

describe.each(testDatabaseKinds)("suspected spam in the console on %s", (kind) => {
  let t: TestApp;
  let reviewer: SignedInOrganiser;

  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimit: { max: 100_000, windowMs: 60_000, pageViewMax: 100_000, notFoundMax: 100_000 } });
    await registrations.prepare!(t.db);
    reviewer = await signedInAs(t, "reviewer");
  }, 120_000);
  beforeEach(async () => {
    for (const table of [contactMessages, eventRegistrations, applications, activityLog]) await t.db.delete(table);
  });
  afterAll(() => t.close());

  /** Sends a submission as the public form does, with the trap filled or not. */
  const submit = async (target: typeof applicationForm, payload: Record<string, unknown>, trap: string) => {
    const response = await t.app.inject({ method: "POST", url: target.url, payload: { ...payload, [honeypotField]: trap } });
    expect(response.statusCode, response.body).toBe(target.successStatus);
  };
  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: "GET", url, headers: { cookie: reviewer.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const spamList = (what: string) => get<SuspectedSpamList>(consoleApiPath(consoleApiPaths.suspectedSpam, { kind: what }));
  const restore = (what: string, ids: string[]) =>
    t.app.inject({
      method: "POST",
      url: consoleApiPath(consoleApiPaths.suspectedSpamRestore, { kind: what }),
      headers: { cookie: reviewer.cookie, origin: siteOrigin },
      payload: { ids },
    });

  it("keeps flagged messages out of the inbox and its counts, lists them apart, and a reviewer restores one (logged)", async () => {
    await submit(messages, messages.validPayload(marker()), "");
    await submit(messages, { ...messages.validPayload(marker()), name: "Autofilled Person" }, "https://autofill.example");
    const inbox = await get<MessagesPage>(consoleApiPaths.messages);
    expect(inbox.total).toBe(1);
    expect(inbox.counts.unread).toBe(1);
    expect(inbox.rows.map((row) => row.name)).not.toContain("Autofilled Person");

    const flagged = await spamList("messages");
    expect(flagged.total).toBe(1);
    expect(flagged.items).toEqual([expect.objectContaining({ who: "Autofilled Person", email: "nadia@example.org" })]);

    const response = await restore("messages", [flagged.items[0]!.id]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ restored: 1 });
    expect((await get<MessagesPage>(consoleApiPaths.messages)).total).toBe(2);
    expect((await spamList("messages")).total).toBe(0);
    const logged = await t.db.select().from(activityLog).where(sql`${activityLog.action} = 'spam-restored'`);
    expect(logged).toEqual([expect.objectContaining({ organiserEmail: reviewer.email, subjectType: "contact_message", details: { kind: "messages", count: 1 } })]);
    // Restoring again changes nothing.
    expect((await restore("messages", [flagged.items[0]!.id])).json()).toEqual({ restored: 0 });
  });

  it("keeps flagged applications out of the list; one that would share a stored e-mail stays flagged (409)", async () => {
    const person = applicationForm.validPayload(marker());
    // The bot typed the student's own details first; the student's real application is still stored.
    await submit(applicationForm, person, "https://autofill.example");
    await submit(applicationForm, person, "");
    const list = await get<{ total: number }>(consoleApiPaths.applications);
    expect(list.total).toBe(1);
    const flagged = await spamList("applications");
    expect(flagged.items).toHaveLength(1);
    const conflict = await restore("applications", [flagged.items[0]!.id]);
    expect(conflict.statusCode, conflict.body).toBe(409);
    expect(conflict.json()).toMatchObject({ message: expect.stringMatching(/same e-mail or college roll/) });
    expect((await spamList("applications")).total).toBe(1);

    await t.db.delete(applications).where(sql`${applications.suspectedSpamAt} is null`);
    expect((await restore("applications", [flagged.items[0]!.id])).json()).toEqual({ restored: 1 });
    expect((await get<{ total: number }>(consoleApiPaths.applications)).total).toBe(1);
  });

  it("keeps flagged registrations out of the event's table and counts, and restores them", async () => {
    await submit(registrations, registrations.validPayload(marker()), "");
    await submit(registrations, registrations.validPayload(marker()), "https://autofill.example");
    const eventId = (registrations.validPayload("x") as { eventId: string }).eventId;
    const table = await get<{ total: number }>(`${consoleApiPaths.registrations}?event=${eventId}`);
    expect(table.total).toBe(1);
    const events = await get<{ id: string; registrations: number }[] | { events: { id: string; registrations: number }[] }>(consoleApiPaths.registrationEvents);
    const summaries = Array.isArray(events) ? events : events.events;
    expect(summaries.find((event) => event.id === eventId)?.registrations).toBe(1);
    const flagged = await spamList("registrations");
    expect(flagged.items).toEqual([expect.objectContaining({ who: "Nadia Islam", about: "Robotics workshop · College" })]);
    expect((await restore("registrations", [flagged.items[0]!.id])).json()).toEqual({ restored: 1 });
    expect((await get<{ total: number }>(`${consoleApiPaths.registrations}?event=${eventId}`)).total).toBe(2);
  });

  it("refuses an unknown kind and an empty restore", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/api/organiser/suspected-spam/organisers", headers: { cookie: reviewer.cookie } });
    expect(unknown.statusCode).toBe(400);
    expect((await restore("messages", [])).statusCode).toBe(400);
  });
});
