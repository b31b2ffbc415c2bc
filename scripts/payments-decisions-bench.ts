// The manual payment decisions' benchmark (docs/decisions/142): attach one received payment to an
// application (by its reference), join two to one, and set one aside, each ~50 times, with 20,000
// applications (the load seed, tests/support/load-seed.ts) and 10,000 received payments. Runs the
// app in this process on scratch databases it creates and removes: PGlite, and PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
//   npx tsx scripts/payments-decisions-bench.ts           full run: prints a Markdown table, exits 0
//   npx tsx scripts/payments-decisions-bench.ts --smoke   CI's run (scripts/bench-mode.ts): 300
//                                                         applications, 200 payments, 3 rounds; exits 1 on a problem
// "At the server" is the time from the request to the whole answer through Fastify's inject() (no
// socket): the locks, every query, the activity entry and the commit. Target: p95 <= 150 ms each.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { defaultRateLimit } from "../src/server/app.ts";
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from "../src/server/db/client.ts";
import { receivedPayments } from "../src/server/db/schema.ts";
import { consoleApiPath, consoleApiPaths } from "../src/shared/console/paths.ts";
import { insertLoadSeed } from "../tests/support/load-seed.ts";
import { benchProblem, finishSmoke, smoke } from "./bench-mode.ts";
import { benchOrigin as origin, buildBenchApp, onEachDatabase, percentile, signInOrganiser, printRunHeader } from "./bench-support.ts";

const volume = smoke ? { applications: 300, payments: 200, rounds: 3, warmUp: 1 } : { applications: 20_000, payments: 10_000, rounds: 50, warmUp: 3 };
const targetP95Ms = 150;

interface Row {
  database: string;
  action: string;
  samples: number[];
}
const rows: Row[] = [];

/** Payments neither ID claims: what a reviewer attaches, joins and sets aside. */
const unclaimedId = (i: number) => `BDU${String(i).padStart(7, "0")}`;

/**
 * 10,000 received payments: one for each online application's transaction ID (as far as there are),
 * the rest with IDs no application carries. Answers how many are unclaimed.
 */
async function seedPayments(handle: DatabaseHandle): Promise<number> {
  const claimed = (
    (await handle.db.execute(sql`
      select distinct upper(btrim(transaction_id)) as key from join_requests
      where transaction_id is not null order by 1 limit ${Math.floor(volume.payments * 0.8)}`)) as unknown as { rows: { key: string }[] }
  ).rows.map((row) => row.key);
  const unclaimed = volume.payments - claimed.length;
  const at = new Date("2026-02-01T06:00:00Z").getTime();
  const values = [
    ...claimed.map((transactionId, i) => ({ transactionId, i })),
    ...Array.from({ length: unclaimed }, (_, i) => ({ transactionId: unclaimedId(i), i: claimed.length + i })),
  ].map(({ transactionId, i }) => ({
    wallet: "bkash",
    amountPoisha: i % 4 === 0 ? 15_000 : 20_000,
    senderNumber: `017${String(10_000_000 + i).slice(-8)}`,
    transactionId,
    receivedAt: new Date(at + i * 60_000),
    source: "paste",
    kind: "received",
  }));
  for (let start = 0; start < values.length; start += 1000) await handle.db.insert(receivedPayments).values(values.slice(start, start + 1000));
  return unclaimed;
}

