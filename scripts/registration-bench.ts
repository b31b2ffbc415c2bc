// The college Wi-Fi benchmark (decision 139; not a timed test): a class registering for an event
// from one address. 200 registrations from 127.0.0.1 spread over five minutes, over HTTP, against the
// app in this process with the server's own default limits (RATE_LIMIT_* unset): every one must be
// answered 201 and stored, none refused. Then the limits still hold: one e-mail address's sixth
// attempt in 10 minutes is refused (429).
//   npx tsx scripts/registration-bench.ts           200 registrations in five minutes, on PGlite
//   npx tsx scripts/registration-bench.ts --smoke   20 in five seconds (CI)
// Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to run it on PostgreSQL as well.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { readConfig } from "../src/server/config.ts";
import { openDatabase, type DatabaseOptions } from "../src/server/db/client.ts";
import { eventRegistrations } from "../src/server/db/schema.ts";
import { insertSampleContent } from "../src/server/db/seed.ts";
import { apiPaths } from "../src/shared/api/paths.ts";
import { registrationPayload, roboticsAnswers } from "../tests/support/factories.ts";
import { benchProblem, finishSmoke, smoke } from "./bench-mode.ts";
import { buildBenchApp, onEachDatabase, percentile } from "./bench-support.ts";

const plan = smoke ? { registrations: 20, seconds: 5 } : { registrations: 200, seconds: 300 };
// The server's defaults, as `npm start` reads them with no RATE_LIMIT_* set.
const limits = readConfig({}).rateLimit;
const figures: { database: string; sent: number; stored: number; refused: number; failed: number; p50: number; p95: number; seconds: number; contactLimit: string }[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function benchDatabase(database: string, options: DatabaseOptions) {
  const handle = await openDatabase(options);
  const app = await buildBenchApp(handle, { rateLimit: limits });
  try {
    await insertSampleContent(handle.db);
    const base = await app.listen({ host: "127.0.0.1", port: 0 });
    const post = (registrationData: ReturnType<typeof roboticsAnswers>) =>
      fetch(base + apiPaths.eventRegistrations, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(registrationPayload({ registrationData })),
      });
    const student = (n: number) =>
      roboticsAnswers({ full_name: `Student ${n}`, college_roll: String(3_000_000 + n), email: `student${n}@example.org`, phone: `0181${String(n).padStart(7, "0")}` });

    // Evenly spread: one every `gap` ms, each sent without waiting for the one before.
    const gap = (plan.seconds * 1000) / plan.registrations;
    const started = performance.now();
    const times: number[] = [];
    const statuses: number[] = [];
    const sending: Promise<void>[] = [];
    for (let n = 0; n < plan.registrations; n++) {
      const due = started + n * gap;
      const now = performance.now();
      if (due > now) await sleep(due - now);
      sending.push(
        (async () => {
          const sent = performance.now();
          const response = await post(student(n)).catch(() => undefined);
          times.push(performance.now() - sent);
          statuses.push(response?.status ?? 0);
          if (response && response.status !== 201) console.error(`${database}: registration ${n}: ${response.status} ${(await response.text()).slice(0, 160)}`);
        })(),
      );
    }
    await Promise.all(sending);
    const seconds = (performance.now() - started) / 1000;
    const stored = (await handle.db.select({ id: eventRegistrations.id }).from(eventRegistrations)).length;
    const refused = statuses.filter((status) => status === 429).length;
    const failed = statuses.filter((status) => status !== 201 && status !== 429).length;

    // Abuse still stops: the same e-mail address, a new phone each time, past its attempts.
    let contactLimit = "not reached";
    for (let n = 0; n <= (limits.registrationContactMax ?? 0); n++) {
      const response = await post({ ...student(10_000 + n), email: "same.person@example.org" });
      if (response.status === 429) {
        contactLimit = `429 at attempt ${n + 1}`;
        break;
      }
    }

    figures.push({ database, sent: plan.registrations, stored, refused, failed, p50: percentile(times, 50), p95: percentile(times, 95), seconds, contactLimit });
    if (refused > 0) benchProblem(`${database}: ${refused} of ${plan.registrations} registrations from one address were refused (429)`);
    if (failed > 0) benchProblem(`${database}: ${failed} of ${plan.registrations} registrations failed`);
    if (stored !== plan.registrations) benchProblem(`${database}: ${stored} of ${plan.registrations} registrations stored`);
    if (contactLimit === "not reached") benchProblem(`${database}: one e-mail address was never refused`);
  } finally {
    await app.close();
    await handle.close();
  }
}

const startLoad = os.loadavg();
await onEachDatabase("bench_registrations", benchDatabase);
console.log(`\n${new Date().toISOString()}, ${os.cpus().length} cores, load ${startLoad.map((n) => n.toFixed(1)).join(" ")} at the start`);
console.log(`${plan.registrations} registrations from one address over ${plan.seconds} s, default limits (${limits.max}/min per write endpoint, registrations at least 120/min, ${limits.registrationContactMax} per e-mail or phone in ${(limits.registrationContactWindowMs ?? 0) / 60_000} min):\n`);
console.log("| Database | Sent | Stored | Refused (429) | Failed | p50 ms | p95 ms | Took s | Same e-mail again |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
for (const f of figures) {
  console.log(`| ${f.database} | ${f.sent} | ${f.stored} | ${f.refused} | ${f.failed} | ${Math.round(f.p50)} | ${Math.round(f.p95)} | ${f.seconds.toFixed(0)} | ${f.contactLimit} |`);
}
finishSmoke("registration benchmark");
