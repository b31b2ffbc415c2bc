import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleApiPaths } from "#shared/console/paths.ts";
import type { RegistrationSearchAnswer } from "./contract.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { eventRegistrations } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, type SignedInOrganiser } from "#tests/support/organisers.ts";

// The search across every event: a reference, part of any answer, or a phone
// number however it is typed, newest first, at most 50, suspected spam left out. The rows are inserted
// with plain values: the database's trigger fills their contact e-mail and phone from the answers.

const festival = ev.nationalScienceFestival2027;
const olympiad = ev.scienceOlympiad2027;
const at = (day: number, minute = 0) => new Date(Date.UTC(2026, 9, day, 4, minute));

describe.each(testDatabaseKinds)("searching registrations across events on %s", (kind) => {
  let t: TestApp;
  let reviewer: SignedInOrganiser;
  const refs: Record<string, { id: string; reference: string }> = {};

  const get = (q: string) => t.app.inject({ method: "GET", url: `${consoleApiPaths.registrationSearch}?q=${encodeURIComponent(q)}`, headers: { cookie: reviewer.cookie } });
  const search = async (q: string) => {
    const response = await get(q);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as RegistrationSearchAnswer;
  };
  const found = async (q: string) => (await search(q)).rows.map((row) => row.reference);
  const insert = async (name: string, values: Omit<typeof eventRegistrations.$inferInsert, "id">) => {
    const [row] = await t.db.insert(eventRegistrations).values(values).returning({ id: eventRegistrations.id, reference: eventRegistrations.reference });
    refs[name] = row!;
  };
  const ref = (name: string) => refs[name]!.reference;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    reviewer = await signedInAs(t, "reviewer");
    await insert("festivalNadia", {
      eventId: festival,
      categoryId: cat.college,
      createdAt: at(1),
      registrationData: { full_name: "Nadia Rahman", college_name: "Holy Cross College", phone: "01712345678", email: "nadia.rahman@example.org" },
    });
    await insert("olympiadNadia", {
      eventId: olympiad,
      categoryId: cat.college,
      status: "waitlisted",
      createdAt: at(2),
      registrationData: { full_name: "Nadia Rahman", college_name: "Holy Cross College", email: "n.rahman@example.org", phone: "01898765432" },
    });
    // The school form names its field by a question only: "Student's full name" is student_s_full_name.
    await insert("school", {
      eventId: festival,
      categoryId: cat.school,
      createdAt: at(3),
      registrationData: { student_s_full_name: "রাফি আহমেদ", school_name: "Tejgaon Government High School", guardian_phone: "01555000111" },
    });
    await insert("percent", { eventId: olympiad, categoryId: cat.college, createdAt: at(4), registrationData: { full_name: "Tania 100% Sultana", college_name: "Dhaka College" } });
    await insert("underscore", { eventId: olympiad, categoryId: cat.college, createdAt: at(5), registrationData: { full_name: "Arif Hossain", handle: "gamma_rays" } });
    // Suspected spam with Nadia's details is never found.
    await insert("spam", {
      eventId: festival,
      categoryId: cat.college,
      createdAt: at(6),
      suspectedSpamAt: at(6),
      registrationData: { full_name: "Nadia Rahman", phone: "01712345678", email: "nadia.rahman@example.org" },
    });
    // 51 registrations of the robotics workshop, 50 of them "fifty" and one "extra", for the cap.
    await t.db.insert(eventRegistrations).values(
      Array.from({ length: 51 }, (_, i) => ({
        eventId: ev.roboticsWorkshop,
        categoryId: cat.college,
        createdAt: at(10, i),
        registrationData: { full_name: `Bulk Entrant ${i}`, why_join: i === 0 ? "extra" : "fifty" },
      })),
    );
  }, 180_000);
  afterAll(() => t?.close());

  it("finds a registration by part of its reference, in any letter case", async () => {
    const reference = ref("school");
    expect(await found(reference.slice(4).toLowerCase())).toEqual([reference]);
  });

  it("finds by part of a name across events, newest first, with what tells each apart", async () => {
    const answer = await search("nadia rahm");
    expect(answer).toEqual({
      more: false,
      rows: [
        {
          id: refs.olympiadNadia!.id,
          reference: ref("olympiadNadia"),
          status: "waitlisted",
          createdAt: at(2).toISOString(),
          eventId: olympiad,
          eventTitle: "Dhaka Science Olympiad 2027",
          categoryName: "College (HSC)",
          name: "Nadia Rahman",
          email: "n.rahman@example.org",
          phone: "01898765432",
        },
        {
          id: refs.festivalNadia!.id,
          reference: ref("festivalNadia"),
          status: "confirmed",
          createdAt: at(1).toISOString(),
          eventId: festival,
          eventTitle: "12th National Science Festival 2027",
          categoryName: "College (HSC)",
          name: "Nadia Rahman",
          email: "nadia.rahman@example.org",
          phone: "01712345678",
        },
      ],
    });
  });

  it("names a registration by its form's name field, here one asked as a question, and gives no phone for a guardian's", async () => {
    const [row] = (await search("Tejgaon")).rows;
    expect(row).toMatchObject({ reference: ref("school"), name: "রাফি আহমেদ", phone: null, email: null });
  });

  it("finds by e-mail address in another letter case", async () => {
    expect(await found("NADIA.Rahman@Example.org")).toEqual([ref("festivalNadia")]);
  });

  it.each([["+880 1712-345678"], ["(+880) 1712 345678"], ["8801712345678"], ["০১৭১২৩৪৫৬৭৮"], ["1712-345"]])("finds by phone number typed as %s", async (typed) => {
    expect(await found(typed)).toEqual([ref("festivalNadia")]);
  });

  it("searches for % and _ as themselves", async () => {
    expect(await found("0%")).toEqual([ref("percent")]);
    // As a LIKE pattern, a_r would also match "Nadia Rahman" ("a R").
    expect(await found("a_r")).toEqual([ref("underscore")]);
  });

  it("shows the newest 50 and says when more match", async () => {
    const all = await search("Bulk Entrant");
    expect(all.rows).toHaveLength(50);
    expect(all.more).toBe(true);
    expect(all.rows[0]!.name).toBe("Bulk Entrant 50");
    expect(all.rows.at(-1)!.name).toBe("Bulk Entrant 1");
    const fifty = await search("fifty");
    expect([fifty.rows.length, fifty.more]).toEqual([50, false]);
  });

  it.each([
    ["a one-character search", "?q=%20a%20", "querystring.q: Type at least 2 characters to search across events."],
    ["an empty search", "?q=", "querystring.q: Type a reference, a name, a phone number or an e-mail address to search for."],
    ["no search", "", "querystring.q: Type a reference, a name, a phone number or an e-mail address to search for."],
    ["a search over 200 characters", `?q=${"x".repeat(201)}`, "querystring.q: A search may have at most 200 characters."],
  ])("refuses %s with 400 and what to type", async (_label, query, message) => {
    const response = await t.app.inject({ method: "GET", url: consoleApiPaths.registrationSearch + query, headers: { cookie: reviewer.cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });
});
