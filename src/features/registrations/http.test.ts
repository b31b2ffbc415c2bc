import { pathToFileURL } from "node:url";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import type { RegistrationDetail, RegistrationEventsAnswer, RegistrationListAnswer } from "./contract.ts";
import { uploadBucket, uploadKey } from "#shared/registration-uploads.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev, sampleEvents } from "#server/db/sample-content.ts";
import { activityLog, eventRegistrations } from "#server/db/schema.ts";
import { createTestApp, localTestStorage, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { startS3TestServer, type S3TestServer } from "#tests/support/s3-server.ts";
import { solidPng, tinyPdf } from "#tests/support/upload-files.ts";
import { dhakaDateTime, exportDate } from "#server/console/csv-export.ts";
import { fileViewWindowMs } from "./http.server.ts";
import { parseCsv } from "#tests/support/csv.ts";

const missingId = "7d1f0c4e-3b2a-4c59-9e8d-000000000000";
const festival = ev.nationalScienceFestival2027;
const festivalTitle = "12th National Science Festival 2027";
const olympiad = ev.scienceOlympiad2027;


const at = (day: number) => new Date(Date.UTC(2026, 10, day, 4, 30));

describe.each(testDatabaseKinds)("console registrations on %s with local storage", (kind) => {
  let t: TestApp;
  let reviewer: SignedInOrganiser;
  const storageRoot = localTestStorage();
  const ids: Record<string, string> = {};
  const png = solidPng(6, 4, [200, 30, 90]);

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: reviewer.cookie } });
  const list = async (query: string) => {
    const response = await get(`${consoleApiPaths.registrations}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as RegistrationListAnswer;
  };
  const fileUrl = (id: string, field: string) => consoleApiPath(consoleApiPaths.registrationFile, { id, field });
  const stored = async (key: string, bytes: Buffer, type: string) => {
    await t.app.storage.create(key, bytes, type);
    return t.app.storage.referenceOf(key);
  };
  const insert = async (name: string, values: Omit<typeof eventRegistrations.$inferInsert, "id">) => {
    const [row] = await t.db.insert(eventRegistrations).values(values).returning({ id: eventRegistrations.id });
    ids[name] = row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, storage: storageRoot });
    reviewer = await signedInAs(t, "reviewer");
    const proposalKey = uploadKey(festival, "project_proposal", 1_795_000_000_001, "pdf");
    await insert("school", {
      eventId: festival,
      categoryId: cat.school,
      createdAt: at(1),
      registrationData: {
        student_s_full_name: "রাফি আহমেদ",
        school_name: "Tejgaon Government High School",
        class: "Class 9",
        segment: "Project Display",
        project_proposal: await stored(proposalKey, tinyPdf(), "application/pdf"),
      },
    });
    await insert("college", {
      eventId: festival,
      categoryId: cat.college,
      createdAt: at(2),
      registrationData: {
        full_name: '=HYPERLINK("https://evil.example","x")',
        college_name: "Notre Dame College",
        segments: ["Robotics", "Rocketry"],
        photo: await stored(uploadKey(festival, "photo", 1_795_000_000_002, "png"), png, "image/png"),
        legacy_note: "Asked on a form since removed",
      },
    });
    // A row changed by hand to point at another event's upload: nothing opens.
    await insert("otherEventsFile", {
      eventId: festival,
      categoryId: cat.college,
      createdAt: at(3),
      registrationData: {
        full_name: "Nadia 100% Islam",
        photo: await stored(uploadKey(olympiad, "photo", 1_795_000_000_003, "png"), png, "image/png"),
      },
    });
    await insert("university", {
      eventId: festival,
      categoryId: cat.university,
      status: "waitlisted",
      createdAt: at(4),
      registrationData: { full_name: "Abir Hasan", abstract: "A long abstract. ".repeat(40).trim() },
    });
    // Written before references existed: the local file's URL.
    const legacyKey = uploadKey(festival, "project_proposal", 1_795_000_000_005, "pdf");
    await t.app.storage.create(legacyKey, tinyPdf(), "application/pdf");
    const root = storageRoot?.kind === "local" ? storageRoot.root : "";
    await insert("legacy", {
      eventId: festival,
      categoryId: cat.school,
      createdAt: at(5),
      registrationData: {
        student_s_full_name: "Mim",
        project_proposal: pathToFileURL(path.join(root, uploadBucket, ...legacyKey.split("/"))).href,
      },
    });
    // The object was never stored (or was removed since).
    await insert("gone", {
      eventId: festival,
      categoryId: cat.college,
      createdAt: at(6),
      registrationData: { full_name: "Gone File", photo: t.app.storage.referenceOf(uploadKey(festival, "photo", 1_795_000_000_006, "png")) },
    });
    // Thirty olympiad registrations, for paging.
    await t.db.insert(eventRegistrations).values(
      Array.from({ length: 30 }, (_, i) => ({
        eventId: olympiad,
        categoryId: cat.school,
        createdAt: new Date(Date.UTC(2026, 9, 1, 0, i)),
        registrationData: { full_name: `Olympiad ${i}`, subject: "Physics" },
      })),
    );
  }, 180_000);
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(activityLog);
  });

  describe("GET registration-events", () => {
    it("lists every event, newest first, inactive ones too, with their registrations", async () => {
      const response = await get(consoleApiPaths.registrationEvents);
      expect(response.statusCode).toBe(200);
      const { events } = response.json() as RegistrationEventsAnswer;
      expect(events).toHaveLength(sampleEvents.length);
      const starts = events.map((e) => e.startsAt);
      expect(starts).toEqual([...starts].sort().reverse());
      expect(events.find((e) => e.id === festival)).toMatchObject({ title: festivalTitle, active: true, registrations: 6 });
      expect(events.find((e) => e.id === olympiad)?.registrations).toBe(30);
      expect(events.find((e) => e.id === ev.photographyContest)).toMatchObject({ active: false, registrations: 0 });
    });
  });

  describe("GET registrations", () => {
    it("has one column per form field across the event's categories, labelled by the stored forms, then unnamed answers", async () => {
      const answer = await list(`event=${festival}`);
      expect(answer.event).toEqual({ id: festival, title: festivalTitle });
      const names = answer.columns.map((c) => c.name);
      // School (display order 1) first, then college, then university; each field once.
      expect(names.slice(0, 3)).toEqual(["student_s_full_name", "school_name", "class"]);
      expect(names.indexOf("project_proposal")).toBeLessThan(names.indexOf("full_name"));
      expect(names.indexOf("photo")).toBeLessThan(names.indexOf("paper_title"));
      expect(new Set(names).size).toBe(names.length);
      expect(answer.columns.find((c) => c.name === "student_s_full_name")?.label).toBe("Student's full name");
      expect(answer.columns.find((c) => c.name === "email")).toEqual({ name: "email", label: "Email Address", type: "email", categories: [cat.school, cat.college, cat.university] });
      expect(answer.columns.find((c) => c.name === "photo")).toMatchObject({ label: "Your Photo (for the ID card)", type: "image", categories: [cat.college] });
      expect(answer.columns.at(-1)).toEqual({ name: "legacy_note", label: "legacy_note", type: "text", categories: [] });
      expect(answer.categories).toEqual([
        { id: cat.school, name: "School (Class 6-10)", registrations: 2 },
        { id: cat.college, name: "College (HSC)", registrations: 3 },
        { id: cat.university, name: "University", registrations: 1 },
      ]);
    });

    it("lists the event's registrations newest first, with their answers and which hold a file", async () => {
      const answer = await list(`event=${festival}`);
      expect(answer.total).toBe(6);
      expect(answer.rows.map((r) => r.id)).toEqual(["gone", "legacy", "university", "otherEventsFile", "college", "school"].map((n) => ids[n]));
      const college = answer.rows.find((r) => r.id === ids.college)!;
      expect(college).toMatchObject({ categoryId: cat.college, categoryName: "College (HSC)", createdAt: at(2).toISOString(), files: ["photo"] });
      expect(college.answers.segments).toEqual(["Robotics", "Rocketry"]);
      expect(answer.rows.find((r) => r.id === ids.legacy)?.files).toEqual(["project_proposal"]);
      expect(answer.rows.find((r) => r.id === ids.otherEventsFile)?.files).toEqual([]);
    });

    it("filters by category", async () => {
      const answer = await list(`event=${festival}&category=${cat.college}`);
      expect(answer.total).toBe(3);
      expect(answer.rows.every((r) => r.categoryId === cat.college)).toBe(true);
    });

    it.each([
      ["Bangla text", "রাফি", ["school"]],
      ["any letter case", "NOTRE dame", ["college"]],
      ["% as itself", "100%", ["otherEventsFile"]],
      ["a list's choice", "rocketry", ["college"]],
      ["a field name, which is not an answer", "student_s_full_name", []],
      ["an upload reference's key, which is not an answer", "1795000000001", []],
      ["a quote, which JSON text escapes", '"https://evil', ["college"]],
    ])("searches the answers: %s", async (_label, q, expected) => {
      const answer = await list(`event=${festival}&q=${encodeURIComponent(q)}`);
      expect(answer.rows.map((r) => r.id)).toEqual(expected.map((n) => ids[n]));
      expect(answer.total).toBe(expected.length);
    });

    it("pages, with the total on every page", async () => {
      const first = await list(`event=${olympiad}`);
      const second = await list(`event=${olympiad}&page=2`);
      const past = await list(`event=${olympiad}&page=3`);
      expect([first.rows.length, second.rows.length, past.rows.length]).toEqual([25, 5, 0]);
      expect([first.total, second.total, past.total]).toEqual([30, 30, 30]);
      expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(30);
      expect(first.rows[0]?.answers.full_name).toBe("Olympiad 29");
      expect(second.rows.at(-1)?.answers.full_name).toBe("Olympiad 0");
      expect((await list(`event=${olympiad}&pageSize=50`)).rows).toHaveLength(30);
    });

    it.each([
      ["no event", "", /event/],
      ["an event that is not an id", "event=robotics", /event must be an event id/],
      ["a category that is not an id", `event=${festival}&category=school`, /category must be a category id/],
      ["a page size not offered", `event=${festival}&pageSize=7`, /pageSize must be one of/],
      ["page 0", `event=${festival}&page=0`, /page starts at 1/],
      ["a parameter it does not take", `event=${festival}&sort=name`, /sort/],
      ["a search of over 200 characters", `event=${festival}&q=${"x".repeat(201)}`, /at most 200/],
    ])("refuses %s with 400", async (_label, query, message) => {
      const response = await get(`${consoleApiPaths.registrations}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });

    it("answers 404 for an event that does not exist", async () => {
      const response = await get(`${consoleApiPaths.registrations}?event=${missingId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("There is no event with this id.");
    });
  });

  describe("GET registrations/:id", () => {
    it("gives every field of its category's form in order, empty ones as null, then answers no form names", async () => {
      const response = await get(consoleApiPath(consoleApiPaths.registration, { id: ids.college! }));
      expect(response.statusCode).toBe(200);
      const detail = response.json() as RegistrationDetail;
      expect(detail).toMatchObject({
        id: ids.college,
        createdAt: at(2).toISOString(),
        event: { id: festival, title: festivalTitle },
        category: { id: cat.college, name: "College (HSC)" },
      });
      expect(detail.fields.map((f) => f.name)).toEqual([
        "full_name",
        "college_name",
        "hsc_year",
        "phone",
        "email",
        "segments",
        "how_did_you_hear_about_the_festival_",
        "photo",
        "tshirt_size",
        "legacy_note",
      ]);
      expect(detail.fields.find((f) => f.name === "photo")).toMatchObject({ label: "Your Photo (for the ID card)", type: "image", file: { extension: "png", image: true } });
      expect(detail.fields.find((f) => f.name === "hsc_year")).toEqual({ name: "hsc_year", label: "HSC Year", type: "dropdown", value: null, file: null });
      expect(detail.fields.at(-1)).toEqual({ name: "legacy_note", label: "legacy_note", type: "text", value: "Asked on a form since removed", file: null });
    });

    it("tells an image from a PDF by the stored file's type, and names no file where the answer holds none it may open", async () => {
      const school = (await get(consoleApiPath(consoleApiPaths.registration, { id: ids.school! }))).json() as RegistrationDetail;
      expect(school.fields.find((f) => f.name === "project_proposal")?.file).toEqual({ extension: "pdf", image: false });
      expect(school.fields[0]).toMatchObject({ name: "student_s_full_name", label: "Student's full name", value: "রাফি আহমেদ" });
      const other = (await get(consoleApiPath(consoleApiPaths.registration, { id: ids.otherEventsFile! }))).json() as RegistrationDetail;
      expect(other.fields.find((f) => f.name === "photo")?.file).toBeNull();
    });

    it("says when there is no such registration, and refuses an id that is none", async () => {
      const missing = await get(consoleApiPath(consoleApiPaths.registration, { id: missingId }));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe("There is no registration with this id. It may have been removed.");
      expect((await get(consoleApiPath(consoleApiPaths.registration, { id: "42" }))).statusCode).toBe(400);
    });
  });

  describe("GET registrations/:id/files/:field", () => {
    const fileViews = () => t.db.select().from(activityLog).where(eq(activityLog.action, "file-view"));

    it("streams an image inline with its type from the bytes, a strict policy and no caching, and records the view", async () => {
      const response = await get(fileUrl(ids.college!, "photo"));
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(png);
      expect(response.headers).toMatchObject({
        "content-type": "image/png",
        "content-length": String(png.length),
        "content-disposition": "inline",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        "cache-control": "no-store",
      });
      const [view] = await fileViews();
      expect(view).toMatchObject({
        organiserId: reviewer.id,
        organiserEmail: reviewer.email,
        subjectType: "event_registration",
        subjectId: ids.college,
        details: { field: "photo", download: false },
      });
    });

    it("sends a download as an attachment named after the field, not the registrant", async () => {
      const response = await get(`${fileUrl(ids.college!, "photo")}?download=1`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-disposition"]).toBe('attachment; filename="photo.png"');
      expect((await fileViews())[0]?.details).toEqual({ field: "photo", download: true });
    });

    it("records one look at a file per organiser in ten minutes, however many requests it took; a download and another organiser each get their own", async () => {
      const url = fileUrl(ids.college!, "photo");
      // The registration's page shows the picture, the organiser clicks Open, a viewer fetches it again at once.
      expect((await get(url)).statusCode).toBe(200);
      const together = await Promise.all([get(url), get(url), get(url)]);
      expect(together.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect((await fileViews()).map((view) => view.details)).toEqual([{ field: "photo", download: false }]);

      expect((await get(`${url}?download=1`)).statusCode).toBe(200);
      const admin = await signedInAs(t, "admin");
      expect((await t.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
      const views = await fileViews();
      expect(views.map((view) => [view.organiserEmail, view.details])).toEqual(
        expect.arrayContaining([
          [reviewer.email, { field: "photo", download: false }],
          [reviewer.email, { field: "photo", download: true }],
          [admin.email, { field: "photo", download: false }],
        ]),
      );
      expect(views).toHaveLength(3);

      // Ten minutes later a look is a new entry.
      await t.db.update(activityLog).set({ createdAt: new Date(Date.now() - fileViewWindowMs - 1_000) }).where(eq(activityLog.organiserEmail, reviewer.email));
      expect((await get(url)).statusCode).toBe(200);
      expect(await fileViews()).toHaveLength(4);
    });

    it("shows a PDF inline, and opens a file stored before references as well", async () => {
      for (const id of [ids.school!, ids.legacy!]) {
        const response = await get(fileUrl(id, "project_proposal"));
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toBe("application/pdf");
        expect(response.headers["content-disposition"]).toBe("inline");
        expect(response.rawPayload).toEqual(tinyPdf());
      }
    });

    it.each([
      ["an answer that is no file", () => fileUrl(ids.school!, "school_name"), "This answer holds no uploaded file."],
      ["a field the registration does not have", () => fileUrl(ids.school!, "photo"), "This answer holds no uploaded file."],
      ["another event's upload named in the answer", () => fileUrl(ids.otherEventsFile!, "photo"), "This answer holds no uploaded file."],
      ["an upload missing from storage", () => fileUrl(ids.gone!, "photo"), "The uploaded file is no longer in storage."],
      ["a registration that does not exist", () => fileUrl(missingId, "photo"), "There is no registration with this id. It may have been removed."],
    ])("answers 404 for %s, and records nothing", async (_label, url, message) => {
      const response = await get(url());
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(message);
      expect(await fileViews()).toHaveLength(0);
    });

    it("refuses another file's field of the same event named in the URL", async () => {
      // The college registration's photo is served only as its own photo, never as another field.
      const response = await get(fileUrl(ids.college!, "legacy_note"));
      expect(response.statusCode).toBe(404);
    });

    it.each([
      ["download=2", (id: string) => `${fileUrl(id, "photo")}?download=2`],
      ["a field with a slash", (id: string) => `${consoleApiPaths.registrations}/${id}/files/..%2Fphoto`],
      ["an id that is none", () => fileUrl("photo", "photo")],
    ])("refuses %s with 400", async (_label, url) => {
      expect((await get(url(ids.college!))).statusCode).toBe(400);
    });
  });

  describe("GET registrations/export", () => {
    const exportCsv = (query = "") => get(`${consoleApiPaths.registrationsExport}${query}`);
    const exports = () => t.db.select().from(activityLog).where(eq(activityLog.action, "export"));

    it("exports one event's registrations newest first as its table lists them, with reference and status, spreadsheet-safe, with console links for files", async () => {
      const response = await exportCsv(`?event=${festival}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe(`attachment; filename="registrations-12th-national-science-festival-2027-${exportDate()}.csv"`);
      expect(response.body.startsWith("\uFEFF")).toBe(true);
      const [header, ...rows] = parseCsv(response.body.slice(1));
      expect(header!.slice(0, 23)).toEqual([
        "Submitted (Dhaka time)",
        "Reference",
        "Category",
        "Status",
        "Checked in at (Dhaka time)",
        "Checked in by",
        "Walk-in",
        "Fee (TK)",
        "Payment type",
        "Payment number",
        "Account name",
        "Account number",
        "Transaction ID",
        "Payment verified at (Dhaka time)",
        "Guardian's name",
        "Guardian's phone",
        "Guardian's consent",
        "Privacy policy accepted",
        "Terms accepted",
        "Accepted at (Dhaka time)",
        "Language",
        "Student's full name",
        "School Name",
      ]);
      expect(header!.at(-1)).toBe("legacy_note");
      expect(rows).toHaveLength(6);
      const cell = (row: string[], label: string) => row[header!.indexOf(label)];
      const shown = (await list(`event=${festival}&pageSize=100`)).rows;
      expect(rows.map((row) => cell(row, "Reference"))).toEqual(shown.map((row) => row.reference));
      expect(rows.map((row) => cell(row, "Submitted (Dhaka time)"))).toEqual([6, 5, 4, 3, 2, 1].map((n) => dhakaDateTime(at(n))));
      const [, , university, otherEventsFile, college, school] = rows;
      expect(cell(school!, "Reference")).toMatch(/^GSC-/);
      expect(cell(school!, "Status")).toBe("Confirmed");
      expect(cell(university!, "Status")).toBe("Waiting list");
      expect(cell(university!, "Category")).toBe("University");
      expect(cell(school!, "Submitted (Dhaka time)")).toBe("2026-11-01 10:30");
      expect(cell(school!, "Category")).toBe("School (Class 6-10)");
      expect(cell(school!, "Student's full name")).toBe("রাফি আহমেদ");
      expect(cell(school!, "Project Proposal (PDF or photo)")).toBe(`http://localhost:80/api/organiser/registrations/${ids.school}/files/project_proposal`);
      expect(cell(college!, "Full Name")).toBe(`'=HYPERLINK("https://evil.example","x")`);
      expect(cell(college!, "Segments You Want to Join")).toBe("Robotics; Rocketry");
      expect(cell(college!, "legacy_note")).toBe("Asked on a form since removed");
      // Another event's upload in the answer is no file of this registration: its reference is shown as it is.
      expect(cell(otherEventsFile!, "Your Photo (for the ID card)")).toMatch(/^upload:/);
      const [entry] = await exports();
      expect(entry).toMatchObject({ organiserId: reviewer.id, details: { area: "registrations", filters: { event: festival }, searched: false } });
    });

    it("exports exactly what the table shows for a category and a search, without the search in the activity log", async () => {
      const response = await exportCsv(`?event=${festival}&category=${cat.college}&q=notre`);
      const [, ...rows] = parseCsv(response.body.slice(1));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain("Notre Dame College");
      const [entry] = await exports();
      expect(entry?.details).toEqual({ area: "registrations", filters: { event: festival, category: cat.college }, searched: true });
      expect(JSON.stringify(entry)).not.toContain("notre");
    });

    it("exports every event without one, labelling a name two events ask differently by event", async () => {
      const response = await exportCsv();
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-disposition"]).toBe(`attachment; filename="registrations-all-${exportDate()}.csv"`);
      const [header, ...rows] = parseCsv(response.body.slice(1));
      expect(header!.slice(0, 5)).toEqual(["Event", "Submitted (Dhaka time)", "Reference", "Category", "Status"]);
      expect(rows).toHaveLength(36);
      // Event by event as the console lists them, each newest first as its table does.
      const events = (await get(consoleApiPaths.registrationEvents)).json() as RegistrationEventsAnswer;
      const tables = await Promise.all(
        events.events.filter((event) => event.registrations > 0).map((event) => list(`event=${event.id}&pageSize=100`)),
      );
      expect(rows.map((row) => row[2])).toEqual(tables.flatMap((table) => table.rows.map((row) => row.reference)));
      expect(rows.find((row) => row[2] === tables[0]!.rows[0]!.reference)?.[0]).toBe(tables[0]!.event.title);
      expect(new Set(rows.map((row) => row[0]))).toEqual(new Set([festivalTitle, "Dhaka Science Olympiad 2027"]));
      // "arrival" is "Expected Arrival (date and time)" at the festival and "Arrival on Day 1" at the workshop.
      expect(header).toContain(`${festivalTitle}: Expected Arrival (date and time)`);
      expect(header).toContain("Robotics Workshop: Build a Line-Following Robot: Arrival on Day 1");
      expect(header!.filter((label) => label === "Email Address")).toHaveLength(1);
      const olympiadRow = rows.find((row) => row[header!.indexOf("Full Name")] === "Olympiad 0");
      expect(olympiadRow?.[3]).toBe("School (Class 6-10)");
      expect(olympiadRow?.[4]).toBe("Confirmed");
      expect(rows.flat()).toContain("রাফি আহমেদ");
      expect((await exports())[0]?.details).toEqual({ area: "registrations", filters: {}, searched: false });
    });

    it("refuses a bad filter with 400 and an unknown event with 404, recording nothing", async () => {
      expect((await exportCsv("?event=robotics")).statusCode).toBe(400);
      expect((await exportCsv(`?event=${festival}&page=2`)).statusCode).toBe(400);
      expect((await exportCsv(`?event=${missingId}`)).statusCode).toBe(404);
      expect(await exports()).toHaveLength(0);
    });
  });
});

