import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyInsertFailure, type InsertFailureReason } from "./insert-failures.ts";
import type { Database } from "#server/db/client.ts";
import { insertApplication } from "./store.server.ts";
import { applications } from "#server/db/schema.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "#tests/support/databases.ts";
import { cashApplicationPayload } from "#tests/support/factories.ts";
import { defaultMembershipFee } from "#shared/membership.ts";

const fee = { feeTaka: defaultMembershipFee };

// The mapping of spec section 8, fed with the errors the real databases raise through Drizzle.

// The e-mail is given here: the duplicate cases below repeat it in another letter case.
const application = cashApplicationPayload({ email: "ayesha@example.org" });

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the statement was expected to fail");
}

describe.each(testDatabaseKinds)("insert errors raised by %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  const cases: [string, InsertFailureReason, () => Promise<unknown>][] = [
    [
      "the same email in another letter case",
      "duplicateEmail",
      () => insertApplication(db, { ...application, collegeRoll: "other-roll", email: "AYESHA@Example.org" }, fee),
    ],
    [
      "the same college roll in another letter case",
      "duplicateCollegeRoll",
      async () => {
        await insertApplication(db, { ...application, collegeRoll: "roll-x", email: "x@example.org" }, fee);
        await insertApplication(db, { ...application, collegeRoll: "ROLL-X", email: "y@example.org" }, fee);
      },
    ],
    [
      "an id that is already used",
      "duplicate",
      async () => {
        const [row] = await db.select({ id: applications.id }).from(applications).limit(1);
        await db.insert(applications).values({ ...application, id: row!.id, email: "z@example.org", collegeRoll: "roll-z" });
      },
    ],
    [
      "text that is not a uuid",
      "invalidFormat",
      () => db.insert(applications).values({ ...application, id: "not-a-uuid", email: "u@example.org", collegeRoll: "roll-u" }),
    ],
    [
      "terms not agreed (a check constraint)",
      "checkConstraint",
      () =>
        db.insert(applications).values({ ...application, termsAgreement: false, email: "t@example.org", collegeRoll: "roll-t" }),
    ],
    [
      "a row outside its partition (23514 without a check constraint)",
      "checkViolation",
      async () => {
        await db.execute(sql`create table scratch_fees (paid_on int not null) partition by range (paid_on)`);
        await db.execute(sql`create table scratch_fees_2026 partition of scratch_fees for values from (2026) to (2027)`);
        await db.execute(sql`insert into scratch_fees_2026 (paid_on) values (1999)`);
      },
    ],
    [
      "a missing full name",
      "notNull",
      () =>
        db.execute(
          sql`insert into join_requests (college_roll, email, departments, total_amount, payment_type, terms_agreement) values ('n', 'n@example.org', '{it}', 200, 'cash', true)`,
        ),
    ],
    [
      "a value for a generated column",
      "generatedColumn",
      async () => {
        await db.execute(sql`create table scratch_totals (fee int not null, total int generated always as (fee * 1) stored)`);
        await db.execute(sql`insert into scratch_totals (fee, total) values (200, 200)`);
      },
    ],
    [
      "a value for an always-generated identity",
      "generatedColumn",
      async () => {
        await db.execute(sql`create table scratch_numbers (n int generated always as identity)`);
        await db.execute(sql`insert into scratch_numbers (n) values (1)`);
      },
    ],
    ["a missing table", "other", () => db.execute(sql`insert into scratch_missing (a) values (1)`)],
  ];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.handle.db;
    await insertApplication(db, application, fee);
  });
  afterAll(() => database.destroy());

  it.each(cases)("maps %s to %s", async (_label, reason, run) => {
    const error = await failureOf(run);
    expect(classifyInsertFailure(error)).toBe(reason);
  });

  it("finds the driver's code under Drizzle's wrapper, whose own message quotes the SQL", async () => {
    const error = (await failureOf(() => insertApplication(db, { ...application, email: "other@example.org" }, fee))) as Error;
    expect(error.message).toMatch(/email/);
    expect((error.cause as { code?: string }).code).toBe("23505");
    expect(classifyInsertFailure(error)).toBe("duplicateCollegeRoll");
  });
});
