import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeActivity, type ActivityPage } from "../../../shared/console/activity.ts";
import { consoleApiPaths } from "../../../shared/console/paths.ts";
import { activityLog, contactMessages, organisers } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { testDatabaseKinds } from "../../../../tests/support/databases.ts";
import { createOrganiser, signedInAs, signIn, siteOrigin, type SignedInOrganiser } from "../../../../tests/support/organisers.ts";
import { addOrganiser } from "../organisers.ts";

describe.each(testDatabaseKinds)("console activity on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInOrganiser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInAs(t, "admin");
  });
  beforeEach(async () => {
    await t.db.delete(activityLog);
  });
  afterAll(() => t.close());

  const activity = async (query = "") => {
    const response = await t.app.inject({ method: "GET", url: `${consoleApiPaths.activity}${query}`, headers: { cookie: admin.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ActivityPage>();
  };

  it("lists real sign-ins and failed sign-ins, newest first, with who did them", async () => {
    const reviewer = await createOrganiser(t, "reviewer");
    await t.db.delete(activityLog); // adding the organiser is recorded too
    await signIn(t.app, reviewer.email);
    const failed = await t.app.inject({
      method: "POST",
      url: consoleApiPaths.signIn,
      headers: { origin: siteOrigin },
      payload: { email: reviewer.email, password: "not the password at all" },
    });
    expect(failed.statusCode).toBe(401);
    await t.app.inject({ method: "POST", url: consoleApiPaths.signIn, headers: { origin: siteOrigin }, payload: { email: "stranger@club.example", password: "guessing it" } });

    const page = await activity();
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.action)).toEqual(["sign-in-failed", "sign-in-failed", "sign-in"]);
    const [stranger, wrongPassword, signedIn] = page.rows;
    expect(signedIn!.organiser).toEqual({ id: reviewer.id, name: "Test reviewer", email: reviewer.email });
    expect(describeActivity(signedIn!)).toBe("Signed in");
    // A failed sign-in has no organiser, only the e-mail that was typed.
    expect(wrongPassword!.organiser).toEqual({ id: null, name: null, email: reviewer.email });
    expect(describeActivity(wrongPassword!)).toBe("Failed sign-in (wrong e-mail or password)");
    expect(stranger!.organiser.email).toBe("stranger@club.example");
    expect(new Date(stranger!.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(signedIn!.createdAt).getTime());
  });

  it("filters by action and pages through the rows, newest first", async () => {
    const base = Date.now() - 3_600_000;
    await t.db.insert(activityLog).values([
      ...Array.from({ length: 27 }, (_, i) => ({ organiserId: admin.id, organiserEmail: admin.email, action: "sign-in", createdAt: new Date(base + i * 1000) })),
      { organiserId: null, organiserEmail: "someone@club.example", action: "sign-in-failed", details: { reason: "disabled" }, createdAt: new Date(base + 500) },
    ]);
    const failures = await activity("?action=sign-in-failed");
    expect(failures.total).toBe(1);
    expect(describeActivity(failures.rows[0]!)).toBe("Failed sign-in (account disabled)");
    const first = await activity("?action=sign-in&page=1&pageSize=25");
    const second = await activity("?action=sign-in&page=2&pageSize=25");
    expect(second.total).toBe(27);
    expect(second.rows).toHaveLength(2);
    const times = [...first.rows, ...second.rows].map((row) => row.createdAt);
    expect(times).toEqual(Array.from({ length: 27 }, (_, i) => new Date(base + (26 - i) * 1000).toISOString()));
    expect((await activity("?pageSize=50")).total).toBe(28);
  });

  it("shows the changes and exports made in the console, with their details", async () => {
    const reviewer = await signedInAs(t, "reviewer");
    const [message] = await t.db.insert(contactMessages).values({ name: "Rafi", email: "rafi@example.org", message: "Hello" }).returning({ id: contactMessages.id });
    const headers = { cookie: reviewer.cookie, origin: siteOrigin };
    await t.app.inject({ method: "POST", url: consoleApiPaths.messagesState, headers, payload: { ids: [message!.id], state: "archived" } });
    await t.app.inject({ method: "GET", url: `${consoleApiPaths.messagesExport}?state=archived&q=rafi`, headers: { cookie: reviewer.cookie } });

    const page = await activity();
    const [exported, archived] = page.rows;
    expect(exported).toMatchObject({ action: "export", details: { area: "messages", filters: { state: "archived" }, searched: true } });
    expect(exported!.organiser.email).toBe(reviewer.email);
    expect(describeActivity(exported!)).toBe("Exported messages (state: archived, with a search)");
    expect(archived).toMatchObject({ action: "message-state", details: { state: "archived", count: 1 } });
    expect(describeActivity(archived!)).toBe("Archived 1 message");
  });

  it("names the organiser an account change was about, and keeps the stored e-mail of one who is gone", async () => {
    const { id } = await addOrganiser(t.db, t.app.organiserAuth, siteOrigin, { email: "new.one@club.example", name: "New One", role: "editor" }, { id: admin.id, email: admin.email });
    const addedRow = async () => (await activity("?action=organiser-added")).rows.find((row) => row.subjectId === id);
    let added = await addedRow();
    expect(added!.subjectOrganiser).toEqual({ name: "New One", email: "new.one@club.example" });
    expect(describeActivity(added!)).toBe("Added New One (new.one@club.example) as editor");

    const gone = await createOrganiser(t, "reviewer");
    await signIn(t.app, gone.email);
    await t.db.delete(organisers).where(eq(organisers.id, gone.id));
    await t.db.delete(organisers).where(eq(organisers.id, id));
    const [signedIn] = (await activity("?action=sign-in")).rows;
    expect(signedIn!.organiser).toEqual({ id: null, name: null, email: gone.email });
    added = await addedRow();
    expect(added!.subjectOrganiser).toBeNull();
    expect(describeActivity(added!)).toBe("Added new.one@club.example as editor");
  });

  it.each([
    ["an unknown action", "?action=delete-everything"],
    ["an unknown parameter", "?organiser=someone"],
    ["a page size not offered", "?pageSize=7"],
  ])("refuses %s with 400", async (_label, query) => {
    const response = await t.app.inject({ method: "GET", url: `${consoleApiPaths.activity}${query}`, headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(400);
  });
});