describe.each(testDatabaseKinds)("console registration files on %s with S3 storage", (kind) => {
  let s3: S3TestServer;
  let t: TestApp;
  let reviewer: SignedInOrganiser;
  let id: string;
  let goneId: string;
  const png = solidPng(3, 3, [1, 2, 3]);
  const key = uploadKey(festival, "photo", 1_795_000_000_010, "png");

  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp(kind, { seed: true, storage: s3.config });
    reviewer = await signedInAs(t, "reviewer");
    await t.app.storage.create(key, png, "image/png");
    const rows = await t.db
      .insert(eventRegistrations)
      .values([
        { eventId: festival, categoryId: cat.college, registrationData: { full_name: "S3 Photo", photo: t.app.storage.referenceOf(key) } },
        { eventId: festival, categoryId: cat.college, registrationData: { full_name: "Gone", photo: t.app.storage.referenceOf(uploadKey(festival, "photo", 9, "png")) } },
      ])
      .returning({ id: eventRegistrations.id });
    [id, goneId] = rows.map((row) => row.id) as [string, string];
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: reviewer.cookie } });

  it("sends the organiser on to a presigned URL valid five minutes, which fetches the file", async () => {
    const response = await get(consoleApiPath(consoleApiPaths.registrationFile, { id, field: "photo" }));
    expect(response.statusCode).toBe(302);
    expect(response.headers["cache-control"]).toBe("no-store");
    const location = new URL(response.headers.location!);
    expect(location.origin + location.pathname).toBe(`${s3.config.endpoint}/${uploadBucket}/${key}`);
    expect(location.searchParams.get("X-Amz-Expires")).toBe("300");
    expect(location.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(png);
    const views = await t.db.select().from(activityLog).where(and(eq(activityLog.action, "file-view"), eq(activityLog.subjectId, id)));
    expect(views.map((v) => v.details)).toEqual([{ field: "photo", download: false }]);
  });

  it("asks S3 for an attachment named after the field when downloading", async () => {
    const response = await get(`${consoleApiPath(consoleApiPaths.registrationFile, { id, field: "photo" })}?download=1`);
    expect(response.statusCode).toBe(302);
    const file = await fetch(response.headers.location!);
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="photo.png"');
    await file.arrayBuffer();
  });

  it("answers 404 when the object is not in the bucket", async () => {
    const response = await get(consoleApiPath(consoleApiPaths.registrationFile, { id: goneId, field: "photo" }));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("The uploaded file is no longer in storage.");
  });
});
