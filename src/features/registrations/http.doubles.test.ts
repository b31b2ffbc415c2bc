import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleApiPaths } from "#shared/console/paths.ts";
import type { RegistrationListAnswer } from "./contract.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { eventRegistrations } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { parseCsv } from "#tests/support/csv.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, type SignedInOrganiser } from "#tests/support/organisers.ts";

// The console's possible doubles: registrations of one event sharing a contact
// e-mail or phone, stored before the rule or inserted by hand, each marked with the others' references
// and listed alone by a filter. The rows here are inserted with plain values, as an organiser's SQL
// would: the database's trigger reads their contact details from the answers.

const olympiad = ev.scienceOlympiad2027;
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 4, 30));

describe.each(testDatabaseKinds)("possible doubles in the console on %s", (kind) => {
  let t: TestApp;
  let reviewer: SignedInOrganiser;
  const refs: Record<string, { id: string; reference: string }> = {};

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: reviewer.cookie } });
  const list = async (query: string) => {
    const response = await get(`${consoleApiPaths.registrations}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as RegistrationListAnswer;
  };
  const insert = async (name: string, values: Omit<typeof eventRegistrations.$inferInsert, "id">) => {
    const [row] = await t.db.insert(eventRegistrations).values(values).returning({ id: eventRegistrations.id, reference: eventRegistrations.reference });
    refs[name] = row!;
  };
  const college = (email: string, phone: string) => ({ full_name: "Someone", college_name: "Dhaka College", email, phone, subjects: ["Physics"] });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    reviewer = await signedInAs(t, "reviewer");
    await insert("nadia", { eventId: olympiad, categoryId: cat.college, createdAt: at(1), registrationData: college("nadia@example.org", "01712345678") });
    // The same e-mail in another letter case.
    await insert("nadiaAgain", { eventId: olympiad, categoryId: cat.college, createdAt: at(2), registrationData: college(" NADIA@example.org", "01800000000") });
    // Nadia's e-mail in another category of the event.
    await insert("school", { eventId: olympiad, categoryId: cat.open, createdAt: at(3), registrationData: { full_name: "Nadia I.", email: "nadia@example.org" } });
    // A younger sister in the School category, whose only phone field is the guardian's: Nadia's number
    // there is the family's, not a second registration of Nadia.
    await insert("sister", {
      eventId: olympiad,
      categoryId: cat.school,
      createdAt: at(7),
      registrationData: { full_name: "Tania", school_name: "Ideal School", class: "Class 9", date_of_birth: "2011-01-01", guardian_phone: "+880 1712-345678" },
    });
    await insert("alone", { eventId: olympiad, categoryId: cat.college, createdAt: at(4), registrationData: college("alone@example.org", "01900000000") });
    // Suspected spam with the same details as "alone" does not make it a double.
    await insert("spam", {
      eventId: olympiad,
      categoryId: cat.college,
      createdAt: at(5),
      suspectedSpamAt: at(5),
      registrationData: college("alone@example.org", "01900000000"),
    });
    // Another event's registration with Nadia's e-mail does not either.
    await insert("otherEvent", {
      eventId: ev.nationalScienceFestival2027,
      categoryId: cat.college,
      createdAt: at(6),
      registrationData: { full_name: "Nadia", email: "nadia@example.org", phone: "01712345678" },
    });
  }, 180_000);
  afterAll(() => t?.close());

  it("marks each registration that looks doubled with the other registrations, oldest first", async () => {
    const answer = await list(`event=${olympiad}`);
    expect(answer.rows.map((row) => [row.reference, row.doubles])).toEqual([
      [refs.sister!.reference, []],
      [refs.alone!.reference, []],
      [refs.school!.reference, [refs.nadia, refs.nadiaAgain]],
      [refs.nadiaAgain!.reference, [refs.nadia, refs.school]],
      [refs.nadia!.reference, [refs.nadiaAgain, refs.school]],
    ]);
  });

  it("lists only the possible doubles with the filter, with the category too, and exports what it lists", async () => {
    const doubles = await list(`event=${olympiad}&doubles=1`);
    expect(doubles.total).toBe(3);
    expect(doubles.rows.map((row) => row.reference)).toEqual([refs.school!.reference, refs.nadiaAgain!.reference, refs.nadia!.reference]);
    const collegeDoubles = await list(`event=${olympiad}&category=${cat.college}&doubles=1`);
    expect(collegeDoubles.rows.map((row) => row.reference)).toEqual([refs.nadiaAgain!.reference, refs.nadia!.reference]);
    // Still the other category's registration named on the row.
    expect(collegeDoubles.rows[1]!.doubles).toEqual([refs.nadiaAgain, refs.school]);

    const exported = await get(`${consoleApiPaths.registrationsExport}?event=${olympiad}&doubles=1`);
    expect(exported.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(exported.body);
    const referenceColumn = header!.indexOf("Reference");
    expect(rows.map((row) => row[referenceColumn])).toEqual([refs.school!.reference, refs.nadiaAgain!.reference, refs.nadia!.reference]);
  });

  it("refuses a filter value other than 1", async () => {
    const response = await get(`${consoleApiPaths.registrations}?event=${olympiad}&doubles=yes`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain("doubles may only be 1.");
  });
});
