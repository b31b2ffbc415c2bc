import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OfflineList } from "#features/check-in/contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import type { PersonalDataEraseAnswer, PersonalDataFindAnswer, PersonKeysInput } from "./contract.ts";
import type { RegistrationListAnswer } from "#features/registrations/contract.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { activityLog, applicationStatusChanges, applications, contactMessages, eventRegistrations, mailOutbox, submissionReceipts } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { applicationPayload } from "#tests/support/factories.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { readZip } from "#tests/support/zip.ts";

// Personal data finds the person, never their neighbours. Rafi's roll is "17"; others
// on the same form are 17 years old, answered "Yes" about a laptop, study in Science B, or have a roll
// holding "17". Salma is Mitu's guardian: the sample School form's own guardian_phone field holds her
// phone, next to Mitu's e-mail. Each finding of the issue is one test here.

const rafi = { name: "Rafi Hasan", email: "rafi.hasan@example.org", phone: "01711000017", roll: "17" };
const salma = { name: "Salma Khatun", phone: "01911222333" };
const mitu = { name: "Mitu Akter", email: "mitu.akter@example.org" };

describe.each(testDatabaseKinds)("personal data finds the person, never their neighbours, on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInOrganiser;
  const ids: Record<string, string> = {};
  const refs: Record<string, string> = {};
  const neighbours = Array.from({ length: 4 }, (_, i) => ({ name: `Neighbour Number${i}`, email: `neighbour${i}@example.org`, phone: `0171200001${i}` }));

  const post = (url: string, keys: PersonKeysInput) => t.app.inject({ method: "POST", url, headers: { cookie: admin.cookie, origin: siteOrigin }, payload: keys });
  const find = async (keys: PersonKeysInput) => {
    const response = await post(consoleApiPaths.personalDataFind, keys);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PersonalDataFindAnswer>();
  };
  const erase = async (keys: PersonKeysInput) => {
    const response = await post(consoleApiPaths.personalDataErase, keys);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PersonalDataEraseAnswer>();
  };
  const exportZip = async (keys: PersonKeysInput) => {
    const response = await post(consoleApiPaths.personalDataExport, keys);
    expect(response.statusCode, response.body).toBe(200);
    return readZip(response.rawPayload);
  };
  const zipText = (entries: Map<string, Buffer>) => [...entries].map(([name, bytes]) => `${name}\n${bytes.toString("utf8")}`).join("\n");

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    admin = await signedInAs(t, "admin");
    const robotics = (answers: Record<string, string>) => ({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: answers });
    const [own] = await t.db
      .insert(eventRegistrations)
      .values({
        ...robotics({ full_name: rafi.name, college_roll: rafi.roll, section: "Science A", phone: rafi.phone, email: rafi.email, age: "16", laptop: "No" }),
        // A door helper checked him in: their name and address are not his to download.
        checkedInAt: new Date(),
        checkedInByName: "Door Helper",
        checkedInByEmail: "door.helper@club.example",
      })
      .returning();
    ids.rafi = own!.id;
    refs.rafi = own!.reference;
    // Neighbours: age 17, a laptop ("Yes"), Science B, a roll holding 17, a free-text answer holding his e-mail's neighbour.
    for (const [i, n] of neighbours.entries()) {
      const [row] = await t.db
        .insert(eventRegistrations)
        .values(robotics({ full_name: n.name, college_roll: `2024-17${i}`, section: "Science B", phone: n.phone, email: n.email, age: "17", laptop: "Yes", why_join: `yes, 17, science b, ${rafi.roll}` }))
        .returning();
      ids[`neighbour${i}`] = row!.id;
    }
    // Mitu's registration on the School form: its guardian_phone field holds her guardian Salma's phone.
    const [child] = await t.db
      .insert(eventRegistrations)
      .values({
        eventId: ev.nationalScienceFestival2027,
        categoryId: cat.school,
        registrationData: { student_s_full_name: mitu.name, school_name: "Tejgaon Government High School", class: "Class 8", date_of_birth: "2013-05-01", guardian_phone: salma.phone, email: mitu.email, segment: "Science Quiz" },
      })
      .returning();
    ids.mitu = child!.id;
    refs.mitu = child!.reference;
    await t.db.insert(contactMessages).values({ name: mitu.name, email: mitu.email, message: "Which room is the quiz in?" });
  }, 180_000);
  afterAll(() => t?.close());

  describe("whole values, in fields of their kind only", () => {
    it("a roll finds the registration whose roll field is that roll, not ages, choices, yes/no or free text holding it", async () => {
      const answer = await find({ rolls: [rafi.roll] });
      expect(answer.counts.registration).toBe(1);
      expect(answer.rows.find((row) => row.kind === "registration")!.id).toBe(ids.rafi);
      expect(JSON.stringify(answer)).not.toContain("neighbour");
      for (const text of ["yes", "science b", "16"]) expect((await find({ rolls: [text] })).rows).toEqual([]);
    });

    it("a phone or e-mail in any form is compared whole: a part of one finds nothing", async () => {
      expect((await find({ emails: ["r.hasan@example.org"] })).rows).toEqual([]);
      expect((await find({ phones: ["+880 1711-000017"] })).rows.map((row) => row.id)).toEqual([ids.rafi]);
    });

    it("each row says which key found it, in which field", async () => {
      const answer = await find({ rolls: [rafi.roll] });
      const matched = answer.rows.find((row) => row.id === ids.rafi)!.matched;
      expect(matched).toContain("roll 17 (College Roll)");
      // Widened by his own contact fields, which found the row again.
      expect(matched).toContain(`e-mail ${rafi.email}`);
    });

    it("the export holds him and nobody near him", async () => {
      const text = zipText(await exportZip({ rolls: [rafi.roll] }));
      expect(text).toContain(rafi.name);
      for (const n of neighbours) for (const value of [n.name, n.email, n.phone]) expect(text).not.toContain(value);
    });
  });

  describe("a guardian is mentioned, never the subject", () => {
    it("a parent's phone in the School form's guardian field lists the child's registration as a mention, and widens nothing", async () => {
      const answer = await find({ phones: [salma.phone] });
      expect(answer.counts.registration).toBe(0);
      expect(answer.counts.message).toBe(0);
      expect(answer.counts.mentioned).toBe(1);
      expect(answer.keys.emails).toEqual([]);
      const mention = answer.rows.find((row) => row.kind === "mentioned")!;
      expect(mention.matched).toBe(`${salma.phone} (Guardian's Mobile Number)`);
      expect(mention.reference).toBeNull();
      expect(JSON.stringify(answer)).not.toContain(mitu.email);
      expect(JSON.stringify(answer)).not.toContain(refs.mitu);
    });

    it("the guardian's export holds only the value, nothing of the child", async () => {
      const entries = await exportZip({ phones: [salma.phone] });
      expect(entries.get("named-as-guardian.csv")!.toString("utf8")).toContain(salma.phone);
      const text = zipText(entries);
      for (const value of [mitu.name, mitu.email, refs.mitu!, "Tejgaon", "2013-05-01", ids.mitu!]) expect(text).not.toContain(value);
    });

    it("erasing the guardian blanks only that answer: the child's registration is otherwise untouched", async () => {
      const [before] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, ids.mitu!));
      const answer = await erase({ phones: [salma.phone] });
      expect(answer.erased.mentioned).toBe(1);
      expect(answer.erased.registration).toBe(0);
      expect(answer.erased.message).toBe(0);
      const [after] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, ids.mitu!));
      expect(after!.registrationData).toEqual({ ...(before!.registrationData as object), guardian_phone: "" });
      expect([after!.reference, after!.contactEmail, after!.erasedAt]).toEqual([refs.mitu, mitu.email, null]);
      expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, mitu.email))).toHaveLength(1);
      expect((await find({ phones: [salma.phone] })).rows).toEqual([]);
    });

    it("an application's father's phone is a mention too: erased, only the father's name and phone go", async () => {
      const [app] = await t.db
        .insert(applications)
        .values(applicationPayload({ fullName: "Sabbir Hossain", collegeRoll: "2024-990", email: "sabbir@example.org", phone: "01555000111", fathersName: "Abul Hossain", fathersPhone: "01555000999" }))
        .returning();
      const found = await find({ phones: ["01555000999"] });
      expect([found.counts.application, found.counts.mentioned, found.keys.emails]).toEqual([0, 1, []]);
      await erase({ phones: ["01555000999"] });
      const [after] = await t.db.select().from(applications).where(eq(applications.id, app!.id));
      expect([after!.fullName, after!.email, after!.fathersName, after!.fathersPhone, after!.reference]).toEqual(["Sabbir Hossain", "sabbir@example.org", null, null, app!.reference]);
    });
  });

  describe("no cap on keys, whole addresses in the activity log", () => {
    it("erasing someone with 70 messages deletes every submission receipt naming one of them", async () => {
      const email = "many.messages@example.org";
      const messages = await t.db
        .insert(contactMessages)
        .values(Array.from({ length: 70 }, (_, i) => ({ name: "Many Messages", email, message: `Message number ${i}` })))
        .returning();
      await t.db.insert(submissionReceipts).values(messages.map((m) => ({ idempotencyKey: crypto.randomUUID(), route: "/api/contact", requestHash: "x", statusCode: 201, response: { reference: m.reference } })));
      // The page erases with the keys the find answered: every one of the 70 references among them.
      const found = await find({ emails: [email] });
      expect(found.keys.references).toHaveLength(70);
      expect(found.counts.receipt).toBe(70);
      const answer = await erase(found.keys);
      expect(answer.erased.message).toBe(70);
      expect(answer.erased.receipt).toBe(70);
      const left = await t.db.select().from(submissionReceipts).where(inArray(sql`${submissionReceipts.response} ->> 'reference'`, messages.map((m) => m.reference)));
      expect(left).toHaveLength(0);
    });

    it("an activity entry matches a whole address: r1@rt.test does not find door1@rt.test", async () => {
      await t.db.insert(contactMessages).values({ name: "Rt One", email: "r1@rt.test", message: "Hello" });
      await t.db.insert(activityLog).values([
        { organiserEmail: "admin@club.example", action: "export", details: { note: "asked by r1@rt.test" } },
        { organiserEmail: "admin@club.example", action: "export", details: { note: "asked by door1@rt.test" } },
      ]);
      const answer = await find({ emails: ["r1@rt.test"] });
      expect(answer.counts.activity).toBe(1);
      await erase({ emails: ["r1@rt.test"] });
      const notes = (await t.db.select().from(activityLog)).map((entry) => (entry.details as { note?: string }).note).filter(Boolean);
      expect(notes).toContain("asked by door1@rt.test");
      expect(notes).not.toContain("asked by r1@rt.test");
    });
  });

  describe("the ZIP is for the person", () => {
    it("readable names, no ids, hashes, keys or lower-cased copies, nothing about other people, and a README in English and Bangla", async () => {
      const [app] = await t.db
        .insert(applications)
        .values(applicationPayload({ fullName: rafi.name, collegeRoll: rafi.roll, email: "Rafi.Hasan@Example.org", phone: rafi.phone }))
        .returning();
      await t.db.insert(applicationStatusChanges).values({ applicationId: app!.id, fromStatus: "pending", toStatus: "rejected", reason: "Incomplete", organiserEmail: "reviewer.one@club.example" });
      await t.db.insert(mailOutbox).values({ messageId: "<rafi-notice@club>", kind: "notification", recipient: "reviewer.one@club.example", subject: `New application from ${rafi.name}`, textBody: `From ${rafi.email}`, state: "sent", sentAt: new Date() });
      const receiptKey = crypto.randomUUID();
      await t.db.insert(submissionReceipts).values({ idempotencyKey: receiptKey, route: "/api/join-requests", requestHash: "hash-of-the-request", statusCode: 201, response: { reference: app!.reference } });

      const entries = await exportZip({ rolls: [rafi.roll] });
      const text = zipText(entries);
      const readme = entries.get("README.txt")!.toString("utf8");
      expect(readme).toContain("event-registrations.csv: your event registrations");
      expect(readme).toContain("এই আর্কাইভে");
      expect(readme).toContain("membership-applications.csv");
      const header = entries.get("event-registrations.csv")!.toString("utf8").replace(/^\uFEFF/, "").split("\r\n")[0]!;
      expect(header).toContain("Answer: College Roll");
      expect(header).toContain("Answer: Mobile Number");
      expect(header).not.toMatch(/registrationData|answersText|contactEmail|eventId|checkedInBy/);
      for (const value of [ids.rafi!, app!.id, receiptKey, "hash-of-the-request", "Door Helper", "door.helper@club.example", "reviewer.one@club.example", "admin@club.example"]) expect(text).not.toContain(value);
      // His e-mail as he typed it, not the lower-cased copy the site compares.
      expect(entries.get("membership-applications.csv")!.toString("utf8")).toContain("Rafi.Hasan@Example.org");
      expect(entries.get("e-mails.csv")!.toString("utf8")).toContain("(the club's organisers)");
    });
  });

  describe("an erased registration is no one's", () => {
    it("is in no registration list, export, count or door list; the event keeps it only as a seat", async () => {
      const headers = { cookie: admin.cookie };
      const list = async () => (await t.app.inject({ method: "GET", url: `${consoleApiPaths.registrations}?event=${ev.roboticsWorkshop}`, headers })).json<RegistrationListAnswer>();
      const door = async () => (await t.app.inject({ method: "GET", url: consoleApiPath(consoleApiPaths.checkInList, { eventId: ev.roboticsWorkshop }), headers })).json<OfflineList>();
      const before = await list();
      const doorBefore = await door();
      expect(doorBefore.rows.map((row) => row[0])).toContain(ids.rafi);

      await erase({ rolls: [rafi.roll] });
      const [erased] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, ids.rafi!));
      expect(erased!.erasedAt).not.toBeNull();
      expect(erased!.status).toBe("confirmed");
      const after = await list();
      expect(after.total).toBe(before.total - 1);
      expect(after.rows.map((row) => row.id)).not.toContain(ids.rafi);
      const college = (answer: RegistrationListAnswer) => answer.categories.find((c) => c.id === cat.college)!.registrations;
      expect(college(after)).toBe(college(before) - 1);
      const doorAfter = await door();
      expect(doorAfter.rows).toHaveLength(doorBefore.rows.length - 1);
      expect(doorAfter.rows.map((row) => row[0])).not.toContain(ids.rafi);
      const exported = await t.app.inject({ method: "GET", url: `${consoleApiPaths.registrationsExport}?event=${ev.roboticsWorkshop}`, headers });
      expect(exported.statusCode).toBe(200);
      expect(exported.body).not.toContain(erased!.reference);
    });
  });
});
