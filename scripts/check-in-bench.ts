// The door on an event day (a benchmark, not a timed test): an event with 5,000 confirmed
// registrations, 10 door devices each checking someone in once a second by scanning their ticket and
// polling the live count every 2 s, on PGlite and, with TEST_DATABASE_URL (or BENCH_DATABASE_URL), on
// PostgreSQL. Prints the server's p50/p95/max per request kind, as timed over loopback HTTP from
// the request to its answer's last byte, and the offline list's size (raw and gzip, as sent) and time.
//   npx tsx scripts/check-in-bench.ts            30 s of door traffic per database (BENCH_CHECK_IN_SECONDS)
//   npx tsx scripts/check-in-bench.ts --smoke    CI's run (scripts/bench-mode.ts): 200 registrations,
//                                                2 devices, 3 s, no targets; exits 1 if a request is answered wrongly
// Runs the app in this process on a scratch database (tests/support/app.ts), so it needs no build.
import http from "node:http";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { consoleApiPath, consoleApiPaths } from "../src/shared/console/paths.ts";
import type { LiveCount, ScanAnswer } from "#features/check-in/contract.ts";
import { ticketUrl } from "../src/shared/tickets.ts";
import { sampleCategoryIds, sampleEventIds } from "../src/server/db/sample-content.ts";
import { eq } from "drizzle-orm";
import { eventRegistrations, events } from "../src/server/db/schema.ts";
import { ticketCode, ticketSecret } from "#features/check-in/tickets.server.ts";
import { defaultRateLimit } from "../src/server/app.ts";
import { createTestApp } from "../tests/support/app.ts";
import type { TestDatabaseKind } from "../tests/support/databases.ts";
import { createOrganiser, signIn, siteOrigin } from "../tests/support/organisers.ts";
import { benchProblem, finishSmoke, smoke } from "./bench-mode.ts";
import { percentile } from "./bench-support.ts";

const registrations = smoke ? 200 : 5_000;
// Each device is an organiser of its own, signed in (a password hashed twice, about 0.25 s of CPU):
// a smoke run's two make every kind of request.
const devices = smoke ? 2 : 10;
const seconds = smoke ? 3 : Number(process.env.BENCH_CHECK_IN_SECONDS ?? 30);
const targets = { p95Ms: 100, listBytes: 300 * 1024 };
const eventId = sampleEventIds.nationalScienceFestival2027;
const categories = [sampleCategoryIds.school, sampleCategoryIds.college, sampleCategoryIds.university];
const firstNames = ["Nadia", "Arif", "Rina", "Omar", "Uma", "Tahmina", "Rafi", "Sadia", "Karim", "Farhana", "Imran", "Jannat"];
const lastNames = ["Rahman", "Hossain", "Das", "Faruk", "Sen", "Akter", "Ahmed", "Islam", "Khan", "Chowdhury", "Sultana", "Uddin"];

const agent = new http.Agent({ keepAlive: true, maxSockets: devices * 2 });

function call(base: string, path: string, options: { method?: string; cookie: string; body?: unknown; headers?: Record<string, string> }) {
  return new Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      `${base}${path}`,
      {
        method: options.method ?? "GET",
        agent,
        headers: { cookie: options.cookie, ...(body ? { "content-type": "application/json", origin: siteOrigin } : {}), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers: response.headers, ms: performance.now() - started }));
        response.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const ms = (value: number) => value.toFixed(1);

