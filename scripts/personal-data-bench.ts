// The personal data benchmark (decision 118; not a timed test): one person found, exported
// and erased among 20,000 applications, 50,000 registrations, 10,000 messages, 20,000 e-mails and
// 20,000 activity entries. Runs the app in this process on scratch databases it creates and removes:
// PGlite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
//   npx tsx scripts/personal-data-bench.ts           prints a Markdown table
//   npx tsx scripts/personal-data-bench.ts --smoke   a tiny seed, every step once, no targets (CI)
// Times are at the server: from the request to the whole answer through Fastify's inject().
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { defaultRateLimit } from "../src/server/app.ts";
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from "../src/server/db/client.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "../src/server/db/sample-content.ts";
import { activityLog, applications, contactMessages, eventRegistrations, mailOutbox } from "../src/server/db/schema.ts";
import { insertSampleContent } from "../src/server/db/seed.ts";
import { consoleApiPaths } from "../src/shared/console/paths.ts";
import type { PersonalDataEraseAnswer, PersonalDataFindAnswer } from "#features/personal-data/contract.ts";
import { referenceAlphabet } from "../src/shared/reference.ts";
import { uploadKey } from "../src/shared/registration-uploads.ts";
import { applicationPayload, roboticsAnswers } from "../tests/support/factories.ts";
import { solidPng } from "../tests/support/upload-files.ts";
import { finishSmoke, smoke } from "./bench-mode.ts";
import { benchOrigin as origin, buildBenchApp, onEachDatabase, signInOrganiser } from "./bench-support.ts";

const volume = smoke
  ? { applications: 50, registrations: 100, messages: 20, mail: 20, activity: 20 }
  : { applications: 20_000, registrations: 50_000, messages: 10_000, mail: 20_000, activity: 20_000 };
const person = { name: "Bench Person", email: "bench.person@example.org", phone: "01799988877", roll: "bench-person" };
const figures: { database: string; step: string; ms: number; note: string }[] = [];

/** A distinct reference per row (the database's random ones collide now and then among 100,000). */
let made = 0;
function nextReference(): string {
  let n = ++made;
  let code = "";
  for (let i = 0; i < 6; i++) {
    code += referenceAlphabet[n % 32];
    n = Math.floor(n / 32);
  }
  return `GSC-${code.slice(0, 4)}-${code.slice(4)}`;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 1000) await insert(rows.slice(start, start + 1000));
}

async function seed(handle: DatabaseHandle, app: FastifyInstance) {
  const db = handle.db;
  await insertSampleContent(db);
  await insertInBatches(
    Array.from({ length: volume.applications }, (_, i) => applicationPayload({ fullName: `Applicant ${i}`, collegeRoll: `roll-${i}`, email: `applicant-${i}@example.org`, phone: `017${String(10_000_000 + i).slice(-8)}`, transactionId: `TXB${i}` })).map((row) => ({ ...row, reference: nextReference() })),
    (batch) => db.insert(applications).values(batch),
  );
  await insertInBatches(
    Array.from({ length: volume.registrations }, (_, i) => ({
      eventId: i % 2 === 0 ? ev.roboticsWorkshop : ev.scienceOlympiad2027,
      categoryId: cat.college,
      registrationData: roboticsAnswers({ full_name: `Registrant ${i}`, phone: `018${String(10_000_000 + i).slice(-8)}`, email: `registrant-${i}@example.org`, college_roll: `r-${i}` }),
      reference: nextReference(),
    })),
    (batch) => db.insert(eventRegistrations).values(batch),
  );
  await insertInBatches(
    Array.from({ length: volume.messages }, (_, i) => ({ name: `Writer ${i}`, email: `writer-${i}@example.org`, subject: "A question", message: `Message number ${i}`, reference: nextReference() })),
    (batch) => db.insert(contactMessages).values(batch),
  );
  await insertInBatches(
    Array.from({ length: volume.mail }, (_, i) => ({ messageId: `<bench-${i}@club>`, kind: "registration", recipient: `registrant-${i}@example.org`, subject: "Registered", textBody: `Dear Registrant ${i}, you are registered.`, state: "sent", sentAt: new Date() })),
    (batch) => db.insert(mailOutbox).values(batch),
  );
  await insertInBatches(
    Array.from({ length: volume.activity }, (_, i) => ({ organiserEmail: "admin@club.example", action: "export", details: { area: "registrations", rows: i } })),
    (batch) => db.insert(activityLog).values(batch),
  );
  // The person: an application, two registrations with a photo each, a message, two e-mails.
  await db.insert(applications).values(applicationPayload({ fullName: person.name, email: person.email, phone: person.phone, collegeRoll: person.roll, accountNumber: person.phone, transactionId: "TXPERSON" }));
  for (const [i, eventId] of [ev.roboticsWorkshop, ev.nationalScienceFestival2027].entries()) {
    const key = uploadKey(eventId, "photo", 1_795_000_000_000 + i, "png");
    await app.storage.create(key, solidPng(200, 200), "image/png");
    await db.insert(eventRegistrations).values({ eventId, categoryId: cat.college, registrationData: { full_name: person.name, phone: person.phone, email: person.email, photo: app.storage.referenceOf(key) } });
  }
  await db.insert(contactMessages).values({ name: person.name, email: person.email, message: "Please erase my data." });
  await db.insert(mailOutbox).values([
    { messageId: "<person-1@club>", kind: "registration", recipient: person.email, subject: "Registered", textBody: `Dear ${person.name}`, state: "sent", sentAt: new Date() },
    { messageId: "<person-2@club>", kind: "application", recipient: person.email, subject: "Received", textBody: `Dear ${person.name}` },
  ]);
}

