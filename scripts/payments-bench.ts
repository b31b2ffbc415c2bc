// The payments benchmark (not a timed test): 5,000 pasted wallet SMS parsed,
// stored and matched against 20,000 membership applications, and the SMS forwarder at 50 SMS a
// second. Runs the app in this process (src/server/app.ts, no web build needed) on scratch databases
// it creates and removes: PGlite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
//   npm run bench:payments            full run: prints Markdown tables, always exits 0
//   --smoke                           CI's run (scripts/bench-mode.ts): 300 applications, 100 SMS,
//                                     1 s of forwarding, no targets; exits 1 if a case misbehaves
// "At the server" means the time from the request to the whole answer through Fastify's inject()
// (no socket): parsing, every query and the JSON. The forwarder is measured over a real socket with
// autocannon at a fixed rate. The SMS use real layouts with made-up values (tests/support/payments.ts).
import os from "node:os";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { defaultRateLimit } from "../src/server/app.ts";
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from "../src/server/db/client.ts";
import { applications } from "../src/server/db/schema.ts";
import { consoleApiPaths, paymentForwardPath } from "../src/shared/console/paths.ts";
import type { ForwarderSecretAnswer, MatchPage, PasteAnswer, ReceivedPage, VerifyAllAnswer, VerifyPreview } from "#features/payments/contract.ts";
import { applicationPayload } from "../tests/support/factories.ts";
import { bkashSms, clubNumber, madeUpId, nagadSms } from "../tests/support/payments.ts";
import { benchProblem, finishSmoke, smoke } from "./bench-mode.ts";
import { benchOrigin as origin, buildBenchApp, onEachDatabase, signInOrganiser, printRunHeader } from "./bench-support.ts";

const volume = smoke
  ? { applications: 300, sms: 100, forwardSeconds: 1, registrations: 100, registrationSms: 50 }
  : { applications: 20_000, sms: 5_000, forwardSeconds: 20, registrations: 5_000, registrationSms: 1_000 };
const targets = { pasteAndMatchMs: 2_000, forwardRate: 50 };

interface Figure {
  database: string;
  step: string;
  ms: number;
  note: string;
  target?: number;
}
const figures: Figure[] = [];
const forwarding: { database: string; sent: number; perSecond: number; non2xx: number; errors: number; p50: number; p99: number; max: number }[] = [];

/** 20,000 pending online applications: 80% will find their payment in the paste (most exact), the rest not. */
async function seedApplications(handle: DatabaseHandle): Promise<void> {
  const submitted = new Date("2026-02-01T06:00:00Z");
  const rows = Array.from({ length: volume.applications }, (_, i) => {
    const wallet = i % 2 === 0 ? "bkash" : "nagad";
    return {
      ...applicationPayload({
        fullName: `Bench Applicant ${i}`,
        collegeRoll: `bench-${i}`,
        email: `bench-${i}@example.org`,
        paymentNumber: clubNumber[wallet],
        accountNumber: `017${String(10_000_000 + i).slice(-8)}`,
        transactionId: madeUpId(wallet, i),
      }),
      totalAmount: 200,
      createdAt: new Date(submitted.getTime() + i * 1000),
    };
  });
  for (let start = 0; start < rows.length; start += 1000) await handle.db.insert(applications).values(rows.slice(start, start + 1000));
}

/**
 * Paid event registrations (docs/decisions/116) beside the applications: one event, one category
 * costing Tk 150, `volume.registrations` payment-pending online registrations made in one statement,
 * each with its own transaction ID (bKash), and the paste of the first `volume.registrationSms`' SMS.
 */
async function seedRegistrations(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`
    with event as (
      insert into events (title, starts_at, active) values ('Bench paid event', now() + interval '30 days', true) returning id
    ), category as (
      insert into event_categories (name, active) values ('Bench paid category', true) returning id
    ), form as (
      insert into event_registration_forms (event_id, category_id, fee_taka) select event.id, category.id, 150 from event, category returning event_id, category_id
    )
    insert into event_registrations (event_id, category_id, registration_data, status, payment_type, payment_number, account_name, account_number, transaction_id, fee_taka, created_at)
    select form.event_id, form.category_id, '{}'::jsonb, 'payment_pending', 'online', ${clubNumber.bkash}, 'Bench Payer', '018' || lpad(i::text, 8, '0'),
      'BKR' || lpad(i::text, 7, '0'), 150, timestamptz '2026-02-01 06:00:00+00' + i * interval '1 second'
    from form, generate_series(0, ${volume.registrations - 1}) as i`);
}

