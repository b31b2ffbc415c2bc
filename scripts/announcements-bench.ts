// The letters benchmark (docs/decisions/145; not a timed test): one letter to an event's 5,000
// registrants (the load seed, tests/support/load-seed.ts): the preview, the time to queue it (one
// transaction writing the letter, 5,000 recipient rows, their unsubscribe tokens and 5,000 outbox
// rows), the server's memory while it does, and how long the outbox worker takes to hand them to a
// transport taking 2 ms each (the worker's own pace, batches of 10). PGlite, and PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
//   npx tsx scripts/announcements-bench.ts           prints a Markdown table
//   npx tsx scripts/announcements-bench.ts --smoke   50 registrants, every step once, no targets (CI)
import os from "node:os";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { defaultRateLimit } from "../src/server/app.ts";
import { openDatabase, type DatabaseOptions } from "../src/server/db/client.ts";
import { mailOutbox } from "../src/server/db/schema.ts";
import { consoleApiPaths } from "../src/shared/console/paths.ts";
import type { AnnouncementPreview } from "#features/announcements/contract.ts";
import { insertLoadSeed } from "../tests/support/load-seed.ts";
import { benchProblem, finishSmoke, smoke } from "./bench-mode.ts";
import { benchOrigin as origin, buildBenchApp, onEachDatabase, signInOrganiser } from "./bench-support.ts";

const registrants = smoke ? 50 : 5_000;
const figures: { database: string; step: string; value: string; note: string }[] = [];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The highest resident set size and heap while `run` runs, sampled every 10 ms. */
async function peakMemory<T>(run: () => Promise<T>): Promise<{ result: T; rss: number; heap: number; before: NodeJS.MemoryUsage }> {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 10);
  try {
    const result = await run();
    const now = process.memoryUsage();
    return { result, rss: Math.max(rss, now.rss), heap: Math.max(heap, now.heapUsed), before };
  } finally {
    clearInterval(timer);
  }
}

async function benchDatabase(database: string, options: DatabaseOptions) {
  const handle = await openDatabase(options);
  let delivered = 0;
  const app = await buildBenchApp(handle, {
    rateLimit: { ...defaultRateLimit, signInMax: 1000 },
    eventRemindersEveryMs: 0,
    registrationExpiryEveryMs: 0,
    mail: { smtpUrl: "smtp://127.0.0.1:1", from: "Bench <bench@club.example>" },
    // A transport that takes 2 ms for each e-mail (an SMTP server close by): what is measured is the
    // outbox's own pace. One that answered at once would never yield to the request being timed.
    mailWorker: {
      transport: {
        send: async () => {
          await sleep(2);
          delivered++;
        },
        close: () => {},
      },
    },
  });
  try {
    await app.ready();
    const seeded = performance.now();
    const facts = await insertLoadSeed(handle.db, { applications: 20, events: 1, registrationsPerEvent: registrants, messages: 1, pageViews: 1, activity: 0 });
    if (options.kind === "postgres") await handle.db.execute(sql`analyze`);
    console.error(`${database}: seeded ${facts.counts.registrations} registrations in ${Math.round(performance.now() - seeded)} ms`);
    const cookie = await signInOrganiser(app, handle.db, "reviewer");
    const post = (url: string, payload: object) => app.inject({ method: "POST", url, headers: { cookie, origin }, payload });
    const body = {
      to: { audience: "registrants", eventId: facts.events[0]!.id, group: "all" },
      letter: { subject: "Photos are up", body: "Thank you for coming. The photos are on the site.", subjectBn: "ছবি দেওয়া হয়েছে", bodyBn: "আসার জন্য ধন্যবাদ। ছবিগুলো সাইটে আছে।" },
    };

    let started = performance.now();
    const preview = await post(consoleApiPaths.announcementsPreview, body);
    const previewMs = performance.now() - started;
    if (preview.statusCode !== 200) benchProblem(`${database} preview answered ${preview.statusCode}: ${preview.body.slice(0, 200)}`);
    const counts = preview.json<AnnouncementPreview>().counts;
    figures.push({ database, step: "preview (count and one letter)", value: `${Math.round(previewMs)} ms`, note: `${counts.total} people, ${counts.email} by e-mail` });

    started = performance.now();
    const sendStarted = started;
    const sent = await peakMemory(() => post(consoleApiPaths.announcements, body));
    const queueMs = performance.now() - started;
    if (sent.result.statusCode !== 201) benchProblem(`${database} send answered ${sent.result.statusCode}: ${sent.result.body.slice(0, 200)}`);
    const queued = (await handle.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.kind, "announcement")))[0]!.n;
    if (Number(queued) !== counts.email) benchProblem(`${database}: ${queued} e-mails queued, the preview said ${counts.email}`);
    figures.push({ database, step: "send: time to queue", value: `${Math.round(queueMs)} ms`, note: `${queued} outbox rows in one transaction` });
    figures.push({
      database,
      step: "send: server memory",
      value: `+${mb(sent.rss - sent.before.rss)} RSS`,
      note: `peak RSS ${mb(sent.rss)}, heap ${mb(sent.before.heapUsed)} -> peak ${mb(sent.heap)}`,
    });

    // The worker's pace: from the send until every e-mail has been handed over (a full run gives up after 10 minutes).
    started = sendStarted;
    const limit = Date.now() + (smoke ? 60_000 : 600_000);
    while (delivered < Number(queued) && Date.now() < limit) await sleep(100);
    const drainMs = performance.now() - started;
    if (delivered < Number(queued)) benchProblem(`${database}: only ${delivered} of ${queued} e-mails handed over in time`);
    figures.push({ database, step: "send to last e-mail handed over (2 ms a send)", value: `${(drainMs / 1000).toFixed(1)} s`, note: `${delivered} e-mails, ${Math.round(delivered / (drainMs / 1000))} a second` });
  } finally {
    await app.close();
    await handle.close();
  }
}

const startLoad = os.loadavg();
await onEachDatabase("bench_announcements", benchDatabase);
console.log(`\n${new Date().toISOString()}, ${os.cpus().length} cores, load ${startLoad.map((n) => n.toFixed(1)).join(" ")} at the start\n`);
console.log(`A letter to ${registrants.toLocaleString("en")} registrants of one event:\n`);
console.log("| Database | Step | Figure | Note |\n| --- | --- | ---: | --- |");
for (const f of figures) console.log(`| ${f.database} | ${f.step} | ${f.value} | ${f.note} |`);
finishSmoke("letters benchmark");
