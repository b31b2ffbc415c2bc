import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MemberListAnswer } from "./contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import type { ApplicationDetail } from "#features/applications/contract.ts";
import { formatMemberNumber, memberCardPath, memberCardTokenPattern } from "./rules.ts";
import { defaultRateLimit } from "#server/app.ts";
import { changeApplicationStatus } from "#features/applications/service.server.ts";
import { giveMemberNumbers } from "./store.server.ts";
import { activityLog, applications, mailOutbox, memberNumberCounters, members, pageViews } from "#server/db/schema.ts";
import { withTransaction } from "#server/unit-of-work.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { applicationRow } from "#tests/support/console-access/applications.ts";
import { parseCsv } from "#tests/support/csv.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { TestSmtpServer } from "#tests/support/smtp.ts";

// Member numbers, the status page's and the approval e-mail's card link, and the roster
//.

const dhakaYear = () => Number(new Intl.DateTimeFormat("en", { timeZone: "Asia/Dhaka", year: "numeric" }).format(new Date()));

describe.each(testDatabaseKinds)("members on %s", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let reviewer: SignedInOrganiser;
  const year = dhakaYear();

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    // E-mail on, so the approval's letter is seen queued with the change.
    t = await createTestApp(kind, { rateLimit: { ...defaultRateLimit, max: 10_000, signInMax: 1000 }, mail: smtp.config() });
    reviewer = await signedInAs(t, "reviewer");
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await t.db.delete(members);
    await t.db.delete(memberNumberCounters);
    await t.db.delete(applications);
    await t.db.delete(activityLog);
    await t.db.delete(mailOutbox);
  });

  const insert = async (...rows: Parameters<typeof applicationRow>[0][]) => {
    const inserted = await t.db
      .insert(applications)
      // Received a second apart in the order given: member numbers follow the order received.
      .values(rows.map((row, index) => applicationRow({ status: "payment_verified", createdAt: new Date(Date.now() - (rows.length - index) * 1000), ...row })))
      .returning({ id: applications.id, reference: applications.reference, email: applications.email });
    return inserted;
  };
  const changeStatus = (ids: string[], status: string, reason?: string) =>
    t.app.inject({
      method: "POST",
      url: consoleApiPaths.applicationsStatus,
      headers: { origin: siteOrigin, cookie: reviewer.cookie },
      payload: { ids, status, ...(reason ? { reason } : {}) },
    });
  const approve = async (...ids: string[]) => {
    const response = await changeStatus(ids, "approved");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ changed: string[] }>().changed).toHaveLength(ids.length);
  };
  const numberOf = async (id: string) => (await t.db.select().from(members).where(eq(members.applicationId, id)))[0];
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: reviewer.cookie } });

  describe("numbering", () => {
    it("gives the session year and a four-digit sequence at approval, oldest application first, with a card token", async () => {
      const at = (minute: number) => new Date(Date.UTC(2026, 1, 1, 6, minute));
      const [a, b, c] = await insert({ fullName: "First Member", createdAt: at(0) }, { fullName: "Second Member", createdAt: at(1) }, { fullName: "Third Member", createdAt: at(2) });
      await approve(a!.id);
      // Chosen in the table's newest-first order: numbered in the order they were received all the same.
      await approve(c!.id, b!.id);
      expect((await numberOf(a!.id))?.memberNumber).toBe(`GSC-${year}-0001`);
      expect((await numberOf(b!.id))?.memberNumber).toBe(`GSC-${year}-0002`);
      expect((await numberOf(c!.id))?.memberNumber).toBe(`GSC-${year}-0003`);
      const tokens = (await t.db.select({ token: members.cardToken }).from(members)).map((row) => row.token);
      expect(new Set(tokens).size).toBe(3);
      for (const token of tokens) expect(token).toMatch(memberCardTokenPattern);
      const [counter] = await t.db.select().from(memberNumberCounters).where(eq(memberNumberCounters.sessionYear, year));
      expect(counter?.lastSequence).toBe(3);
    });

    it("numbers a bulk approval of nine in the order the applications were received, whatever the ids' order", async () => {
      const rows = await insert(...Array.from({ length: 9 }, (_, i) => ({ fullName: `Applicant ${i + 1}`, createdAt: new Date(Date.UTC(2026, 1, 1, 6, i)) })));
      await approve(...rows.map((row) => row.id).reverse());
      const numbers = await Promise.all(rows.map(async (row) => (await numberOf(row.id))?.memberNumber));
      expect(numbers).toEqual(Array.from({ length: 9 }, (_, i) => formatMemberNumber(year, i + 1)));
    });

    it("counts each session year apart", async () => {
      await t.db.insert(memberNumberCounters).values({ sessionYear: year - 1, lastSequence: 57 });
      const [a] = await insert({});
      await approve(a!.id);
      expect((await numberOf(a!.id))?.memberNumber).toBe(`GSC-${year}-0001`);
      expect(formatMemberNumber(year - 1, 58)).toBe(`GSC-${year - 1}-0058`);
    });

    it("gives nothing to any other status change", async () => {
      const [a] = await insert({ status: "pending" });
      expect((await changeStatus([a!.id], "payment_verified")).statusCode).toBe(200);
      expect((await changeStatus([a!.id], "rejected", "No payment.")).statusCode).toBe(200);
      expect(await t.db.select().from(members)).toEqual([]);
    });

    it("leaves no gap when the approval's transaction rolls back", async () => {
      const [a, b] = await insert({}, {});
      const actor = { id: null, email: "test@club.example" };
      await expect(
        withTransaction(t.db, { enabled: false, siteUrl: siteOrigin, enqueue: async () => [], kick: () => undefined }, async (work) => {
          await changeApplicationStatus(work.tx, { ids: [a!.id], status: "approved", reason: undefined }, actor);
          expect((await work.tx.select().from(members)).length).toBe(1);
          throw new Error("the e-mail could not be queued");
        }),
      ).rejects.toThrow("the e-mail could not be queued");
      expect(await t.db.select().from(members)).toEqual([]);
      expect((await t.db.select().from(applications).where(eq(applications.id, a!.id)))[0]?.status).toBe("payment_verified");
      await approve(b!.id);
      expect((await numberOf(b!.id))?.memberNumber).toBe(`GSC-${year}-0001`);
    });

    it("gives concurrent approvals distinct, consecutive numbers", async () => {
      const rows = await insert(...Array.from({ length: 6 }, (_, i) => ({ fullName: `Concurrent ${i}` })));
      // Six approvals at once, each its own request and transaction.
      const answers = await Promise.all(rows.map((row) => changeStatus([row.id], "approved")));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const sequences = (await t.db.select({ sequence: members.sequence }).from(members).orderBy(asc(members.sequence))).map((row) => row.sequence);
      expect(sequences).toEqual([1, 2, 3, 4, 5, 6]);
      // And two transactions straight on the repository, overlapping.
      const more = await insert({}, {});
      await Promise.all(more.map((row) => t.db.transaction((tx) => giveMemberNumbers(tx, [row.id]))));
      const all = (await t.db.select({ sequence: members.sequence }).from(members).orderBy(asc(members.sequence))).map((row) => row.sequence);
      expect(all).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    });

    it("keeps the number through a take-back and a new approval, and never gives it again", async () => {
      const [a, b] = await insert({}, {});
      await approve(a!.id);
      const first = await numberOf(a!.id);
      expect((await changeStatus([a!.id], "payment_verified", "Approved by mistake.")).statusCode).toBe(200);
      await approve(b!.id);
      await approve(a!.id);
      const again = await numberOf(a!.id);
      expect(again?.memberNumber).toBe(first?.memberNumber);
      expect(again?.cardToken).toBe(first?.cardToken);
      expect((await numberOf(b!.id))?.memberNumber).toBe(`GSC-${year}-0002`);
      expect(await t.db.select().from(members)).toHaveLength(2);
    });
  });

  describe("where the member learns it", () => {
    it("answers an approved application's status with the number and the card's path, and nothing before", async () => {
      const [a] = await insert({});
      const status = () => t.app.inject({ method: "POST", url: "/api/join-requests/status", payload: { reference: a!.reference, email: a!.email } });
      const before = await status();
      expect(before.statusCode, before.body).toBe(200);
      expect(before.json()).not.toHaveProperty("member");
      await approve(a!.id);
      const member = await numberOf(a!.id);
      const after = (await status()).json<{ status: string; member: { memberNumber: string; cardPath: string } }>();
      expect(after.status).toBe("approved");
      expect(after.member).toEqual({ memberNumber: `GSC-${year}-0001`, cardPath: memberCardPath(member!.cardToken) });
      // Taken back: the number is kept, but the status page no longer offers the card.
      await changeStatus([a!.id], "payment_verified", "Approved by mistake.");
      expect((await status()).json()).not.toHaveProperty("member");
    });

    it("puts the number and the card's address in the approval e-mail", async () => {
      const [a] = await insert({});
      await approve(a!.id);
      const member = await numberOf(a!.id);
      const [letter] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "application-status"));
      expect(letter?.recipient).toBe(a!.email);
      expect(letter?.textBody).toContain(`Your member number: GSC-${year}-0001`);
      expect(letter?.textBody).toContain(`Your member card: http://localhost:3000${memberCardPath(member!.cardToken)}`);
    });

    it("keeps a card's token out of the page views and their referrers", async () => {
      const token = "T".repeat(43);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/page-views",
        payload: { path: memberCardPath(token), referrer: `https://club.example${memberCardPath(token)}?x=1`, userAgent: null, sessionId: "session-1234" },
      });
      expect(response.statusCode, response.body).toBe(204);
      const [view] = await t.db.select().from(pageViews).where(eq(pageViews.sessionId, "session-1234"));
      expect(view?.path).toBe("/join-us/member/:token");
      expect(view?.referrer).toBe("https://club.example/join-us/member/:token");
    });

    it("shows the number and the card's address on the console's application page (for its WhatsApp letter)", async () => {
      const [a] = await insert({});
      const detail = async () => (await get(consoleApiPath(consoleApiPaths.application, { id: a!.id }))).json<ApplicationDetail>();
      expect(await detail()).toMatchObject({ memberNumber: null, memberCardPath: null });
      await approve(a!.id);
      const [member] = await t.db.select().from(members).where(eq(members.applicationId, a!.id));
      expect(await detail()).toMatchObject({ memberNumber: `GSC-${year}-0001`, memberCardPath: memberCardPath(member!.cardToken) });
    });
  });

  describe("the roster", () => {
    const roster = async (query = "") => {
      const response = await get(`${consoleApiPaths.members}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MemberListAnswer>();
    };

    it("lists approved members newest number first, filters by department, session and search, and pages", async () => {
      const [it1, robot, both, pending] = await insert(
        { fullName: "Ishraq IT", departments: ["it"] },
        { fullName: "Rumana Robot", departments: ["robotics_rocketry"] },
        { fullName: "Bashir Both", departments: ["it", "robotics_rocketry"], phone: "01711222333" },
        { fullName: "Pending Person", departments: ["gaming_affairs"] },
      );
      await approve(it1!.id, robot!.id, both!.id);
      // An older session's member, numbered by hand as the backfill would.
      await t.db.update(applications).set({ status: "approved" }).where(eq(applications.id, pending!.id));
      await t.db.insert(members).values({ applicationId: pending!.id, sessionYear: year - 1, sequence: 9, memberNumber: formatMemberNumber(year - 1, 9), cardToken: "x".repeat(43) });

      const all = await roster();
      expect(all.rows.map((row) => row.fullName)).toEqual(["Bashir Both", "Rumana Robot", "Ishraq IT", "Pending Person"]);
      expect(all.total).toBe(4);
      expect(all.sessions).toEqual([year, year - 1]);
      expect(all.rows[0]).toMatchObject({ memberNumber: `GSC-${year}-0003`, sessionYear: year, departments: ["it", "robotics_rocketry"], phone: "01711222333" });
      expect(all.rows[0]?.approvedAt).toEqual(expect.any(String));

      expect((await roster("?department=it")).rows.map((row) => row.fullName)).toEqual(["Bashir Both", "Ishraq IT"]);
      expect((await roster(`?session=${year - 1}`)).rows.map((row) => row.fullName)).toEqual(["Pending Person"]);
      expect((await roster(`?q=gsc-${year}-0002`)).rows.map((row) => row.fullName)).toEqual(["Rumana Robot"]);
      expect((await roster("?q=01711222")).rows.map((row) => row.fullName)).toEqual(["Bashir Both"]);
      const second = await roster("?pageSize=25&page=2");
      expect(second.rows).toEqual([]);
      expect(second.total).toBe(4);

      // Taken back: no longer on the roster, though the number is kept.
      await changeStatus([robot!.id], "payment_verified", "Not yet.");
      expect((await roster()).rows.map((row) => row.fullName)).toEqual(["Bashir Both", "Ishraq IT", "Pending Person"]);
    });

    it("refuses a bad filter with a clear message", async () => {
      const response = await get(`${consoleApiPaths.members}?session=twenty`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain("session must be a year such as 2026.");
      const department = await get(`${consoleApiPaths.members}?department=chess`);
      expect(department.statusCode).toBe(400);
      expect(department.json<{ message: string }>().message).toContain("department must be one of");
    });

    it("exports the same filter in the table's order, as CSV, recording what was exported without the search", async () => {
      const rows = await insert(
        { fullName: "=Formula Member", departments: ["it"] },
        { fullName: "Second IT", departments: ["it"] },
        { fullName: "Gamer", departments: ["gaming_affairs"] },
      );
      await approve(...rows.map((row) => row.id));
      const response = await get(`${consoleApiPaths.membersExport}?department=it&q=member`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toContain("text/csv");
      const [header, ...lines] = parseCsv(response.body.replace(/^\uFEFF/, ""));
      expect(header).toEqual(["Member number", "Name", "Departments", "Session", "Approved at (Dhaka time)", "Email", "Phone", "Application ID"]);
      expect(lines.map((line) => line[0])).toEqual([`GSC-${year}-0001`]);
      // Formula-safe: a name starting with = is not run by a spreadsheet.
      expect(lines[0]?.[1]).toBe("'=Formula Member");
      const table = await roster("?department=it");
      const all = parseCsv((await get(`${consoleApiPaths.membersExport}?department=it`)).body).slice(1);
      expect(all.map((line) => line[0])).toEqual(table.rows.map((row) => row.memberNumber));
      const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, "export"));
      expect(entry?.details).toEqual({ area: "members", filters: { department: "it" }, searched: true });
    });
  });
});