function registrationPasteText(): string {
  const texts: string[] = [];
  for (let i = 0; i < volume.registrationSms; i++) {
    texts.push(bkashSms({ amount: "150.00", sender: `018${String(i).padStart(8, "0")}`, trxId: `BKR${String(i).padStart(7, "0")}`, at: "01/02/2026 13:00" }));
  }
  return texts.join("\n\n");
}

/** The paste: one SMS per application for the first `volume.sms`, every 50th paying Tk 150, every 97th a typo in its ID. */
function pasteText(): string {
  const texts: string[] = [];
  for (let i = 0; i < volume.sms; i++) {
    const wallet = i % 2 === 0 ? "bkash" : "nagad";
    const id = madeUpId(wallet, i);
    const trxId = i % 97 === 0 ? `${id.slice(0, -1)}W` : id;
    const amount = i % 50 === 0 ? "150.00" : "200.00";
    const sender = `017${String(10_000_000 + i).slice(-8)}`;
    texts.push(wallet === "bkash" ? bkashSms({ amount, sender, trxId, at: "01/02/2026 13:00" }) : nagadSms({ amount, sender, trxId, at: "01/02/2026 13:00" }));
  }
  return texts.join("\n\n");
}

async function timed<T>(database: string, step: string, run: () => Promise<{ status: number; body: T }>, note: (body: T) => string, target?: number, expected = 200): Promise<T | undefined> {
  const started = performance.now();
  const { status, body } = await run();
  const ms = performance.now() - started;
  if (status !== expected) {
    benchProblem(`${database} ${step}: answered ${status}`);
    figures.push({ database, step, ms, note: `answered ${status}` });
    return undefined;
  }
  figures.push({ database, step, ms, note: note(body), target });
  console.error(`${database}: ${step}: ${Math.round(ms)} ms`);
  return body;
}

