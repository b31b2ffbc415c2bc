import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { expect, it } from "vitest";
import { memberCardTokenPattern } from "#features/members/rules.ts";

// Migration 0017 (docs/decisions/110): applications approved before members existed get numbers in
// approval order, per Dhaka year of their approval, without gaps; running its backfill again changes nothing.
const folder = fileURLToPath(new URL("../../../drizzle", import.meta.url));
const migrations = readdirSync(folder).filter((name) => name.endsWith(".sql")).sort();
const membersMigration = migrations.find((name) => name.startsWith("0017_"))!;

async function apply(db: PGlite, name: string, from = 0) {
  const statements = readFileSync(`${folder}/${name}`, "utf8").split("--> statement-breakpoint");
  for (const statement of statements.slice(from)) await db.exec(statement);
}

it("numbers earlier approvals in approval order per Dhaka year, gap-free and only once", async () => {
  const db = new PGlite();
  try {
    const at = migrations.indexOf(membersMigration);
    for (const name of migrations.slice(0, at)) await apply(db, name);
    const insert = (name: string, roll: string, status: string, changedAt: string | null, createdAt: string) =>
      db.query(
        `insert into join_requests (full_name, college_roll, email, departments, total_amount, payment_type, terms_agreement, status, status_changed_at, created_at)
         values ($1, $2, $3, '{it}', 200, 'cash', true, $4, $5, $6)`,
        [name, roll, `${roll}@example.org`, status, changedAt, createdAt],
      );
    // Approved on 31 December 2025 at 19:30 UTC: already 1 January 2026 in Dhaka.
    await insert("New Year Dhaka", "r1", "approved", "2025-12-31T19:30:00Z", "2025-12-01T00:00:00Z");
    await insert("Late 2025", "r2", "approved", "2025-12-31T17:00:00Z", "2025-11-01T00:00:00Z");
    await insert("Early 2025", "r3", "approved", "2025-03-01T10:00:00Z", "2025-02-01T00:00:00Z");
    await insert("Second 2026", "r4", "approved", "2026-02-01T10:00:00Z", "2026-01-20T00:00:00Z");
    // No status_changed_at (a row put in by hand): its created_at stands in.
    await insert("By Hand", "r5", "approved", null, "2026-01-15T00:00:00Z");
    await insert("Still Pending", "r6", "pending", null, "2026-01-10T00:00:00Z");
    await apply(db, membersMigration);

    const numbers = async () =>
      (
        await db.query<{ full_name: string; member_number: string; card_token: string }>(
          "select j.full_name, m.member_number, m.card_token from members m join join_requests j on j.id = m.join_request_id order by m.member_number",
        )
      ).rows;
    const first = await numbers();
    expect(first.map((row) => [row.member_number, row.full_name])).toEqual([
      ["GSC-2025-0001", "Early 2025"],
      ["GSC-2025-0002", "Late 2025"],
      ["GSC-2026-0001", "New Year Dhaka"],
      ["GSC-2026-0002", "By Hand"],
      ["GSC-2026-0003", "Second 2026"],
    ]);
    for (const row of first) expect(row.card_token).toMatch(memberCardTokenPattern);
    expect(new Set(first.map((row) => row.card_token)).size).toBe(5);
    const counters = (await db.query<{ session_year: number; last_sequence: number }>("select session_year, last_sequence from member_number_counters order by session_year")).rows;
    expect(counters).toEqual([
      { session_year: 2025, last_sequence: 2 },
      { session_year: 2026, last_sequence: 3 },
    ]);

    // The backfill's two statements again, after one more approval by hand: only that one is numbered, after the rest.
    await db.query("update join_requests set status = 'approved', status_changed_at = '2026-03-01T00:00:00Z' where college_roll = 'r6'");
    const backfillStart = readFileSync(`${folder}/${membersMigration}`, "utf8").split("--> statement-breakpoint").length - 2;
    await apply(db, membersMigration, backfillStart);
    const again = await numbers();
    expect(again.slice(0, 5)).toEqual(first);
    expect(again.map((row) => [row.member_number, row.full_name]).at(-1)).toEqual(["GSC-2026-0004", "Still Pending"]);
  } finally {
    await db.close();
  }
}, 120_000);
