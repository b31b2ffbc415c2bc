import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeActivity, describeActivityParts, type ActivityPage, type ActivityRow } from "./contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { activityLog, applications, contactMessages, eventRegistrations, events, organisers } from "#server/db/schema.ts";
import { applicationRow } from "#tests/support/console-access/applications.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { createOrganiser, signedInAs, signIn, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { addOrganiser } from "#features/organisers/service.server.ts";

describe.each(testDatabaseKinds)("console activity on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInOrganiser;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    admin = await signedInAs(t, "admin");
  }, 180_000);
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
    expect(added!.names).toEqual({ subject: "New One (new.one@club.example)" });
    expect(describeActivity(added!)).toBe("Added New One (new.one@club.example) as editor");

    const gone = await createOrganiser(t, "reviewer");
    await signIn(t.app, gone.email);
    await t.db.delete(organisers).where(eq(organisers.id, gone.id));
    await t.db.delete(organisers).where(eq(organisers.id, id));
    const [signedIn] = (await activity("?action=sign-in")).rows;
    expect(signedIn!.organiser).toEqual({ id: null, name: null, email: gone.email });
    added = await addedRow();
    expect(added!.names).toEqual({ subject: null });
    expect(describeActivity(added!)).toBe("Added new.one@club.example (deleted) as editor");
  });

  const post = (url: string, payload: object, method: "POST" | "PATCH" = "POST") =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie, origin: siteOrigin }, payload });
  const noIdFragment = (row: ActivityRow) => expect(describeActivity(row)).not.toMatch(/[0-9a-f]{8}/);

  it("names what each entry is about as it is now, linked to its console page, and says (deleted) once it is gone", async () => {
    const [application] = await t.db.insert(applications).values(applicationRow({ fullName: "Ayesha Rahman" })).returning({ id: applications.id });
    expect((await post(consoleApiPaths.applicationsStatus, { ids: [application!.id], status: "payment_verified" })).statusCode).toBe(200);
    const [robotics] = await t.db.select({ title: events.title }).from(events).where(eq(events.id, ev.roboticsWorkshop));
    const exported = await t.app.inject({
      method: "GET",
      url: `${consoleApiPaths.registrationsExport}?event=${ev.roboticsWorkshop}&category=${cat.university}`,
      headers: { cookie: admin.cookie },
    });
    expect(exported.statusCode).toBe(200);
    const [registration] = await t.db
      .insert(eventRegistrations)
      .values({ eventId: ev.roboticsWorkshop, categoryId: cat.university, registrationData: { full_name: "Rafi" } })
      .returning({ id: eventRegistrations.id, reference: eventRegistrations.reference });
    // A file look as the file route records it.
    await t.db.insert(activityLog).values({
      organiserId: admin.id,
      organiserEmail: admin.email,
      action: "file-view",
      subjectType: "event_registration",
      subjectId: registration!.id,
      details: { field: "cv", download: false },
    });

    const page = await activity();
    const [fileView, exportRow, statusRow] = page.rows;
    expect(describeActivity(statusRow!)).toBe("Changed the application of Ayesha Rahman to payment verified");
    expect(describeActivityParts(statusRow!)).toContainEqual({ text: "Ayesha Rahman", href: `/organiser/applications/${application!.id}` });
    expect(describeActivity(exportRow!)).toBe(`Exported registrations (event: ${robotics!.title}, category: University)`);
    expect(describeActivityParts(exportRow!)).toContainEqual({ text: robotics!.title, href: `/organiser/content/events/${ev.roboticsWorkshop}` });
    expect(describeActivity(fileView!)).toBe(`Opened the file “CV (PDF or image)” of registration ${registration!.reference} for ${robotics!.title}`);
    expect(describeActivityParts(fileView!)).toContainEqual({ text: `registration ${registration!.reference}`, href: `/organiser/registrations/${registration!.id}` });
    for (const row of page.rows) noIdFragment(row);

    await t.db.delete(eventRegistrations).where(eq(eventRegistrations.id, registration!.id));
    await t.db.delete(applications).where(eq(applications.id, application!.id));
    const [fileGone, , statusGone] = (await activity()).rows;
    expect(describeActivity(statusGone!)).toBe("Changed an application (deleted) to payment verified");
    // With the registration gone its form is unknown: the field's stored name, made readable.
    expect(describeActivity(fileGone!)).toBe("Opened the file “Cv” of a registration (deleted)");
    expect(describeActivityParts(statusGone!).every((part) => typeof part === "string")).toBe(true);
  });

  it("lists a form's changed fields by the labels the organiser gave them, for new entries and ones stored before labels were kept", async () => {
    const field = (label: string, name: string) => ({ label, name, type: "text", placeholder: "", required: false, options: [] });
    const formUrl = consoleApiPath(consoleApiPaths.contentEventForm, { id: ev.geminidAstronomyNight, categoryId: cat.open });
    const first = await post(formUrl, { fields: [field("E-mail address", "e_mail_address")] }, "PATCH");
    expect(first.statusCode, first.body).toBe(200);
    await t.db.delete(activityLog);
    const second = await post(formUrl, { fields: [field("E-mail address", "e_mail_address"), field("Guardian's phone", "guardian_s_phone")] }, "PATCH");
    expect(second.statusCode, second.body).toBe(200);
    // The field goes again: the form had no registrations, so it changes in place and keeps no trace of the label.
    expect((await post(formUrl, { fields: [field("E-mail address", "e_mail_address")] }, "PATCH")).statusCode).toBe(200);
    // An entry as older versions stored it: field names only, labelled from the event's forms when read.
    await t.db.insert(activityLog).values({
      organiserId: admin.id,
      organiserEmail: admin.email,
      action: "content-changed",
      subjectType: "event_registration_forms",
      subjectId: ev.roboticsWorkshop,
      details: { name: "University for Robotics", fields: ["tshirt_size", "arduino_level", "order"] },
    });

    const [older, removed, addedRow] = (await activity("?action=content-changed")).rows;
    expect(describeActivity(addedRow!)).toMatch(/^Changed registration form .+ for .+: (.+, )?Guardian's phone(, .+)?$/);
    expect(describeActivity(removed!)).toMatch(/: (.+, )?Guardian's phone(, .+)?$/);
    expect(describeActivity(older!)).toBe("Changed registration form University for Robotics: T-shirt Size, Arduino level, Order of the fields");
    expect(describeActivityParts(older!)).toContainEqual({ text: "registration form University for Robotics", href: `/organiser/content/events/${ev.roboticsWorkshop}` });
  });

  it("filters by organiser and by Dhaka days, with the action filter too", async () => {
    const other = await createOrganiser(t, "reviewer");
    await t.db.delete(activityLog);
    // 23:30 in Dhaka on 1 March is 17:30 UTC; 00:30 on 2 March is 18:30 UTC on 1 March.
    const at = (iso: string) => new Date(iso);
    await t.db.insert(activityLog).values([
      { organiserId: admin.id, organiserEmail: admin.email, action: "sign-in", createdAt: at("2026-03-01T17:30:00Z") },
      { organiserId: admin.id, organiserEmail: admin.email, action: "sign-out", createdAt: at("2026-03-01T18:30:00Z") },
      { organiserId: other.id, organiserEmail: other.email, action: "sign-in", createdAt: at("2026-03-01T18:40:00Z") },
      { organiserId: other.id, organiserEmail: other.email, action: "sign-in", createdAt: at("2026-03-03T10:00:00Z") },
    ]);
    const actions = async (query: string) => (await activity(query)).rows.map((row) => `${row.organiser.id === admin.id ? "admin" : "other"} ${row.action}`);
    expect(await actions(`?organiser=${admin.id}`)).toEqual(["admin sign-out", "admin sign-in"]);
    expect(await actions(`?organiser=${other.id}&from=2026-03-02&to=2026-03-02`)).toEqual(["other sign-in"]);
    expect(await actions("?from=2026-03-02")).toEqual(["other sign-in", "other sign-in", "admin sign-out"]);
    expect(await actions("?to=2026-03-01")).toEqual(["admin sign-in"]);
    expect(await actions(`?action=sign-in&from=2026-03-02&to=2026-03-02`)).toEqual(["other sign-in"]);
    expect((await activity(`?organiser=${admin.id}&from=2026-03-02`)).total).toBe(1);
  });

  it.each([
    ["an unknown action", "?action=delete-everything", "querystring.action: Choose one of the actions the activity log records."],
    ["an unknown parameter", "?who=someone", "querystring"],
    ["a page size not offered", "?pageSize=7", "querystring.pageSize: pageSize must be one of 25, 50, 100."],
    ["an organiser that is not an id", "?organiser=nadia", "querystring.organiser: organiser must be an organiser's id."],
    ["a date that is not a date", "?from=01-03-2026", "querystring.from: Use a date as YYYY-MM-DD."],
    ["a day not on the calendar", "?to=2026-02-30", "querystring.to: The end date is not a real date."],
    ["a start after the end", "?from=2026-03-02&to=2026-03-01", "The start date must not be after the end date."],
  ])("refuses %s with 400 and says why", async (_label, query, message) => {
    const response = await t.app.inject({ method: "GET", url: `${consoleApiPaths.activity}${query}`, headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });
});