async function benchDatabase(database: string, options: DatabaseOptions) {
  const handle = await openDatabase(options);
  const app = await buildBenchApp(handle, { rateLimit: { ...defaultRateLimit, signInMax: 1000, forwarderMax: 1_000_000 } });
  try {
    await app.ready();
    const seedStarted = performance.now();
    await seedApplications(handle);
    // PostgreSQL's autovacuum analyses tables this size within a minute of the load.
    if (options.kind === "postgres") await handle.db.execute(sql`analyze`);
    console.error(`${database}: ${volume.applications} applications seeded in ${Math.round(performance.now() - seedStarted)} ms`);
    const cookie = await signInOrganiser(app, handle.db, "admin");
    const inject = async <T>(method: "GET" | "POST", url: string, payload?: object) => {
      const response = await app.inject({ method, url, headers: { cookie, ...(method === "POST" ? { origin } : {}) }, ...(payload ? { payload } : {}) });
      return { status: response.statusCode, body: response.json<T>() };
    };

    const text = pasteText();
    const started = performance.now();
    await timed<PasteAnswer>(database, `paste ${volume.sms} SMS (${(Buffer.byteLength(text) / 1024).toFixed(0)} KB): parse and store`, () => inject("POST", consoleApiPaths.paymentsPaste, { text }), (a) => `${a.added} added, ${a.refused.length} refused`);
    await timed<MatchPage>(database, `match states of ${volume.applications} applications (counts + first page)`, () => inject("GET", consoleApiPaths.paymentsMatches), (a) => Object.entries(a.counts).map(([state, n]) => `${state} ${n}`).join(", "));
    const pasteAndMatch = performance.now() - started;
    figures.push({ database, step: "paste and match together", ms: pasteAndMatch, note: "the two steps above", target: targets.pasteAndMatchMs });
    await timed<MatchPage>(database, "match states, one state (amount differs), page 2", () => inject("GET", `${consoleApiPaths.paymentsMatches}?state=amount_differs&page=2`), (a) => `${a.total} in the state`);
    await timed<ReceivedPage>(database, "received payments no application claims, with candidates", () => inject("GET", consoleApiPaths.paymentsReceived), (a) => `${a.total} unclaimed, ${a.rows.filter((r) => r.candidates.length > 0).length} of ${a.rows.length} shown have candidates`);
    const preview = await timed<VerifyPreview>(database, "verify-all preview", () => inject("GET", consoleApiPaths.paymentsVerifyPreview), (a) => `${a.applications.length} exact matches`);
    if (preview) {
      await timed<VerifyAllAnswer>(database, `verify all ${preview.applications.length} exact matches`, () => inject("POST", consoleApiPaths.paymentsVerifyAll, { ids: preview.applications.map((a) => a.id) }), (a) => `${a.verified} verified, ${a.skipped.length} skipped`);
    }

    // Paid event registrations beside the applications (docs/decisions/116): the same query matches both.
    await seedRegistrations(handle);
    if (options.kind === "postgres") await handle.db.execute(sql`analyze`);
    const registrationText = registrationPasteText();
    await timed<PasteAnswer>(database, `paste ${volume.registrationSms} SMS paying registrations`, () => inject("POST", consoleApiPaths.paymentsPaste, { text: registrationText }), (a) => `${a.added} added`);
    await timed<MatchPage>(
      database,
      `match states of the waiting applications and ${volume.registrations} payment-pending registrations (counts + first page)`,
      () => inject("GET", consoleApiPaths.paymentsMatches),
      (a) => Object.entries(a.counts).filter(([, n]) => n > 0).map(([state, n]) => `${state} ${n}`).join(", "),
    );
    const registrationPreview = await timed<VerifyPreview>(database, "verify-all preview with registrations", () => inject("GET", consoleApiPaths.paymentsVerifyPreview), (a) => `${a.applications.length} exact matches`);
    if (registrationPreview) {
      await timed<VerifyAllAnswer>(
        database,
        `verify all ${registrationPreview.applications.length} exact matches (registrations)`,
        () => inject("POST", consoleApiPaths.paymentsVerifyAll, { ids: registrationPreview.applications.map((a) => a.id) }),
        (a) => `${a.verified} verified (${a.registrations ?? 0} registrations), ${a.skipped.length} skipped`,
      );
    }

    // The forwarder, over a socket: new SMS at a fixed rate, each a new transaction.
    const secret = (await inject<ForwarderSecretAnswer>("POST", consoleApiPaths.paymentForwarderSecret)).body.secret;
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    let n = 0;
    const result = await autocannon({
      url: `${address}${paymentForwardPath}`,
      connections: 4,
      duration: volume.forwardSeconds,
      overallRate: targets.forwardRate,
      requests: [
        {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarder-secret": secret },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ from: "bKash", text: bkashSms({ amount: "200.00", sender: "01819000001", trxId: `FWD${String(n++).padStart(7, "0")}`, at: "01/02/2026 14:00" }) }),
          }),
        },
      ],
    });
    const sent = result.requests.average * volume.forwardSeconds;
    forwarding.push({ database, sent: Math.round(sent), perSecond: result.requests.average, non2xx: result.non2xx, errors: result.errors + result.timeouts, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max });
    if (result.non2xx > 0 || result.errors > 0) benchProblem(`${database} forwarder: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    console.error(`${database}: forwarder ${result.requests.average} SMS/s, p99 ${result.latency.p99} ms`);
  } finally {
    await app.close();
    await handle.close();
  }
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

function printReport(startLoad: number[], started: Date) {
  printRunHeader("Payments benchmark", started, startLoad);
  console.log(`\n${volume.applications} pending online applications; a paste of ${volume.sms} SMS; one request each, at the server (inject).\n`);
  console.log("| database | step | ms | answer | verdict |\n|---|---|---|---|---|");
  for (const f of figures) {
    const verdict = f.target === undefined ? "" : f.ms <= f.target ? `within ${f.target} ms` : `**over ${f.target} ms**`;
    console.log(`| ${f.database} | ${f.step} | ${ms(f.ms)} | ${f.note} | ${verdict} |`);
  }
  console.log(`\nForwarder: POST ${paymentForwardPath} at ${targets.forwardRate} SMS/s for ${volume.forwardSeconds} s over 4 connections, each SMS a new payment.\n`);
  console.log("| database | SMS sent | SMS/s | non-2xx | errors | latency p50 ms | p99 ms | max ms |\n|---|---|---|---|---|---|---|---|");
  for (const f of forwarding) console.log(`| ${f.database} | ${f.sent} | ${f.perSecond} | ${f.non2xx} | ${f.errors} | ${f.p50} | ${f.p99} | ${f.max} |`);
}

const started = new Date();
const startLoad = os.loadavg();
await onEachDatabase("bench_payments", benchDatabase);
printReport(startLoad, started);
finishSmoke("npm run bench:payments");