async function run(kind: TestDatabaseKind) {
  const t = await createTestApp(kind, { seed: true, logger: false, rateLimit: { ...defaultRateLimit, max: 1_000_000, signInMax: 10_000 } });
  try {
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    // The event's tickets: names made of common words, as a search at the door would meet them.
    const values = Array.from({ length: registrations }, (_, i) => ({
      eventId,
      categoryId: categories[i % categories.length]!,
      registrationData: {
        full_name: `${firstNames[i % firstNames.length]} ${lastNames[Math.floor(i / firstNames.length) % lastNames.length]} ${i}`,
        college_name: "Government Science College",
        phone: `017${String(10_000_000 + i).slice(-8)}`,
        email: `registrant.${i}@example.org`,
      },
    }));
    const stored: { id: string; reference: string }[] = [];
    for (let i = 0; i < values.length; i += 500) {
      stored.push(...(await t.db.insert(eventRegistrations).values(values.slice(i, i + 500)).returning({ id: eventRegistrations.id, reference: eventRegistrations.reference })));
    }
    // Check-in helpers open today's and tomorrow's events (decision 136): the event is about to start.
    await t.db.update(events).set({ startsAt: new Date(Date.now() + 3600_000), endsAt: new Date(Date.now() + 5 * 3600_000) }).where(eq(events.id, eventId));
    const secret = await ticketSecret(t.db);
    const tickets = stored.map((row) => ticketUrl("https://club.example", row.reference, ticketCode(secret, eventId, row.id)));
    const cookies = await Promise.all(Array.from({ length: devices }, async () => signIn(t.app, (await createOrganiser(t, "checkin")).email)));

    // The offline list, as a device opening the event fetches it.
    const listPath = consoleApiPath(consoleApiPaths.checkInList, { eventId });
    const listTimes: number[] = [];
    let listRaw = 0;
    let listGzip = 0;
    for (let i = 0; i < (smoke ? 1 : 5); i++) {
      const answer = await call(address, listPath, { cookie: cookies[0]!, headers: { "accept-encoding": "gzip" } });
      if (answer.status !== 200 || answer.headers["content-encoding"] !== "gzip") benchProblem(`${kind}: the offline list answered ${answer.status}`);
      listTimes.push(answer.ms);
      listGzip = answer.body.length;
    }
    const plain = await call(address, listPath, { cookie: cookies[0]!, headers: {} });
    listRaw = plain.body.length;
    if (gzipSync(plain.body).length === 0) benchProblem(`${kind}: the offline list was empty`);

    // Ten devices, each scanning a new ticket once a second and reading the live count every 2 s;
    // one ticket in fifty is scanned a second time (an amber). Each device starts at its own moment
    // in the first second, as phones at a door are not in step.
    const times: Record<"scan" | "count", number[]> = { scan: [], count: [] };
    const results: Record<string, number> = {};
    let next = 0;
    let scans = 0;
    const end = performance.now() + seconds * 1000;
    const device = async (index: number) => {
      // Devices are not in step: each starts at its own moment within the first second.
      await new Promise((resolve) => setTimeout(resolve, (index * 1000) / devices));
      let tick = 0;
      while (performance.now() < end) {
        const started = performance.now();
        const again = ++scans % 50 === 0 && next > 0;
        const ticket = tickets[again ? next - 1 : next++ % tickets.length]!;
        const scan = await call(address, consoleApiPath(consoleApiPaths.checkInScan, { eventId }), { method: "POST", cookie: cookies[index]!, body: { text: ticket } });
        times.scan.push(scan.ms);
        const result = scan.status === 200 ? (JSON.parse(scan.body.toString("utf8")) as ScanAnswer).result : `status ${scan.status}`;
        results[result] = (results[result] ?? 0) + 1;
        if (result !== "checked_in" && result !== "already") benchProblem(`${kind}: a scan answered ${result}`);
        if (tick++ % 2 === 0) {
          const count = await call(address, consoleApiPath(consoleApiPaths.checkInCount, { eventId }), { cookie: cookies[index]! });
          times.count.push(count.ms);
          if (count.status !== 200) benchProblem(`${kind}: the live count answered ${count.status}`);
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - started))));
      }
    };
    await Promise.all(Array.from({ length: devices }, (_, index) => device(index)));
    const count = JSON.parse((await call(address, consoleApiPath(consoleApiPaths.checkInCount, { eventId }), { cookie: cookies[0]! })).body.toString("utf8")) as LiveCount;

    console.log(`\n### ${kind}: ${registrations.toLocaleString("en")} registrations, ${devices} devices x 1 scan/s + count every 2 s, ${seconds} s\n`);
    console.log("| request | n | p50 ms | p95 ms | max ms |");
    console.log("|---|---:|---:|---:|---:|");
    for (const [name, list] of Object.entries(times)) {
      console.log(`| ${name === "scan" ? "scan (check-in)" : "live count"} | ${list.length} | ${ms(percentile(list, 50))} | ${ms(percentile(list, 95))} | ${ms(Math.max(...list))} |`);
      if (!smoke && percentile(list, 95) > targets.p95Ms) console.log(`  over the ${targets.p95Ms} ms target`);
    }
    console.log(`| offline list | ${listTimes.length} | ${ms(percentile(listTimes, 50))} | ${ms(percentile(listTimes, 95))} | ${ms(Math.max(...listTimes))} |`);
    console.log(`\nOffline list: ${(listRaw / 1024).toFixed(1)} KB raw, ${(listGzip / 1024).toFixed(1)} KB gzip as sent (target <= ${targets.listBytes / 1024} KB over the wire).`);
    console.log(`Scan answers: ${Object.entries(results).map(([k, v]) => `${k} ${v}`).join(", ")}; live count at the end: ${count.checkedIn} of ${count.registered}.`);
    if (!smoke && listGzip > targets.listBytes) console.log("  the offline list is over its target");
  } finally {
    await t.close();
  }
}

const kinds: TestDatabaseKind[] = ["pglite"];
if (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) {
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
  kinds.push("postgres");
}
for (const kind of kinds) await run(kind);
agent.destroy();
finishSmoke("check-in bench");