async function benchDatabase(database: string, options: DatabaseOptions) {
  const handle = await openDatabase(options);
  const app = await buildBenchApp(handle, { rateLimit: { ...defaultRateLimit, signInMax: 1000 } });
  try {
    await app.ready();
    const seeded = performance.now();
    await seed(handle, app);
    if (options.kind === "postgres") await handle.db.execute(sql`analyze`);
    console.error(`${database}: seeded in ${Math.round(performance.now() - seeded)} ms`);
    const cookie = await signInOrganiser(app, handle.db, "admin");
    const post = (url: string, payload: object) => app.inject({ method: "POST", url, headers: { cookie, origin }, payload });
    const step = async (name: string, run: () => Promise<{ statusCode: number; body: string; rawPayload: Buffer }>, note: (r: { body: string; rawPayload: Buffer }) => string) => {
      const started = performance.now();
      const response = await run();
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${database} ${name}: answered ${response.statusCode} ${response.body.slice(0, 200)}`);
      figures.push({ database, step: name, ms, note: note(response) });
      console.error(`${database}: ${name}: ${Math.round(ms)} ms`);
    };
    const rows = (body: string) => {
      const answer = JSON.parse(body) as PersonalDataFindAnswer;
      return `${answer.rows.length} rows and files`;
    };
    await step("find by phone (+880 form)", () => post(consoleApiPaths.personalDataFind, { phones: ["+880 1799-988877"] }), (r) => rows(r.body));
    await step("find someone with nothing held", () => post(consoleApiPaths.personalDataFind, { emails: ["nobody@example.org"] }), (r) => rows(r.body));
    await step("export (ZIP streamed)", () => post(consoleApiPaths.personalDataExport, { phones: [person.phone] }), (r) => `${(r.rawPayload.length / 1024).toFixed(0)} KB`);
    await step("erase", () => post(consoleApiPaths.personalDataErase, { phones: [person.phone] }), (r) => {
      const answer = JSON.parse(r.body) as PersonalDataEraseAnswer;
      return Object.entries(answer.erased).filter(([, n]) => n > 0).map(([kind, n]) => `${kind} ${n}`).join(", ");
    });
    await step("erase again (nothing left)", () => post(consoleApiPaths.personalDataErase, { phones: [person.phone] }), () => "nothing found, nothing written");
  } finally {
    await app.close();
    await handle.close();
  }
}

const startLoad = os.loadavg();
await onEachDatabase("bench_personal_data", benchDatabase);
console.log(`\n${new Date().toISOString()}, ${os.cpus().length} cores, load ${startLoad.map((n) => n.toFixed(1)).join(" ")} at the start\n`);
console.log(`Among ${Object.entries(volume).map(([k, n]) => `${n.toLocaleString("en")} ${k}`).join(", ")}:\n`);
console.log("| Database | Step | ms | Result |\n| --- | --- | ---: | --- |");
for (const f of figures) console.log(`| ${f.database} | ${f.step} | ${Math.round(f.ms)} | ${f.note} |`);
finishSmoke("personal data benchmark");
