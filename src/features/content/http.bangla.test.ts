import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubEvent, EventCategory, EventRegistrationForm } from "#shared/api/events.ts";
import type { ClubPartner } from "#features/people-lists/contract.ts";
import type { Project, Publication } from "#features/club-work/contract.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { categoryMessages, eventMessages, type CategoryListItem, type EventDetail } from "#features/events/contract.ts";
import { contentMessages } from "./fields.ts";
import type { ContentRow } from "./contract.ts";
import { formBuilderMessages } from "#features/events/contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { defaultRateLimit } from "#server/app.ts";
import { eventRegistrationForms, eventRegistrations, events } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { withConsentVersions } from "#tests/support/factories.ts";

/**
 * Content in both languages: every editor-written text the public
 * site shows takes an optional Bangla twin, stored, read back, carried by the public lists, held to
 * the English field's limits, and null when left empty.
 */

const field = (label: string, name: string, type = "text", more: object = {}) => ({ label, name, type, placeholder: "", required: false, options: [], ...more });
const newEvent = { title: "Comet Watch", startsAt: "2027-03-05T19:30", registrationMode: "native", active: true };

describe.each(testDatabaseKinds)("Bangla content on %s", (kind) => {
  let t: TestApp;
  let editor: SignedInOrganiser;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, rateLimit: { ...defaultRateLimit, max: 1000, signInMax: 1000 } });
    editor = await signedInAs(t, "editor");
  }, 180_000);
  afterAll(() => t.close());

  const send = (method: "POST" | "PATCH", url: string, payload: object) =>
    t.app.inject({ method, url, headers: { origin: siteOrigin, cookie: editor.cookie }, payload });
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: editor.cookie } });
  /** A public list, polled for up to a second until `check` holds (the cache is dropped by a notification). */
  async function publicSoon<T>(url: string, check: (rows: T[]) => boolean): Promise<T[]> {
    const deadline = Date.now() + 1000;
    for (;;) {
      const rows = (await t.app.inject({ method: "GET", url })).json<T[]>();
      if (check(rows) || Date.now() > deadline) return rows;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const addEvent = async (values: object) => {
    const response = await send("POST", consoleApiPaths.contentEvents, { ...newEvent, ...values });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const addCategory = async (values: object) => {
    const response = await send("POST", consoleApiPaths.contentEventCategories, { active: true, ...values });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const formUrl = (id: string, categoryId: string) => consoleApiPath(consoleApiPaths.contentEventForm, { id, categoryId });

  it("stores an event's Bangla title, description and location, trimmed, reads them back, and the public list carries them", async () => {
    const id = await addEvent({
      title: "Star Party",
      titleBn: "  তারা দেখার রাত ",
      description: "Telescopes on the roof.",
      descriptionBn: "ছাদে দূরবীন।\nসবাই আমন্ত্রিত।",
      location: "Roof",
      locationBn: "ছাদ",
    });
    const detail = (await get(consoleApiPath(consoleApiPaths.contentEvent, { id }))).json<EventDetail>();
    expect(detail.values).toMatchObject({ titleBn: "তারা দেখার রাত", descriptionBn: "ছাদে দূরবীন।\nসবাই আমন্ত্রিত।", locationBn: "ছাদ" });
    const listed = (await publicSoon<ClubEvent>(apiPaths.events, (rows) => rows.some((e) => e.id === id))).find((e) => e.id === id);
    expect(listed).toMatchObject({ title: "Star Party", titleBn: "তারা দেখার রাত", description: "Telescopes on the roof.", descriptionBn: "ছাদে দূরবীন।\nসবাই আমন্ত্রিত।", locationBn: "ছাদ" });
  });

  it("stores a Bangla text left empty as null, and a change back to empty clears it", async () => {
    const id = await addEvent({ title: "Moon Walk", titleBn: "", descriptionBn: "   " });
    const [row] = await t.db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ titleBn: null, descriptionBn: null, locationBn: null });
    expect((await send("PATCH", consoleApiPath(consoleApiPaths.contentEvent, { id }), { ...newEvent, title: "Moon Walk", titleBn: "চাঁদে হাঁটা" })).statusCode).toBe(200);
    const changed = await send("PATCH", consoleApiPath(consoleApiPaths.contentEvent, { id }), { ...newEvent, title: "Moon Walk", titleBn: "" });
    expect(changed.json().changed).toEqual(["titleBn"]);
    const listed = (await publicSoon<ClubEvent>(apiPaths.events, (rows) => rows.some((e) => e.id === id && e.titleBn === null))).find((e) => e.id === id);
    expect(listed).toMatchObject({ title: "Moon Walk", titleBn: null, descriptionBn: null, locationBn: null });
  });

  it("holds a Bangla text to its English field's limits, with a 400 naming the field, and stores nothing", async () => {
    const before = await t.db.select().from(events);
    const response = await send("POST", consoleApiPaths.contentEvents, { ...newEvent, title: "Too Long", titleBn: "ক".repeat(201), descriptionBn: "খ".repeat(5001), locationBn: "ছাদ\nনিচে" });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "body.titleBn", message: eventMessages.titleBnTooLong },
      { path: "body.descriptionBn", message: eventMessages.descriptionBnTooLong },
      { path: "body.locationBn", message: "The Bangla location must be one line, without line breaks or control characters" },
    ]);
    expect(await t.db.select().from(events)).toHaveLength(before.length);

    const category = await send("POST", consoleApiPaths.contentEventCategories, { name: "Guardians", nameBn: "অ".repeat(201) });
    expect(category.statusCode).toBe(400);
    expect(category.json().issues).toEqual([{ path: "body.nameBn", message: categoryMessages.nameBnTooLong }]);
  });

  it("stores a category's Bangla name and description; the console and the event's public categories carry them", async () => {
    const categoryId = await addCategory({ name: "Guardians", nameBn: "অভিভাবক", description: "For parents.", descriptionBn: "" });
    const listed = (await get(consoleApiPaths.contentEventCategories)).json<{ categories: CategoryListItem[] }>().categories.find((c) => c.id === categoryId);
    expect(listed).toMatchObject({ name: "Guardians", nameBn: "অভিভাবক", description: "For parents.", descriptionBn: null });

    const id = await addEvent({ title: "Open Day" });
    expect((await send("PATCH", formUrl(id, categoryId), { fields: [field("Full name", "full_name")], capacity: null })).statusCode).toBe(200);
    const categories = (await t.app.inject({ method: "GET", url: `/api/events/${id}/categories` })).json<EventCategory[]>();
    expect(categories).toEqual([expect.objectContaining({ id: categoryId, name: "Guardians", nameBn: "অভিভাবক", descriptionBn: null })]);
  });

  it("stores a form field's Bangla label, placeholder and options, which the event's public form carries beside the English", async () => {
    const categoryId = await addCategory({ name: "Bangla Form Guests" });
    const id = await addEvent({ title: "Bangla Form Night" });
    const saved = await send("PATCH", formUrl(id, categoryId), {
      fields: [
        field("Full name", "full_name", "text", { required: true, labelBn: " পুরো নাম ", placeholderBn: "আপনার নাম" }),
        field("T-shirt", "t_shirt", "radio", { options: ["Small", "Large"], labelBn: "টি-শার্ট", optionsBn: ["ছোট", "বড়"] }),
        field("Notes", "notes", "textarea", { labelBn: "", placeholderBn: "", optionsBn: [] }),
      ],
      capacity: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const form = (await t.app.inject({ method: "GET", url: `/api/events/${id}/categories/${categoryId}/form` })).json<EventRegistrationForm>();
    expect(form.fields).toEqual([
      { name: "full_name", label: "Full name", type: "text", placeholder: "Enter Full name", required: true, options: [], labelBn: "পুরো নাম", placeholderBn: "আপনার নাম", optionsBn: null },
      { name: "t_shirt", label: "T-shirt", type: "radio", placeholder: "Enter T-shirt", required: false, options: ["Small", "Large"], labelBn: "টি-শার্ট", placeholderBn: null, optionsBn: ["ছোট", "বড়"] },
      { name: "notes", label: "Notes", type: "textarea", placeholder: "Enter Notes", required: false, options: [], labelBn: null, placeholderBn: null, optionsBn: null },
    ]);
    // The builder reads the same texts back; a Bangla text left empty is not stored at all.
    const detail = (await get(consoleApiPath(consoleApiPaths.contentEvent, { id }))).json<EventDetail>();
    expect(detail.forms[0]?.fields[1]).toMatchObject({ labelBn: "টি-শার্ট", optionsBn: ["ছোট", "বড়"] });
    const [stored] = await t.db.select().from(eventRegistrationForms).where(eq(eventRegistrationForms.eventId, id));
    expect(stored?.formFields[2]).toEqual({ label: "Notes", name: "notes", type: "textarea", placeholder: "", required: false, options: [] });
  });

  it("refuses Bangla options that do not match the English ones one for one with a 400 at the field, and keeps the stored form", async () => {
    const categoryId = await addCategory({ name: "Mismatch Guests" });
    const id = await addEvent({ title: "Mismatch Night" });
    const first = [field("Size", "size", "select", { options: ["S", "M", "L"], optionsBn: ["ছোট", "মাঝারি", "বড়"] })];
    expect((await send("PATCH", formUrl(id, categoryId), { fields: first, capacity: null })).statusCode).toBe(200);

    const refused = await send("PATCH", formUrl(id, categoryId), { fields: [field("Size", "size", "select", { options: ["S", "M", "L"], optionsBn: ["ছোট", "বড়"] })], capacity: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: "body.fields.0.optionsBn", message: formBuilderMessages.optionsBnCount(2, 3) }]);
    const rows = await t.db.select().from(eventRegistrationForms).where(and(eq(eventRegistrationForms.eventId, id), eq(eventRegistrationForms.categoryId, categoryId)));
    expect(rows.map((row) => row.formFields[0]?.optionsBn)).toEqual([["ছোট", "মাঝারি", "বড়"]]);
  });

  it("keys a registration's answers by field name whatever language the labels are in: English options are the answers, Bangla ones are refused", async () => {
    const categoryId = await addCategory({ name: "Keyed Guests" });
    const id = await addEvent({ title: "Keyed Night" });
    const fields = [
      field("Full name", "full_name", "text", { required: true, labelBn: "পুরো নাম" }),
      field("Size", "size", "radio", { required: true, options: ["Small", "Large"], labelBn: "মাপ", optionsBn: ["ছোট", "বড়"] }),
      field("Topics", "topics", "checkboxes", { options: ["Stars", "Moon"], labelBn: "বিষয়", optionsBn: ["তারা", "চাঁদ"] }),
    ];
    expect((await send("PATCH", formUrl(id, categoryId), { fields, capacity: null })).statusCode).toBe(200);
    const register = (registrationData: object) =>
      t.app.inject({ method: "POST", url: apiPaths.eventRegistrations, headers: { origin: siteOrigin }, payload: withConsentVersions({ eventId: id, categoryId, registrationData }) });

    const keyedByLabel = await register({ "পুরো নাম": "নাদিয়া", মাপ: "ছোট" });
    expect(keyedByLabel.statusCode).toBe(400);
    const inBangla = await register({ full_name: "নাদিয়া ইসলাম", size: "বড়", topics: ["চাঁদ"] });
    expect(inBangla.statusCode).toBe(400);
    expect(JSON.stringify(inBangla.json().issues)).toContain("size");

    const accepted = await register({ full_name: "নাদিয়া ইসলাম", size: "Large", topics: ["Moon"] });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [stored] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, id));
    expect(stored?.registrationData).toEqual({ full_name: "নাদিয়া ইসলাম", size: "Large", topics: ["Moon"] });
  });

  it("stores the Bangla texts of projects, publications and partners, empty as null, too long refused, and the public lists carry them", async () => {
    const addRow = async (list: string, values: object) => {
      const response = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list }), values);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ row: ContentRow }>().row;
    };
    const project = await addRow("projects", {
      title: "Weather balloon",
      titleBn: "আবহাওয়া বেলুন",
      kind: "research",
      description: "Sensors.",
      descriptionBn: "",
      lead: "IT department",
      leadBn: "আইটি বিভাগ",
      duration: "3 months",
      durationBn: "",
      funding: "Club fund",
      fundingBn: "ক্লাব তহবিল",
    });
    expect(project.values).toMatchObject({ titleBn: "আবহাওয়া বেলুন", descriptionBn: null, leadBn: "আইটি বিভাগ", durationBn: null });
    const publication = await addRow("publications", { title: "Small rockets", titleBn: "ছোট রকেট", type: "research_paper", abstractBn: "রকেট নিয়ে।" });
    const partner = await addRow("club-partners", { name: "Dr. Karim", roleTitle: "Mentor", roleTitleBn: "পরামর্শদাতা", bio: "Physicist.", bioBn: "পদার্থবিজ্ঞানী।" });

    const projects = await publicSoon<Project>(apiPaths.projects, (rows) => rows.some((r) => r.id === project.id));
    expect(projects.find((r) => r.id === project.id)).toMatchObject({
      title: "Weather balloon",
      titleBn: "আবহাওয়া বেলুন",
      descriptionBn: null,
      kind: "research",
      lead: "IT department",
      leadBn: "আইটি বিভাগ",
      duration: "3 months",
      durationBn: null,
      funding: "Club fund",
      fundingBn: "ক্লাব তহবিল",
    });
    const publications = await publicSoon<Publication>(apiPaths.publications, (rows) => rows.some((r) => r.id === publication.id));
    expect(publications.find((r) => r.id === publication.id)).toMatchObject({ titleBn: "ছোট রকেট", abstractBn: "রকেট নিয়ে।" });
    const partners = await publicSoon<ClubPartner>(apiPaths.clubPartners, (rows) => rows.some((r) => r.id === partner.id));
    expect(partners.find((r) => r.id === partner.id)).toMatchObject({ name: "Dr. Karim", roleTitleBn: "পরামর্শদাতা", bioBn: "পদার্থবিজ্ঞানী।" });

    const refused = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list: "projects" }), {
      title: "Kite",
      kind: "student",
      titleBn: "ঘ".repeat(201),
      descriptionBn: "ঙ".repeat(5001),
      leadBn: "চ".repeat(201),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      titleBn: contentMessages.tooLong("Title in Bangla", 200),
      descriptionBn: contentMessages.tooLong("Description in Bangla", 5000),
      leadBn: contentMessages.tooLong("Lead in Bangla", 200),
    });
    expect(contentMessages.tooLong("Title in Bangla", 200)).toBe("The title in Bangla may have at most 200 characters.");
  });

  it("stores members' Bangla role titles, which the public lists carry while ranking and grouping still read the English title", async () => {
    const add = async (list: string, values: object) => {
      const response = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list }), values);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ row: ContentRow }>().row.id;
    };
    const team = await add("team-members", { name: "Nusrat Jahan", roleTitle: "Designer", roleTitleBn: "নকশাকার" });
    const president = await add("executive-members", { name: "Tahmid Hasan", title: "President", titleBn: "সভাপতি" });
    const reporter = await add("sub-executive-members", { name: "Farhan Ahmed", title: "Reporter", titleBn: "" });
    const alumnus = await add("alumni-members", { name: "Sadia Islam", jobTitle: "Engineer", jobTitleBn: "প্রকৌশলী", graduationYear: 2019 });

    const byId = <T extends { id: string }>(rows: T[], id: string) => rows.find((row) => row.id === id);
    type Row = { id: string; [key: string]: unknown };
    expect(byId(await publicSoon<Row>(apiPaths.teamMembers, (rows) => rows.some((r) => r.id === team)), team)).toMatchObject({ roleTitle: "Designer", roleTitleBn: "নকশাকার" });
    const executives = await publicSoon<Row>(apiPaths.executiveMembers, (rows) => rows.some((r) => r.id === president));
    expect(byId(executives, president)).toMatchObject({ title: "President", titleBn: "সভাপতি" });
    // Ranked as a president by the English title: before every executive who is not one.
    expect(executives.findIndex((r) => r.id === president)).toBeLessThan(executives.findIndex((r) => r.title !== "President"));
    expect(byId(await publicSoon<Row>(apiPaths.subExecutiveMembers, (rows) => rows.some((r) => r.id === reporter)), reporter)).toMatchObject({ title: "Reporter", titleBn: null });
    expect(byId(await publicSoon<Row>(apiPaths.alumniMembers, (rows) => rows.some((r) => r.id === alumnus)), alumnus)).toMatchObject({ jobTitleBn: "প্রকৌশলী" });
  });

  it("never asks for a name in Bangla: names of people stay as entered", async () => {
    const response = await send("POST", consoleApiPath(consoleApiPaths.contentRows, { list: "club-partners" }), { name: "Dr. Karim", nameBn: "ড. করিম" });
    expect(response.statusCode).toBe(400);
  });
});
