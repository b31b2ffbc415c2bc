import { eq, sql } from "drizzle-orm";
import { legalVersions } from "#shared/legal-versions.ts";
import { referenceAlphabet } from "#shared/reference.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  applicationFilterSchema,
  applicationListQuerySchema,
  applicationStatuses,
  statusChangeMessages,
  takesBackApproval,
  transitionRefusal,
  type ApplicationDetail,
  type ApplicationRow,
  type ApplicationStatus,
  type StatusChangeResult,
} from "./contract.ts";
import type { PageOf } from "#shared/console/lists.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { activityLog, applications, applicationStatusChanges } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { applicationRow } from "#tests/support/console-access/applications.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { exportDate, inBatches } from "#server/console/csv-export.ts";
import { applicationPageQuery, readApplicationExportBatch } from "./store.server.ts";
import { parseCsv } from "#tests/support/csv.ts";

const missingId = "7d1f0c4e-3b2a-4c59-9e8d-000000000000";


describe.each(testDatabaseKinds)("console applications on %s", (kind) => {
  let t: TestApp;
  let reviewer: SignedInOrganiser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    reviewer = await signedInAs(t, "reviewer");
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(applications);
    await t.db.delete(activityLog);
  });

  const insert = async (...rows: Parameters<typeof applicationRow>[0][]) => {
    const inserted = await t.db
      .insert(applications)
      .values(rows.map((row) => applicationRow(row)))
      .returning({ id: applications.id });
    return inserted.map((row) => row.id);
  };
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: reviewer.cookie } });
  const list = async (query = "") => {
    const response = await get(`${consoleApiPaths.applications}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PageOf<ApplicationRow>;
  };
  const listIds = async (query: string) => (await list(query)).rows.map((row) => row.id);
  const changeStatus = (payload: object) =>
    t.app.inject({ method: "POST", url: consoleApiPaths.applicationsStatus, headers: { origin: siteOrigin, cookie: reviewer.cookie }, payload });
  const statusOf = async (id: string) => (await t.db.select().from(applications).where(eq(applications.id, id)))[0]!;
  const detail = async (id: string) => {
    const response = await get(consoleApiPath(consoleApiPaths.application, { id }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ApplicationDetail;
  };

  describe("the table", () => {
    it("lists newest first (ties by id), 25 to a page, with the filter's total", async () => {
      const base = Date.parse("2026-02-01T06:00:00Z");
      const ids = await insert(...Array.from({ length: 30 }, (_, i) => ({ createdAt: new Date(base + (i % 15) * 60_000) })));
      const first = await list();
      expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
      expect(first.rows).toHaveLength(25);
      const second = await list("?page=2");
      expect(second.rows).toHaveLength(5);
      const seen = [...first.rows, ...second.rows];
      expect(new Set(seen.map((r) => r.id))).toEqual(new Set(ids));
      for (let i = 1; i < seen.length; i++) {
        const [a, b] = [seen[i - 1]!, seen[i]!];
        expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id)).toBe(true);
      }
      expect((await list("?page=3")).rows).toEqual([]);
      expect((await list("?pageSize=50")).rows).toHaveLength(30);
    });

    it("answers each row's table fields and nothing more", async () => {
      const [id] = await insert({ fullName: "Ayesha Rahman", departments: ["it", "robotics_rocketry"], createdAt: new Date("2026-02-03T04:05:06.789Z") });
      const [row] = (await list()).rows;
      const stored = await statusOf(id!);
      expect(row).toEqual({
        id,
        fullName: "Ayesha Rahman",
        collegeRoll: stored.collegeRoll,
        email: stored.email,
        phone: stored.phone,
        departments: ["it", "robotics_rocketry"],
        paymentType: "online",
        transactionId: stored.transactionId,
        totalAmount: 200,
        status: "pending",
        reference: stored.reference,
        createdAt: "2026-02-03T04:05:06.789Z",
        sharedTransactionId: false,
      });
    });

    it.each([
      ["the full name", "রাফি"],
      ["the full name, in another letter case", "nUSRAT jah"],
      ["the college roll", "hsc-20"],
      ["the e-mail", "ORBIT@EXAMPLE"],
      ["the phone", "445566"],
      ["the transaction id", "bkash7q"],
    ])("searches %s as a substring", async (_, q) => {
      const [bangla, nusrat, other] = await insert(
        { fullName: "রাফি আহমেদ" },
        { fullName: "Nusrat Jahan", collegeRoll: "HSC-2031", email: "nusrat.orbit@example.org", phone: "01819-445566", transactionId: "BKASH7Q2Z" },
        { fullName: "Someone Else" },
      );
      void other;
      const expected = q === "রাফি" ? [bangla] : [nusrat];
      const answer = await list(`?q=${encodeURIComponent(q)}`);
      expect(answer.rows.map((r) => r.id)).toEqual(expected);
      expect(answer.total).toBe(1);
    });

    it("searches for % and _ as themselves, not as wildcards", async () => {
      const [percent] = await insert({ fullName: "Hundred % Sure" }, { fullName: "Under_score" }, { fullName: "Plain Name" });
      expect(await listIds(`?q=${encodeURIComponent("%")}`)).toEqual([percent]);
      // As a wildcard, _ would match the r of "Under".
      expect((await list(`?q=${encodeURIComponent("Unde_")}`)).total).toBe(0);
      expect((await list(`?q=${encodeURIComponent("r_")}`)).total).toBe(1);
    });

    it("does not match across two fields", async () => {
      await insert({ fullName: "Nusrat Jahan", collegeRoll: "HSC-2031" });
      expect((await list("?q=jahanhsc")).total).toBe(0);
      expect((await list(`?q=${encodeURIComponent("jahan hsc")}`)).total).toBe(0);
      expect((await list("?q=jahan")).total).toBe(1);
    });

    it("filters by status, payment type and department, together with the search", async () => {
      const [pending, verified, cash, robotics] = await insert(
        { fullName: "Alpha One" },
        { fullName: "Alpha Two", status: "payment_verified" },
        { fullName: "Alpha Three", paymentType: "cash", paymentNumber: null, accountName: null, accountNumber: null, transactionId: null },
        { fullName: "Beta Four", departments: ["robotics_rocketry", "gaming_affairs"] },
      );
      expect(new Set(await listIds("?status=pending"))).toEqual(new Set([pending, cash, robotics]));
      expect(await listIds("?status=payment_verified")).toEqual([verified]);
      expect(await listIds("?status=approved")).toEqual([]);
      expect(await listIds("?payment=cash")).toEqual([cash]);
      expect((await listIds("?payment=online")).sort()).toEqual([pending, verified, robotics].sort());
      expect(await listIds("?department=gaming_affairs")).toEqual([robotics]);
      expect((await list("?department=it")).total).toBe(3);
      expect(await listIds("?q=alpha&payment=online&status=pending")).toEqual([pending]);
    });

    it("reads from and to as whole days in Dhaka time, both included", async () => {
      const [dayStart, lateEvening, nextDay, dayBefore] = await insert(
        { createdAt: new Date("2026-03-09T18:00:00.000Z") }, // 10 Mar 00:00 in Dhaka
        { createdAt: new Date("2026-03-10T17:30:00.000Z") }, // 10 Mar 23:30 in Dhaka
        { createdAt: new Date("2026-03-10T18:30:00.000Z") }, // 11 Mar 00:30 in Dhaka, 10 Mar in UTC
        { createdAt: new Date("2026-03-09T17:59:59.999Z") }, // 9 Mar 23:59 in Dhaka
      );
      expect((await listIds("?from=2026-03-10&to=2026-03-10")).sort()).toEqual([dayStart, lateEvening].sort());
      expect(await listIds("?from=2026-03-11")).toEqual([nextDay]);
      expect(await listIds("?to=2026-03-09")).toEqual([dayBefore]);
      expect((await list("?from=2026-03-09&to=2026-03-11")).total).toBe(4);
    });

    it("flags applications whose transaction ID another carries, trimmed and in any letter case", async () => {
      const [first, second, unique, cashA, cashB] = await insert(
        { transactionId: "ABC123XYZ" },
        { transactionId: " abc123xyz " },
        { transactionId: "ABC123" },
        { paymentType: "cash", paymentNumber: null, accountName: null, accountNumber: null, transactionId: null },
        { paymentType: "cash", paymentNumber: null, accountName: null, accountNumber: null, transactionId: null },
      );
      const flags = Object.fromEntries((await list()).rows.map((r) => [r.id, r.sharedTransactionId]));
      expect(flags).toEqual({ [first!]: true, [second!]: true, [unique!]: false, [cashA!]: false, [cashB!]: false });
    });

    it("reads a page by the created_at index and each duplicate flag by the transaction-ID index", async () => {
      // Each row's reference spelled from its number: 3,000 draws of the database's random default collide
      // about once in 250 runs (the same birthday odds as the load seed's).
      const digit = (divisor: number) => sql.raw(`substr('${referenceAlphabet}', (g / ${divisor}) % 32 + 1, 1)`);
      await t.db.execute(sql`insert into join_requests (full_name, college_roll, email, departments, total_amount, payment_type,
          payment_number, account_name, account_number, transaction_id, terms_agreement, created_at, reference)
        select 'Load ' || g, 'LOAD-' || g, 'load' || g || '@example.org', array['it'], 200, 'online', '01711', 'Load', '0171',
          'LTX' || (g % 2900), true, now() - g * interval '1 minute',
          'GSC-LD' || ${digit(32768)} || ${digit(1024)} || '-' || ${digit(32)} || ${digit(1)}
        from generate_series(1, 3000) g`);
      await t.db.execute(sql`analyze join_requests`);
      const { sql: text, params } = applicationPageQuery(t.db, applicationListQuerySchema.parse({})).toSQL();
      const explained = await t.db.execute(sql.raw(`explain ${text.replace(/\$(\d+)/g, (_, n: string) => String(params[Number(n) - 1]))}`));
      const plan = ((explained as { rows: Record<string, string>[] }).rows).map((row) => row["QUERY PLAN"]).join("\n");
      expect(plan).toMatch(/Index Scan Backward using join_requests_created_at_idx/);
      expect(plan).toMatch(/Index Scan using join_requests_transaction_key_idx/);
      expect(plan).not.toMatch(/Seq Scan/);
      const first = await list();
      expect(first.total).toBe(3000);
      // LTX1 to LTX100 are carried twice (g and g + 2900); the newest page holds g = 1 to 25.
      expect(first.rows.every((row) => row.sharedTransactionId)).toBe(true);
      expect((await list("?q=load500@")).rows.map((row) => row.sharedTransactionId)).toEqual([false]);
    });

    it.each([
      ["status=done", "querystring.status: status must be one of pending, payment_verified, approved, rejected."],
      ["payment=card", "querystring.payment: payment must be one of cash, online."],
      ["department=chess", "querystring.department: department must be one of project_display_research_paper"],
      ["from=10-03-2026", "querystring.from: Use a date as YYYY-MM-DD."],
      ["to=2026-02-30", "querystring.to: The end date is not a real date."],
      ["from=2026-03-02&to=2026-03-01", "The start date must not be after the end date."],
      ["page=0", "querystring.page: page starts at 1."],
      ["pageSize=7", "querystring.pageSize: pageSize must be one of 25, 50, 100."],
      [`q=${"x".repeat(201)}`, "querystring.q: A search may have at most 200 characters."],
      ["q=a%00b", "querystring.q: A search may not contain control characters."],
      ["q=a%1Fb", "querystring.q: A search may not contain control characters."],
      ["status=pending&status=approved", "querystring.status: status must be one of"],
      ["sort=name", "querystring"],
    ])("answers 400 for %s", async (query, message) => {
      const response = await get(`${consoleApiPaths.applications}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });
  });

  describe("one application", () => {
    it("answers every column, its history oldest first with who and when, and those sharing its transaction ID", async () => {
      const [id, twin, unrelated] = await insert(
        { fullName: "Tanvir Hasan", transactionId: "TX-77", createdAt: new Date("2026-01-05T10:00:00Z") },
        { fullName: "Tanvir's Twin", transactionId: "tx-77 ", createdAt: new Date("2026-01-06T10:00:00Z") },
        { transactionId: "TX-78" },
      );
      void unrelated;
      expect((await changeStatus({ ids: [id], status: "rejected", reason: "Paid by someone else." })).statusCode).toBe(200);
      expect((await changeStatus({ ids: [id], status: "pending" })).statusCode).toBe(200);
      expect((await changeStatus({ ids: [id], status: "payment_verified" })).statusCode).toBe(200);

      const answer = await detail(id!);
      const stored = await statusOf(id!);
      const { history, sharingTransactionId, ...columns } = answer;
      expect(columns).toEqual({
        ...stored,
        createdAt: "2026-01-05T10:00:00.000Z",
        statusChangedAt: stored.statusChangedAt!.toISOString(),
        // Never approved: no member number or card yet.
        memberNumber: null,
        memberCardPath: null,
        // No payment received for it, and no longer waiting for verification: no match state.
        money: { feePoisha: 20000, receivedPoisha: 0, state: null, stateText: null, payments: [], sharedWith: [] },
      });
      expect(columns.status).toBe("payment_verified");
      expect(columns.statusReason).toBeNull();
      expect(history.map((h) => [h.fromStatus, h.toStatus, h.reason])).toEqual([
        ["pending", "rejected", "Paid by someone else."],
        ["rejected", "pending", null],
        ["pending", "payment_verified", null],
      ]);
      for (const entry of history) {
        expect(entry).toMatchObject({ organiserName: "Test reviewer", organiserEmail: reviewer.email });
        expect(Date.parse(entry.createdAt)).not.toBeNaN();
      }
      expect(sharingTransactionId).toEqual([
        { id: twin, fullName: "Tanvir's Twin", collegeRoll: expect.any(String), status: "pending", createdAt: "2026-01-06T10:00:00.000Z" },
      ]);
    });

    it("answers 404 with a message for an unknown id, and 400 for something that is no id", async () => {
      const missing = await get(consoleApiPath(consoleApiPaths.application, { id: missingId }));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe("There is no application with this id. It may have been removed.");
      const bad = await get(consoleApiPath(consoleApiPaths.application, { id: "1 or 1=1" }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("params.id: This is not an application id.");
    });
  });

  describe("status changes", () => {
    const pairs = applicationStatuses.flatMap((from) => applicationStatuses.map((to) => [from, to] as [ApplicationStatus, ApplicationStatus]));

    it.each(pairs)("%s -> %s follows the workflow", async (from, to) => {
      const [id] = await insert({ status: from, statusReason: from === "rejected" ? "Earlier reason." : null });
      const reason = to === "rejected" ? "  Transaction ID not found.  " : takesBackApproval(from, to) ? " Approved by mistake. " : undefined;
      const response = await changeStatus({ ids: [id], status: to, ...(reason === undefined ? {} : { reason }) });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json() as StatusChangeResult;
      const refusal = transitionRefusal(from, to);
      const row = await statusOf(id!);
      const changes = await t.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, id!));
      if (refusal === undefined) {
        expect(result).toEqual({ changed: [id], skipped: [], emailed: false, batchId: changes[0]!.batchId });
        expect(result.batchId).toMatch(/^[0-9a-f-]{36}$/);
        expect(row.status).toBe(to);
        expect(row.statusReason).toBe(to === "rejected" ? "Transaction ID not found." : null);
        expect(row.statusChangedAt).toBeInstanceOf(Date);
        expect(changes).toHaveLength(1);
        expect(changes[0]).toMatchObject({ fromStatus: from, toStatus: to, reason: reason?.trim() ?? null, organiserId: reviewer.id, organiserEmail: reviewer.email });
      } else {
        expect(result).toEqual({ changed: [], skipped: [{ id, reason: refusal }], emailed: false, batchId: null });
        expect(row.status).toBe(from);
        expect(row.statusChangedAt).toBeNull();
        expect(changes).toHaveLength(0);
      }
    });

    it("changes the allowed ones of a bulk selection and says why it skipped the rest, in one activity entry without names", async () => {
      const [pending, approved, verifiedA, verifiedB] = await insert(
        { fullName: "Pending Person" },
        { fullName: "Approved Person", status: "approved" },
        { fullName: "Verified A", status: "payment_verified" },
        { fullName: "Verified B", status: "payment_verified" },
      );
      const response = await changeStatus({ ids: [pending, approved, missingId, verifiedA, verifiedB], status: "approved" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        changed: [verifiedA, verifiedB],
        skipped: [
          { id: pending, reason: "The payment must be verified before approval." },
          { id: approved, reason: "Already approved." },
          { id: missingId, reason: statusChangeMessages.notFound },
        ],
        // This server has no e-mail: the console says the applicants were not told.
        emailed: false,
        batchId: expect.any(String),
      });
      expect((await statusOf(verifiedA!)).status).toBe("approved");
      expect((await statusOf(pending!)).status).toBe("pending");
      const activity = await t.db.select().from(activityLog).where(eq(activityLog.action, "application-status"));
      expect(activity).toHaveLength(1);
      expect(activity[0]).toMatchObject({
        organiserId: reviewer.id,
        organiserEmail: reviewer.email,
        subjectType: "join_request",
        subjectId: null,
        details: { status: "approved", changed: 2, skipped: 3 },
      });
      expect(JSON.stringify(activity[0]!.details)).not.toMatch(/Person|Verified/);
    });

    it("takes back an approval only with a reason, which the history keeps with who did it; the applicant's own reason stays empty", async () => {
      const [approved, pending] = await insert({ fullName: "Approved By Mistake", status: "approved" }, { fullName: "Still Pending" });
      const without = await changeStatus({ ids: [approved, pending], status: "payment_verified" });
      expect(without.json()).toEqual({ changed: [pending], skipped: [{ id: approved, reason: statusChangeMessages.takeBackReasonRequired }], emailed: false, batchId: expect.any(String) });
      expect((await statusOf(approved!)).status).toBe("approved");

      const response = await changeStatus({ ids: [approved], status: "payment_verified", reason: "  Approved the wrong Nadia.  " });
      expect(response.json()).toEqual({ changed: [approved], skipped: [], emailed: false, batchId: expect.any(String) });
      const row = await statusOf(approved!);
      expect(row).toMatchObject({ status: "payment_verified", statusReason: null });
      const changes = await t.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, approved!));
      expect(changes).toEqual([
        expect.objectContaining({ fromStatus: "approved", toStatus: "payment_verified", reason: "Approved the wrong Nadia.", organiserEmail: reviewer.email }),
      ]);
      // Approved again after that: the slip is undone, not permanent.
      expect((await changeStatus({ ids: [approved], status: "approved" })).json()).toEqual({ changed: [approved], skipped: [], emailed: false, batchId: expect.any(String) });
    });

    it("names the application in the activity entry when only one was changed", async () => {
      const [id] = await insert({});
      await changeStatus({ ids: [id], status: "payment_verified" });
      const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, "application-status"));
      expect(entry).toMatchObject({ subjectId: id, details: { status: "payment_verified", changed: 1, skipped: 0 } });
    });

    it.each([
      [{ status: "rejected" }, `body.reason: ${statusChangeMessages.reasonRequired}`],
      [{ status: "rejected", reason: "   " }, `body.reason: ${statusChangeMessages.reasonRequired}`],
      [{ status: "rejected", reason: "x".repeat(501) }, `body.reason: ${statusChangeMessages.reasonTooLong}`],
      [{ status: "approved", reason: "Looks fine." }, `body.reason: ${statusChangeMessages.reasonNotAllowed}`],
      [{ status: "payment_verified", reason: "x".repeat(501) }, `body.reason: ${statusChangeMessages.reasonTooLong}`],
      [{ status: "archived" }, "body.status: status must be one of pending, payment_verified, approved, rejected."],
      [{ status: "approved", ids: [] }, `body.ids: ${statusChangeMessages.noIds}`],
      [{ status: "approved", ids: ["not-an-id"] }, `body.ids.0: ${statusChangeMessages.badId}`],
      [{ status: "approved", extra: true }, "body"],
    ])("answers 400 and changes nothing for %j", async (body, message) => {
      const [id] = await insert({});
      const response = await changeStatus({ ids: [id], ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect((await statusOf(id!)).status).toBe("pending");
      expect(await t.db.select().from(applicationStatusChanges)).toHaveLength(0);
      expect(await t.db.select().from(activityLog).where(eq(activityLog.action, "application-status"))).toHaveLength(0);
    });

    it("refuses more than 500 ids and the same id twice", async () => {
      const [id] = await insert({});
      const many = Array.from({ length: 501 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
      expect((await changeStatus({ ids: many, status: "approved" })).json().message).toContain(statusChangeMessages.tooManyIds);
      const twice = await changeStatus({ ids: [id, id!.toUpperCase()], status: "payment_verified" });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toContain(statusChangeMessages.duplicateIds);
    });
  });

  describe("the export", () => {
    const exportCsv = async (query: string) => {
      const response = await get(`${consoleApiPaths.applicationsExport}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };

    it("streams every column as filtered, newest first as the table lists them, with a BOM, Bangla intact and formulas neutralised", async () => {
      const [bangla, formula] = await insert(
        { fullName: "রাফি আহমেদ", departments: ["it", "photography_media"], createdAt: new Date("2026-03-10T17:30:00Z"), transactionId: "DUP-1" },
        { fullName: "=cmd|' /C calc'!A0", createdAt: new Date("2026-03-11T04:00:00Z"), transactionId: "dup-1" },
        { fullName: "Cash Payer", paymentType: "cash", paymentNumber: null, accountName: null, accountNumber: null, transactionId: null },
      );
      await changeStatus({ ids: [formula], status: "rejected", reason: "Duplicate payment." });
      const response = await exportCsv("?payment=online");
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe(`attachment; filename="applications-${exportDate()}.csv"`);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body.startsWith("\uFEFF")).toBe(true);
      const [header, ...rows] = parseCsv(response.body.slice(1));
      expect(header).toEqual([
        "Submitted at (Dhaka time)", "Reference", "Status", "Status reason", "Status changed at (Dhaka time)", "Full name", "College roll", "Email",
        "Phone", "Section", "Blood group", "Father's name", "Father's phone", "Mother's name", "Mother's phone", "Permanent address",
        "Present address", "Photo link", "Facebook ID", "Previous clubbing experience", "Extra qualification activities", "Departments",
        "Payment type", "Amount (TK)", "Payment number", "Account name", "Account number", "Transaction ID", "Shares transaction ID",
        "Payments tied by hand", "Tie reasons", "Tied by", "Tied at (Dhaka time)",
        "Privacy policy accepted", "Terms accepted", "Accepted at (Dhaka time)", "Language", "Application ID",
      ]);
      expect(rows).toHaveLength((await list("?payment=online")).total);
      expect(rows).toHaveLength(2);
      const cell = (row: string[], name: string) => row[header!.indexOf(name)];
      // The table's order: the newest first.
      const shown = (await list("?payment=online")).rows;
      expect(rows.map((row) => cell(row, "Application ID"))).toEqual(shown.map((row) => row.id));
      expect(shown.map((row) => row.id)).toEqual([formula, bangla]);
      const [second, first] = rows as [string[], string[]];
      expect(cell(first, "Application ID")).toBe(bangla);
      expect(cell(first, "Reference")).toBe(shown[1]!.reference);
      expect(cell(second, "Reference")).toBe(shown[0]!.reference);
      expect(cell(first, "Reference")).toMatch(/^GSC-/);
      expect(cell(first, "Full name")).toBe("রাফি আহমেদ");
      expect(cell(first, "Submitted at (Dhaka time)")).toBe("2026-03-10 23:30");
      expect(cell(first, "Departments")).toBe("IT; Photography and Media");
      expect(cell(first, "Status")).toBe("Pending");
      expect(cell(first, "Shares transaction ID")).toBe("Yes");
      expect(cell(first, "Payment type")).toBe("Online");
      expect(cell(first, "Amount (TK)")).toBe("200");
      // Inserted as the factory's form sent it, without a time: the versions only.
      expect([cell(first, "Privacy policy accepted"), cell(first, "Terms accepted"), cell(first, "Accepted at (Dhaka time)")]).toEqual([legalVersions.privacyPolicy.id, legalVersions.terms.id, ""]);
      expect(cell(second, "Full name")).toBe("'=cmd|' /C calc'!A0");
      expect(cell(second, "Status")).toBe("Rejected");
      expect(cell(second, "Status reason")).toBe("Duplicate payment.");
      expect(cell(second, "Status changed at (Dhaka time)")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      // No payment tied by hand: the tie's columns are empty (payments.test.ts fills them).
      expect([cell(first, "Payments tied by hand"), cell(first, "Tie reasons"), cell(first, "Tied by"), cell(first, "Tied at (Dhaka time)")]).toEqual(["", "", "", ""]);
    });

    it("honours every filter and the search, and records the export without the search text", async () => {
      await insert(
        { fullName: "Nadia Export", status: "approved", departments: ["quizzing_circuit"], createdAt: new Date("2026-04-01T05:00:00Z") },
        { fullName: "Nadia Other", status: "approved", departments: ["it"], createdAt: new Date("2026-04-01T05:00:00Z") },
        { fullName: "Nadia Late", status: "approved", departments: ["quizzing_circuit"], createdAt: new Date("2026-04-05T05:00:00Z") },
        { fullName: "Someone Approved", status: "approved", departments: ["quizzing_circuit"], createdAt: new Date("2026-04-01T05:00:00Z") },
      );
      const filters = "?q=nadia&status=approved&payment=online&department=quizzing_circuit&from=2026-04-01&to=2026-04-02";
      const [, ...rows] = parseCsv((await exportCsv(filters)).body.slice(1));
      expect(rows.map((row) => row[5])).toEqual(["Nadia Export"]);
      expect((await list(filters)).total).toBe(1);
      const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, "export"));
      expect(entry).toMatchObject({
        organiserId: reviewer.id,
        details: {
          area: "applications",
          filters: { status: "approved", payment: "online", department: "quizzing_circuit", from: "2026-04-01", to: "2026-04-02" },
          searched: true,
        },
      });
      expect(JSON.stringify(entry!.details)).not.toMatch(/nadia/i);
    });

    it("answers 400 for a bad filter and for a page parameter", async () => {
      expect((await get(`${consoleApiPaths.applicationsExport}?status=done`)).statusCode).toBe(400);
      expect((await get(`${consoleApiPaths.applicationsExport}?page=2`)).statusCode).toBe(400);
      expect(await t.db.select().from(activityLog).where(eq(activityLog.action, "export"))).toHaveLength(0);
    });

    it("reads batches that share a millisecond without repeating or skipping a row", async () => {
      const ids = await insert(...Array.from({ length: 7 }, () => ({})));
      // Microseconds apart: the same JavaScript Date for all seven.
      await t.db.execute(sql`update join_requests set created_at = '2026-05-01T00:00:00.000100Z'::timestamptz + case when id::text < '8' then interval '1 microsecond' else interval '0' end`);
      const seen: string[] = [];
      for await (const row of inBatches((after, limit) => readApplicationExportBatch(t.db, applicationFilterSchema.parse({}), after, limit), 2)) seen.push(row.id);
      expect(seen).toHaveLength(7);
      expect(new Set(seen)).toEqual(new Set(ids));
      // Batch after batch in the table's order, not only the same rows.
      const query = applicationListQuerySchema.parse({ pageSize: 100 });
      expect(seen).toEqual((await applicationPageQuery(t.db, query)).map((row) => row.id));
    });
  });
});
