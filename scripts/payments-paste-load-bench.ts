// Others are not stalled by a big paste (docs/decisions/137): while a reviewer pastes 5,000 wallet
// SMS, the health check is asked every 20 ms over a real socket; prints the paste's time and the
// health answers' p50, p95 and max, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL)
// PostgreSQL. Also a paste over the limit (1.5 MB of one-line notes), answered with one sentence.
//   npx tsx scripts/payments-paste-load-bench.ts          full run, target: health p95 <= 200 ms
//   --smoke                                                200 SMS, no target; exits 1 if a case misbehaves
// The app runs in this process (no web build needed), so a stalled event loop delays the health
// answers exactly as a server's would.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { defaultRateLimit } from "../src/server/app.ts";
import { openDatabase, type DatabaseOptions } from "../src/server/db/client.ts";
import { apiPaths } from "../src/shared/api/paths.ts";
import { consoleApiPaths } from "../src/shared/console/paths.ts";
import type { PasteAnswer } from "#features/payments/contract.ts";
import { bkashSms, madeUpId, nagadSms } from "../tests/support/payments.ts";
import { benchProblem, finishSmoke, smoke } from "./bench-mode.ts";
import { benchOrigin as origin, buildBenchApp, onEachDatabase, percentile, signInOrganiser } from "./bench-support.ts";

const count = smoke ? 200 : 5_000;
const target = { healthP95Ms: 200 };
const rows: { database: string; case: string; ms: number; answer: string; p50: number; p95: number; max: number; asked: number; verdict: string }[] = [];

function pasteText(): string {
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    const wallet = i % 2 === 0 ? "bkash" : "nagad";
    const trxId = madeUpId(wallet, i);
    const sender = `017${String(10_000_000 + i).slice(-8)}`;
    texts.push(i % 50 === 49 ? `A note that is not an SMS, number ${i}` : wallet === "bkash" ? bkashSms({ amount: "200.00", sender, trxId, at: "01/02/2026 13:00" }) : nagadSms({ amount: "200.00", sender, trxId, at: "01/02/2026 13:00" }));
  }
  return texts.join("\n\n");
}

/** Asks the health check every 20 ms (one at a time) until `done`, returning each answer's time. */
async function askHealth(address: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const started = performance.now();
    const response = await fetch(`${address}${apiPaths.health}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

async function pasteUnderWatch(database: string, name: string, address: string, cookie: string, text: string, expected: number) {
  let finished = false;
  const health = askHealth(address, () => finished);
  const started = performance.now();
  const response = await fetch(`${address}${consoleApiPaths.paymentsPaste}`, {
    method: "POST",
    headers: { cookie, origin, "content-type": "application/json" },
    body: JSON.stringify({ text }),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  finished = true;
  const times = await health;
  if (response.status !== expected) benchProblem(`${database} ${name}: answered ${response.status}, not ${expected}`);
  let answer = `${response.status}, ${(body.length / 1024).toFixed(1)} KB`;
  if (response.status === 200) {
    const read = JSON.parse(body) as PasteAnswer;
    answer += `: ${read.added} added, ${read.refusedCount} refused (${read.refused.length} listed)`;
  } else {
    answer += `: ${(JSON.parse(body) as { message: string }).message}`;
  }
  const p95 = percentile(times, 95);
  const verdict = smoke ? "" : p95 <= target.healthP95Ms ? `within ${target.healthP95Ms} ms` : `**over ${target.healthP95Ms} ms**`;
  rows.push({ database, case: name, ms, answer, p50: percentile(times, 50), p95, max: Math.max(0, ...times), asked: times.length, verdict });
  console.error(`${database}: ${name}: ${Math.round(ms)} ms, health p95 ${Math.round(p95)} ms`);
}

async function benchDatabase(database: string, options: DatabaseOptions) {
  const handle = await openDatabase(options);
  const app = await buildBenchApp(handle, { rateLimit: { ...defaultRateLimit, signInMax: 1000, max: 1_000_000 } });
  try {
    await app.ready();
    const cookie = await signInOrganiser(app, handle.db, "reviewer");
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const text = pasteText();
    await pasteUnderWatch(database, `paste of ${count.toLocaleString("en")} SMS (${(text.length / 1024).toFixed(0)} KB)`, address, cookie, text, 200);
    const notes = Array.from({ length: smoke ? 2_000 : 150_000 }, (_, i) => `note ${i}`).join("\n\n").slice(0, 1_000_000);
    await pasteUnderWatch(database, `paste of ${(notes.length / 1024).toFixed(0)} KB of one-line notes`, address, cookie, notes, smoke ? 200 : 400);
  } finally {
    await app.close();
    await handle.close();
  }
}

const started = new Date();
await onEachDatabase("bench_paste_load", benchDatabase);
const round = (n: number) => Math.round(n);
console.log(`\nA big paste and the health check, ${started.toISOString().slice(0, 16).replace("T", " ")} UTC; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}\n`);
console.log("| database | case | paste ms | answer | health asked | p50 ms | p95 ms | max ms | verdict |\n|---|---|---|---|---|---|---|---|---|");
for (const r of rows) console.log(`| ${r.database} | ${r.case} | ${round(r.ms)} | ${r.answer} | ${r.asked} | ${round(r.p50)} | ${round(r.p95)} | ${round(r.max)} | ${r.verdict} |`);
finishSmoke("payments paste load benchmark");
