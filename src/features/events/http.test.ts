import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventMessages, type CategoryListItem, type EventDetail, type EventListItem } from "./contract.ts";
import { eventFormBodyLimit, formBuilderMessages, maxFieldOptions, maxFormFields } from "./forms.ts";
import { singleLineMessage } from "#shared/single-line.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import type { RegistrationListAnswer } from "#features/registrations/contract.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { activityLog, eventRegistrationForms, eventRegistrations } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { solidPng } from "#tests/support/upload-files.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { withConsentVersions } from "#tests/support/factories.ts";

const field = (label: string, name: string, type = "text", more: object = {}) => ({ label, name, type, placeholder: "", required: false, options: [], ...more });
const newEvent = {
  title: "Comet Watch",
  description: "Telescopes on the roof.",
  location: "Roof, Building 2",
  startsAt: "2027-03-05T19:30",
  endsAt: "2027-03-05T22:00",
  registrationMode: "native",
  capacity: 40,
  active: true,
};

describe.each(testDatabaseKinds)("event editor API on %s", (kind) => {
  let t: TestApp;
  let editor: SignedInOrganiser;
  let admin: SignedInOrganiser;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    editor = await signedInAs(t, "editor");
    admin = await signedInAs(t, "admin");
  }, 180_000);
  afterAll(() => t.close());

  const send = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: object, who = editor) =>
    t.app.inject({ method, url, headers: { origin: siteOrigin, cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const get = (url: string, who = editor) => t.app.inject({ method: "GET", url, headers: { cookie: who.cookie } });
  const eventUrl = (id: string) => consoleApiPath(consoleApiPaths.contentEvent, { id });
  const formUrl = (id: string, categoryId: string) => consoleApiPath(consoleApiPaths.contentEventForm, { id, categoryId });
  const publicTitles = async () => (await t.app.inject({ method: "GET", url: "/api/events" })).json<{ title: string }[]>().map((e) => e.title);
  /** The public list within a second: the cached copy is dropped by the tables' notification. */
  const publicTitlesSoon = async (expectation: (titles: string[]) => boolean) => {
    const until = Date.now() + 1000;
    let titles = await publicTitles();
    while (!expectation(titles) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      titles = await publicTitles();
    }
    return titles;
  };
  const activity = (subjectId: string) => t.db.select().from(activityLog).where(eq(activityLog.subjectId, subjectId));

  it("creates an event that the public list shows within a second, and lists it for the editor", async () => {
    expect(await publicTitles()).not.toContain("Comet Watch"); // cached now
    const response = await send("POST", consoleApiPaths.contentEvents, newEvent);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(await publicTitlesSoon((titles) => titles.includes("Comet Watch"))).toContain("Comet Watch");

    const listResponse = await get(consoleApiPaths.contentEvents);
    expect(listResponse.statusCode, listResponse.body).toBe(200);
    const listed = listResponse.json<{ events: EventListItem[] }>().events.find((e) => e.id === id);
    expect(listed).toMatchObject({ title: "Comet Watch", active: true, registrations: 0, categories: [], startsAt: "2027-03-05T13:30:00.000Z", ready: false });
    const detail = (await get(eventUrl(id))).json<EventDetail>();
    expect(detail.values).toEqual({ ...newEvent, kind: "event", waitlistEnabled: false, participantsMayBeUnder18: false, remindersEnabled: true });
    const [entry] = await activity(id);
    expect(entry).toMatchObject({ action: "content-added", subjectType: "events", organiserEmail: editor.email, details: { name: "Comet Watch" } });
  });

  it("changes an event, recording the fields that changed, and hides it from visitors when deactivated", async () => {
    const { id } = (await send("POST", consoleApiPaths.contentEvents, { ...newEvent, title: "Moon Walk" })).json<{ id: string }>();
    const changed = await send("PATCH", eventUrl(id), { ...newEvent, title: "Moon Walk", location: "Field", registrationMode: "embed", googleFormUrl: "https://forms.example.org/moon" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().changed).toEqual(["location", "googleFormMode", "googleFormUrl"]);
    const entries = await activity(id);
    expect(entries.find((e) => e.action === "content-changed")?.details).toEqual({ name: "Moon Walk", fields: ["location", "googleFormMode", "googleFormUrl"] });

    expect(await publicTitlesSoon((titles) => titles.includes("Moon Walk"))).toContain("Moon Walk");
    expect((await send("PATCH", consoleApiPath(consoleApiPaths.contentEventActive, { id }), { active: false })).statusCode).toBe(200);
    expect(await publicTitlesSoon((titles) => !titles.includes("Moon Walk"))).not.toContain("Moon Walk");
  });

  it("marks an event as a workshop, which the public list says; a kind not offered is refused at its field and nothing stored", async () => {
    const created = await send("POST", consoleApiPaths.contentEvents, { ...newEvent, title: "Soldering Workshop", kind: "workshop" });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await get(eventUrl(id))).json<EventDetail>().values.kind).toBe("workshop");
    await publicTitlesSoon((titles) => titles.includes("Soldering Workshop"));
    const listed = (await t.app.inject({ method: "GET", url: "/api/events" })).json<{ id: string; kind: string; ended: boolean }[]>().find((event) => event.id === id);
    expect(listed).toMatchObject({ kind: "workshop", ended: false });

    const refused = await send("POST", consoleApiPaths.contentEvents, { ...newEvent, title: "Soldering Talk", kind: "seminar" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: "body.kind", message: "Choose whether it is an event or a workshop." }]);
    const changed = await send("PATCH", eventUrl(id), { ...newEvent, title: "Soldering Workshop", kind: "lecture" });
    expect(changed.statusCode).toBe(400);
    expect((await get(eventUrl(id))).json<EventDetail>().values.kind).toBe("workshop");
    const events = (await get(consoleApiPaths.contentEvents)).json<{ events: EventListItem[] }>().events;
    expect(events.some((event) => event.title === "Soldering Talk")).toBe(false);
  });

  it("refuses what the editor's form refuses, with the same messages at the field", async () => {
    const response = await send("POST", consoleApiPaths.contentEvents, {
      ...newEvent,
      title: " ",
      endsAt: "2027-03-05T18:00",
      photosUrl: "javascript:alert(1)",
      registrationMode: "redirect",
    });
    expect(response.statusCode).toBe(400);
    const issues = response.json<{ issues: { path: string; message: string }[] }>().issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "body.title", message: "Give the event a title." },
        { path: "body.photosUrl", message: "Enter a full address starting with https:// or http://." },
      ]),
    );
    // The cross-field rules run once every field is valid on its own.
    const crossField = await send("POST", consoleApiPaths.contentEvents, { ...newEvent, endsAt: "2027-03-05T18:00", registrationMode: "redirect" });
    expect(crossField.json().issues).toEqual([
      { path: "body.endsAt", message: "The end must be after the start." },
      { path: "body.googleFormUrl", message: "Enter the address of the outside form." },
    ]);
    expect((await send("POST", consoleApiPaths.contentEvents, { ...newEvent, extra: 1 })).statusCode).toBe(400);
  });

  it("refuses a cover on another site and a line break in a one-line field, each at its field, and keeps the description's line breaks (docs/security.md)", async () => {
    const before = (await get(consoleApiPaths.contentEvents)).json<{ events: EventListItem[] }>().events.length;
    const response = await send("POST", consoleApiPaths.contentEvents, {
      ...newEvent,
      title: "Comet\r\nBcc: victim@example.org",
      location: "Roof\u2028Building 2",
      coverImageUrl: "https://tracker.example/pixel.webp",
      photosUrl: "https://photos.example.org/\r\nx",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "body.title", message: singleLineMessage("The title") },
      { path: "body.location", message: singleLineMessage("The location") },
      { path: "body.coverImageUrl", message: eventMessages.coverLink },
      { path: "body.photosUrl", message: singleLineMessage("An address") },
    ]);
    const builder = await send("PATCH", formUrl(ev.geminidAstronomyNight, cat.open), { fields: [field("Name\nBcc: x@example.org", "name")] });
    expect(builder.json().issues).toEqual([{ path: "body.fields.0.label", message: singleLineMessage("A label") }]);
    expect((await get(consoleApiPaths.contentEvents)).json<{ events: EventListItem[] }>().events).toHaveLength(before);

    const sample = "/images/sample/event-olympiad.webp";
    const created = await send("POST", consoleApiPaths.contentEvents, { ...newEvent, title: "Two lines", description: "First line.\r\nSecond line.", coverImageUrl: sample });
    expect(created.statusCode, created.body).toBe(201);
    const { values } = (await get(eventUrl(created.json<{ id: string }>().id))).json<EventDetail>();
    expect([values.description, values.coverImageUrl]).toEqual(["First line.\r\nSecond line.", sample]);
  });

  it("refuses a form with duplicate names, a choice without options or an unknown type, each at its field", async () => {
    const response = await send("PATCH", formUrl(ev.geminidAstronomyNight, cat.open), {
      fields: [field("Name", "name"), field("Name again", "Name"), field("Size", "size", "select"), field("Mood", "mood", "rating")],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "body.fields.3.type", message: formBuilderMessages.unknownType("rating") },
      { path: "body.fields.1.name", message: formBuilderMessages.nameTaken },
      { path: "body.fields.2.options", message: formBuilderMessages.optionsRequired },
    ]);
    expect(await t.db.select().from(eventRegistrationForms).where(eq(eventRegistrationForms.eventId, ev.geminidAstronomyNight))).toEqual([]);
  });

  it("saves a form at the builder's limits, in Bangla: 50 choice fields of 50 options, every text and its Bangla twin at its longest", async () => {
    const { id } = (await send("POST", consoleApiPaths.contentEvents, { ...newEvent, title: "Biggest Form" })).json<{ id: string }>();
    const long = (text: string, length: number) => text.padEnd(length, "ক");
    const fields = Array.from({ length: maxFormFields }, (_, i) =>
      field(long(`প্রশ্ন ${i}`, 200), long(`field_${i}_`, 100).replace(/ক/g, "x"), "select", {
        placeholder: long("বেছে নিন", 200),
        options: Array.from({ length: maxFieldOptions }, (_, o) => long(`উত্তর ${o} `, 200)),
        labelBn: long(`প্রশ্ন বাংলায় ${i}`, 200),
        placeholderBn: long("বাছুন", 200),
        optionsBn: Array.from({ length: maxFieldOptions }, (_, o) => long(`বাংলা উত্তর ${o} `, 200)),
      }),
    );
    const body = JSON.stringify({ fields, capacity: null });
    // Well over the console's 64 KB, and within the route's own limit.
    expect(Buffer.byteLength(body)).toBeGreaterThan(3_000_000);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(eventFormBodyLimit);
    const saved = await send("PATCH", formUrl(id, cat.school), JSON.parse(body) as object);
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    const form = (await t.app.inject({ method: "GET", url: `/api/events/${id}/categories/${cat.school}/form` })).json<{ fields: { options: string[]; optionsBn: string[] | null }[] }>();
    expect(form.fields).toHaveLength(maxFormFields);
    expect(form.fields[49]?.options[49]).toBe(long("উত্তর 49 ", 200));
    expect(form.fields[49]?.optionsBn?.[49]).toBe(long("বাংলা উত্তর 49 ", 200));
  });

  it("adds an event hidden unless asked, and lists it not ready until visitors have a way to register: a category with a form, or an outside form", async () => {
    const { active: _shown, ...unshown } = newEvent;
    const listed = async (id: string) => (await get(consoleApiPaths.contentEvents)).json<{ events: EventListItem[] }>().events.find((e) => e.id === id);
    const { id } = (await send("POST", consoleApiPaths.contentEvents, { ...unshown, title: "Aurora Talk" })).json<{ id: string }>();
    expect(await listed(id)).toMatchObject({ active: false, categories: [], ready: false });
    expect(await publicTitles()).not.toContain("Aurora Talk");

    expect((await send("PATCH", formUrl(id, cat.school), { fields: [field("Full name", "full_name")], capacity: null })).statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ categories: ["School (Class 6-10)"], ready: true });
    expect((await send("DELETE", formUrl(id, cat.school))).statusCode).toBe(204);
    expect(await listed(id)).toMatchObject({ categories: [], ready: false });

    const outside = (await send("POST", consoleApiPaths.contentEvents, { ...unshown, title: "Aurora Sign-up", registrationMode: "redirect", googleFormUrl: "https://forms.example.org/aurora" })).json<{ id: string }>();
    expect(await listed(outside.id)).toMatchObject({ categories: [], ready: true });
    const past = (await send("POST", consoleApiPaths.contentEvents, { ...unshown, title: "Aurora Photos", photosUrl: "https://photos.example.org/aurora" })).json<{ id: string }>();
    expect(await listed(past.id)).toMatchObject({ past: true, ready: true });
  });

  it("saves a category's form, which visitors get at once; a changed form with registrations keeps its earlier version for their labels", async () => {
    const { id } = (await send("POST", consoleApiPaths.contentEvents, { ...newEvent, title: "Star Party" })).json<{ id: string }>();
    const saved = await send("PATCH", formUrl(id, cat.school), {
      fields: [field("Full name", "full_name", "text", { required: true }), field("T-shirt", "t_shirt", "radio", { options: ["S", "M"] }), field("Notes", "notes", "text", { options: ["dropped"] })],
      capacity: 10,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const categories = (await t.app.inject({ method: "GET", url: `/api/events/${id}/categories` })).json<{ name: string }[]>();
    expect(categories.map((c) => c.name)).toEqual(["School (Class 6-10)"]);
    const form = (await t.app.inject({ method: "GET", url: `/api/events/${id}/categories/${cat.school}/form` })).json<{ fields: { name: string; options: string[]; placeholder: string }[] }>();
    expect(form.fields.map((f) => f.name)).toEqual(["full_name", "t_shirt", "notes"]);
    expect(form.fields[2]).toMatchObject({ options: [], placeholder: "Enter Notes" });

    // A form without registrations is changed in place.
    await send("PATCH", formUrl(id, cat.school), { fields: [field("Full name", "full_name"), field("T-shirt", "t_shirt", "radio", { options: ["S", "M"] })], capacity: 10 });
    const rows = () => t.db.select().from(eventRegistrationForms).where(and(eq(eventRegistrationForms.eventId, id), eq(eventRegistrationForms.categoryId, cat.school)));
    expect(await rows()).toHaveLength(1);

    await t.db.insert(eventRegistrations).values({ eventId: id, categoryId: cat.school, registrationData: { full_name: "Nadia", t_shirt: "M" } });
    const detail = (await get(eventUrl(id))).json<EventDetail>();
    expect(detail.forms).toEqual([expect.objectContaining({ categoryId: cat.school, registrations: 1, capacity: 10 })]);

    const changed = await send("PATCH", formUrl(id, cat.school), { fields: [field("Your name", "your_name", "text", { required: true })], capacity: 10 });
    expect(changed.statusCode, changed.body).toBe(200);
    const versions = await rows();
    expect(versions.map((v) => v.active).sort()).toEqual([false, true]);
    const table = (await get(`${consoleApiPaths.registrations}?event=${id}`, admin)).json<RegistrationListAnswer>();
    expect(table.columns.map((c) => [c.name, c.label])).toEqual([
      ["your_name", "Your name"],
      ["full_name", "Full name"],
      ["t_shirt", "T-shirt"],
    ]);
    const entry = (await activity(id)).find((e) => e.subjectType === "event_registration_forms" && e.details && (e.details as { earlierVersionKept?: boolean }).earlierVersionKept);
    expect(entry?.details).toMatchObject({ name: "School (Class 6-10) for Star Party", fields: ["your_name", "full_name", "t_shirt"], registrations: 1 });

    // Taking the category off keeps the form (deactivated) for those answers; the event with registrations is not deleted.
    expect((await send("DELETE", formUrl(id, cat.school))).statusCode).toBe(204);
    expect((await rows()).every((v) => !v.active)).toBe(true);
    const refused = await send("DELETE", eventUrl(id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This event has 1 registration, which are kept: deactivate it instead of deleting it.");
  });

  it("keeps a field added to the second category's form: saved to that category, visitors get it, and the registrations table has its column", async () => {
    const { id } = (await send("POST", consoleApiPaths.contentEvents, { ...newEvent, title: "Two Forms Night" })).json<{ id: string }>();
    const starter = field("Full name", "full_name", "text", { required: true });
    // As the editor does it: each category added with the starter field, then its own fields added and saved.
    for (const categoryId of [cat.school, cat.university]) expect((await send("PATCH", formUrl(id, categoryId), { fields: [starter] })).statusCode).toBe(200);
    expect((await send("PATCH", formUrl(id, cat.school), { fields: [starter, field("About you", "about_you", "textarea")] })).statusCode).toBe(200);
    expect((await send("PATCH", formUrl(id, cat.university), { fields: [starter, field("University name", "university_name")] })).statusCode).toBe(200);

    const detail = (await get(eventUrl(id))).json<EventDetail>();
    expect(detail.forms.map((f) => [f.categoryId, f.fields.map((x) => x.name)])).toEqual([
      [cat.school, ["full_name", "about_you"]],
      [cat.university, ["full_name", "university_name"]],
    ]);
    const form = (await t.app.inject({ method: "GET", url: `/api/events/${id}/categories/${cat.university}/form` })).json<{ fields: { name: string }[] }>();
    expect(form.fields.map((f) => f.name)).toEqual(["full_name", "university_name"]);

    const registered = await t.app.inject({
      method: "POST",
      url: "/api/event-registrations",
      payload: withConsentVersions({ eventId: id, categoryId: cat.university, registrationData: { full_name: "Rafi Ahmed", university_name: "BUET" } }),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const table = (await get(`${consoleApiPaths.registrations}?event=${id}`, admin)).json<RegistrationListAnswer>();
    expect(table.columns.map((c) => [c.name, c.label, c.categories])).toEqual([
      ["full_name", "Full name", [cat.school, cat.university]],
      ["about_you", "About you", [cat.school]],
      ["university_name", "University name", [cat.university]],
    ]);
    expect(table.categories.map((c) => [c.id, c.registrations])).toEqual([
      [cat.school, 0],
      [cat.university, 1],
    ]);
    expect(table.rows.map((r) => r.answers)).toEqual([{ full_name: "Rafi Ahmed", university_name: "BUET" }]);
    const filtered = (await get(`${consoleApiPaths.registrations}?event=${id}&category=${cat.university}`, admin)).json<RegistrationListAnswer>();
    expect(filtered.columns.map((c) => c.name)).toContain("university_name");
    expect(filtered.rows).toHaveLength(1);
  });

  it("deletes an event without registrations, with its forms", async () => {
    const { id } = (await send("POST", consoleApiPaths.contentEvents, { ...newEvent, title: "Brief Event" })).json<{ id: string }>();
    await send("PATCH", formUrl(id, cat.open), { fields: [field("Name", "name")] });
    expect((await send("DELETE", eventUrl(id))).statusCode).toBe(204);
    expect((await get(eventUrl(id))).statusCode).toBe(404);
    expect((await activity(id)).map((e) => e.action)).toContain("content-deleted");
  });

  it("manages categories: add, refuse a name taken in any case, change, reorder, deactivate, delete", async () => {
    const list = async () => (await get(consoleApiPaths.contentEventCategories)).json<{ categories: CategoryListItem[] }>().categories;
    const added = await send("POST", consoleApiPaths.contentEventCategories, { name: "Alumni", description: "Former members", active: true });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ id: string }>();
    expect((await list()).at(-1)).toMatchObject({ id, name: "Alumni", active: true, events: 0, registrations: 0 });
    const taken = await send("POST", consoleApiPaths.contentEventCategories, { name: "alumni" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Another category already has this name.");

    expect((await send("PATCH", consoleApiPath(consoleApiPaths.contentEventCategory, { id }), { name: "Alumni members", active: true })).statusCode).toBe(200);
    const reordered = await send("PATCH", consoleApiPaths.contentEventCategoriesOrder, { ids: [id, cat.university] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await list()).slice(0, 2).map((c) => c.name)).toEqual(["Alumni members", "University"]);
    expect((await send("PATCH", consoleApiPaths.contentEventCategoriesOrder, { ids: [id, id] })).statusCode).toBe(400);

    // A deactivated category is no longer offered to visitors.
    const offered = async () => (await t.app.inject({ method: "GET", url: `/api/events/${ev.roboticsWorkshop}/categories` })).json<{ id: string }[]>().map((c) => c.id);
    expect(await offered()).toContain(cat.university);
    await send("PATCH", consoleApiPath(consoleApiPaths.contentEventCategoryActive, { id: cat.university }), { active: false });
    expect(await offered()).not.toContain(cat.university);
    await send("PATCH", consoleApiPath(consoleApiPaths.contentEventCategoryActive, { id: cat.university }), { active: true });

    expect((await send("DELETE", consoleApiPath(consoleApiPaths.contentEventCategory, { id }))).statusCode).toBe(204);
    expect((await list()).map((c) => c.id)).not.toContain(id);
    const entries = await activity(id);
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(["content-added", "content-changed", "content-deleted"]));
    expect(entries.find((e) => e.action === "content-changed")?.details).toEqual({ name: "Alumni members", fields: ["name", "description"] });
  });

  it("stores an uploaded cover as a 16:9 WebP under /media, and refuses a file that is no picture", async () => {
    const upload = (bytes: Buffer) =>
      t.app.inject({ method: "POST", url: consoleApiPaths.contentEventCover, headers: { origin: siteOrigin, cookie: editor.cookie, "content-type": "application/octet-stream" }, payload: bytes });
    const stored = await upload(solidPng(160, 90));
    expect(stored.statusCode, stored.body).toBe(201);
    const { url } = stored.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect((await upload(Buffer.from("%PDF-1.4 not a picture"))).statusCode).toBe(415);
    const { id } = (await send("POST", consoleApiPaths.contentEvents, { ...newEvent, title: "Covered", coverImageUrl: url })).json<{ id: string }>();
    expect((await get(eventUrl(id))).json<EventDetail>().values.coverImageUrl).toBe(url);
  });

  it("refuses a reviewer every editor route", async () => {
    const reviewer = await signedInAs(t, "reviewer");
    expect((await get(consoleApiPaths.contentEvents, reviewer)).statusCode).toBe(403);
    expect((await send("POST", consoleApiPaths.contentEvents, newEvent, reviewer)).statusCode).toBe(403);
  });
});
