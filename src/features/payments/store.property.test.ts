import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, receivedPayments } from "#server/db/schema.ts";
import { insertReceivedPayments, listMatches, readExactMatches } from "./store.server.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { applicationRow } from "#tests/support/console-access/applications.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { clubNumber } from "#tests/support/payments.ts";

// Matching never pairs an application with a payment of another wallet. Random
// applications and payments drawn from a few transaction IDs (so IDs collide across wallets, in
// letter case and spacing too), with random amounts and times; every state is checked against its
// definition. Made-up values only.

const ids = ["AAAA1111", "BBBB2222", "CCCC3333", "DDDD4444"];
const wallet = fc.constantFrom("bkash" as const, "nagad" as const);
const submitted = new Date("2026-02-01T06:00:00Z");
const hour = 3_600_000;

const scenario = fc.record({
  applications: fc.array(
    fc.record({
      wallet,
      id: fc.constantFrom(...ids),
      written: fc.constantFrom("as-is", "lower", "spaced"),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  payments: fc.uniqueArray(
    fc.record({
      wallet,
      id: fc.constantFrom(...ids),
      amountPoisha: fc.constantFrom(20000, 15000, 20050),
      offsetHours: fc.integer({ min: -24 * 4, max: 24 * 9 }),
    }),
    { selector: (p) => `${p.wallet} ${p.id}`, maxLength: 8 },
  ),
});

describe.each(testDatabaseKinds)("matching on %s (property)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  it("pairs an application only with a payment of its own wallet, and every state means what it says", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ applications: drawn, payments }) => {
        await t.db.delete(applications);
        await t.db.delete(receivedPayments);
        const written = (id: string, how: string) => (how === "lower" ? id.toLowerCase() : how === "spaced" ? `  ${id} ` : id);
        const rows = await t.db
          .insert(applications)
          .values(drawn.map((a) => applicationRow({ paymentNumber: clubNumber[a.wallet], transactionId: written(a.id, a.written), createdAt: submitted })))
          .returning({ id: applications.id });
        await insertReceivedPayments(
          t.db,
          payments.map((p) => ({ wallet: p.wallet, amountPoisha: p.amountPoisha, senderNumber: null, transactionId: p.id, receivedAt: new Date(submitted.getTime() + p.offsetHours * hour) })),
          "paste",
          { id: null, email: null },
        );
        const page = await listMatches(t.db, { page: 1, pageSize: 100 });
        expect(page.total).toBe(drawn.length);
        for (const row of page.rows) {
          const index = rows.findIndex((r) => r.id === row.id);
          const application = drawn[index]!;
          const sameId = payments.filter((p) => p.id === application.id);
          const own = sameId.find((p) => p.wallet === application.wallet);
          const shared = drawn.filter((other) => other.id === application.id).length > 1;
          if (row.payment) expect(row.payment.wallet === application.wallet).toBe(own !== undefined);
          if (own && row.payment) expect(row.payment.amountPoisha).toBe(own.amountPoisha);
          const expected = shared
            ? "id_used_elsewhere"
            : sameId.length === 0
              ? "not_received"
              : !own
                ? "wallet_differs"
                : own.amountPoisha !== 20000
                  ? "amount_differs"
                  : own.offsetHours < -48 || own.offsetHours > 168
                    ? "outside_window"
                    : "matched";
          expect(row.state).toBe(expected);
        }
        for (const match of await readExactMatches(t.db)) {
          const application = drawn[rows.findIndex((r) => r.id === match.id)]!;
          const [payment] = await t.db.select().from(receivedPayments).where(eq(receivedPayments.id, match.paymentId));
          expect(payment!.wallet).toBe(application.wallet);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