async function benchDatabase(database: string, options: DatabaseOptions) {
  const handle = await openDatabase(options);
  const app = await buildBenchApp(handle, { rateLimit: { ...defaultRateLimit, max: 1_000_000, signInMax: 1000 } });
  try {
    await app.ready();
    const seedStarted = performance.now();
    // The applications at full volume; one small event (the seed reports a registrant), nothing else.
    await insertLoadSeed(handle.db, { applications: volume.applications, events: 1, registrationsPerEvent: 20, messages: 0, pageViews: 0, activity: 0 });
    const unclaimed = await seedPayments(handle);
    // PostgreSQL's autovacuum analyses tables this size within a minute of the load.
    if (options.kind === "postgres") await handle.db.execute(sql`analyze`);
    console.error(`${database}: ${volume.applications} applications and ${volume.payments} payments seeded in ${Math.round(performance.now() - seedStarted)} ms`);
    const cookie = await signInOrganiser(app, handle.db, "reviewer");

    const perRound = 4; // one attached, two joined, one set aside
    const needed = (volume.rounds + volume.warmUp) * perRound;
    if (unclaimed < needed) throw new Error(`only ${unclaimed} unclaimed payments for ${needed}`);
    const paymentIds = new Map(
      ((await handle.db.execute(sql`select id, transaction_id from received_payments where transaction_id like 'BDU%'`)) as unknown as { rows: { id: string; transaction_id: string }[] }).rows.map((r) => [r.transaction_id, r.id]),
    );
    const waiting = (
      (await handle.db.execute(sql`
        select id, reference from join_requests
        where status = 'pending' and payment_type = 'online' and suspected_spam_at is null
        order by created_at desc, id desc limit ${(volume.rounds + volume.warmUp) * 2}`)) as unknown as { rows: { id: string; reference: string }[] }
    ).rows;
    if (waiting.length < (volume.rounds + volume.warmUp) * 2) throw new Error(`only ${waiting.length} pending online applications`);

    let next = 0;
    const payment = () => paymentIds.get(unclaimedId(next++))!;
    const send = async (action: string, url: string, payload: object | undefined, expected: number, counted: boolean) => {
      const started = performance.now();
      const response = await app.inject(
        payload === undefined ? { method: "GET", url, headers: { cookie } } : { method: "POST", url, headers: { cookie, origin }, payload },
      );
      const ms = performance.now() - started;
      if (response.statusCode !== expected) benchProblem(`${database} ${action}: answered ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (!counted) return;
      let row = rows.find((r) => r.database === database && r.action === action);
      if (!row) rows.push((row = { database, action, samples: [] }));
      row.samples.push(ms);
    };
    for (let round = 0; round < volume.rounds + volume.warmUp; round++) {
      const counted = round >= volume.warmUp;
      const [attachTo, joinTo] = [waiting[round * 2]!, waiting[round * 2 + 1]!];
      await send("attach one payment (by reference)", consoleApiPaths.paymentsTie, { paymentIds: [payment()], reference: attachTo.reference, reason: "Typo in the ID, checked on the phone" }, 200, counted);
      await send("join two payments to one application", consoleApiPaths.paymentsTie, { paymentIds: [payment(), payment()], applicationId: joinTo.id, reason: "Paid in two parts" }, 200, counted);
      await send("set one payment aside", consoleApiPath(consoleApiPaths.paymentSetAside, { id: payment() }), { reason: "A personal transfer" }, 204, counted);
      // The floor every signed-in request pays (the session's check, Fastify, the JSON), to read the three against.
      await send("floor: the signed-in session, read", consoleApiPaths.session, undefined, 200, counted);
    }
    for (const row of rows.filter((r) => r.database === database)) {
      const p95 = percentile(row.samples, 95);
      console.error(`${database}: ${row.action}: p95 ${ms(p95)} ms`);
    }
  } finally {
    await app.close();
    await handle.close();
  }
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

function printReport(startLoad: number[], started: Date) {
  printRunHeader("Payment decisions benchmark", started, startLoad);
  console.log(`\n${volume.applications} applications, ${volume.payments} received payments; ${volume.rounds} requests each, one at a time, at the server (inject).\n`);
  console.log("| database | action | p50 ms | p95 ms | max ms | verdict |\n|---|---|---|---|---|---|");
  for (const row of rows) {
    const p95 = percentile(row.samples, 95);
    const verdict = smoke || row.action.startsWith("floor") ? "" : p95 <= targetP95Ms ? `within ${targetP95Ms} ms` : `**over ${targetP95Ms} ms**`;
    console.log(`| ${row.database} | ${row.action} | ${ms(percentile(row.samples, 50))} | ${ms(p95)} | ${ms(Math.max(...row.samples))} | ${verdict} |`);
  }
}

const started = new Date();
const startLoad = os.loadavg();
await onEachDatabase("bench_decisions", benchDatabase);
printReport(startLoad, started);
finishSmoke("payments-decisions-bench");
