// The organiser console under a realistic load (the issue's benchmark, not a timed test): 20,000
// applications, 50,000 registrations over 10 events, 5,000 messages and 100,000 page views from
// tests/support/load-seed.ts, in scratch databases this script creates and removes.
// Against the BUILT server (npm run build first): npm run bench:console
//   BENCH_DATABASE_URL or TEST_DATABASE_URL = postgres://... also runs it on PostgreSQL, in a
//   scratch database created and dropped by the run; without one, PostgreSQL is skipped.
//   BENCH_CONSOLE_RUNS=30   timed requests per case, after 5 warm-up requests (default 30)
//   --smoke                 CI's run (scripts/bench-mode.ts): a tiny seed, 1 timed request a case, one
//                           export each, no targets; exits 1 if a case does not answer as it should
// Each case is timed over loopback, one request at a time on a kept-alive connection, from the
// request to the answer's last byte. The server's memory during an export is its resident set
// (VmRSS in /proc/<pid>/status), sampled every 50 ms. Prints Markdown tables; always exits 0.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { consoleApiPaths } from "../src/shared/console/paths.ts";
import { openDatabase, type DatabaseOptions } from "../src/server/db/client.ts";
import { insertLoadSeed, type LoadSeedFacts, type LoadVolume } from "../tests/support/load-seed.ts";
import { startServer, type RunningServer } from "../tests/e2e/support/server.ts";
import { benchProblem, finishSmoke, smoke } from "./bench-mode.ts";
import { percentile, printRunHeader } from "./bench-support.ts";
import { benchAdminUrl, newBenchDatabase, newBenchDataDir } from "./bench-templates.ts";

const runs = smoke ? 1 : Number(process.env.BENCH_CONSOLE_RUNS ?? 30);
const warmups = smoke ? 1 : 5;
const exportRuns = smoke ? 1 : 3;
/** The smoke run's seed: every kind of row, a few hundred of them. */
const smokeVolume: LoadVolume = { applications: 300, events: 3, registrationsPerEvent: 100, messages: 100, pageViews: 500, activity: 500 };
const targets = { answerMs: 150, exportMs: 5_000, exportGrowthMb: 50 };
const admin = { email: "bench-admin@club.example", name: "Bench Admin", password: "bench console passphrase 2026" };

// ---------------------------------------------------------------------------------------------
// HTTP over one kept-alive connection

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, { method: options.method ?? "GET", headers: options.headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), ms: performance.now() - started }),
      );
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

function postJson(url: string, origin: string, body: unknown, cookie?: string) {
  return request(url, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

// ---------------------------------------------------------------------------------------------
// An admin, added the way the club adds one: the organiser command, then the set-up link

function addAdminWithCli(server: RunningServer, databaseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["dist/server/organiser-cli.js", "add", "--email", admin.email, "--name", admin.name, "--role", "admin"],
      // With the embedded database the command reaches the running server through its control socket.
      { env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl, PORT: new URL(server.url).port }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => {
      const link = output.trim().split("\n").at(-1) ?? "";
      const token = link.startsWith("http") ? new URL(link).searchParams.get("token") : null;
      if (code === 0 && token) resolve(token);
      else reject(new Error(`npm run organiser failed (${code}):\n${output}`));
    });
  });
}

async function signInAsAdmin(server: RunningServer, databaseUrl: string): Promise<{ cookie: string; origin: string }> {
  // The server's own address as it knows it: SITE_URL's default, http://localhost:<port>.
  const origin = `http://localhost:${new URL(server.url).port}`;
  const token = await addAdminWithCli(server, databaseUrl);
  const setup = await postJson(`${server.url}${consoleApiPaths.setup}`, origin, { token, password: admin.password, confirmPassword: admin.password });
  if (setup.status !== 204) throw new Error(`set-up answered ${setup.status}: ${setup.body.toString()}`);
  const signIn = await postJson(`${server.url}${consoleApiPaths.signIn}`, origin, { email: admin.email, password: admin.password });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${signIn.body.toString()}`);
  const cookie = [signIn.headers["set-cookie"] ?? []]
    .flat()
    .map((c) => c.split(";", 1)[0] ?? "")
    .filter((pair) => pair !== "" && !pair.endsWith("="))
    .join("; ");
  return { cookie, origin };
}

// ---------------------------------------------------------------------------------------------
// The cases

interface Case {
  name: string;
  path: string;
  /** The health check is the machine's baseline, not held to a target. */
  target?: number;
}

const dhakaDay = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dhaka" }).format(date);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

function answerCases(facts: LoadSeedFacts): Case[] {
  const event = facts.events[0]!;
  const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;
  const t = targets.answerMs;
  return [
    { name: "baseline: health check", path: "/api/health" },
    { name: "applications, first page", path: consoleApiPaths.applications, target: t },
    { name: `applications, search a surname (1% of rows)`, path: consoleApiPaths.applications + q({ q: facts.rareSurname }), target: t },
    { name: "applications, search a phone number", path: consoleApiPaths.applications + q({ q: facts.applicantPhone }), target: t },
    {
      name: "applications, filtered: pending, one department, 90 days, page 3",
      path:
        consoleApiPaths.applications +
        q({ status: "pending", department: "robotics_rocketry", from: dhakaDay(daysAgo(120)), to: dhakaDay(daysAgo(30)), page: "3" }),
      target: t,
    },
    { name: `registrations of one event (${event.registrations}), first page`, path: consoleApiPaths.registrations + q({ event: event.id }), target: t },
    { name: "registrations of one event, search a surname", path: consoleApiPaths.registrations + q({ event: event.id, q: facts.rareSurname }), target: t },
    // Every row of the event looked at for another with its e-mail or phone (decision 100).
    { name: "registrations of one event, only possible doubles", path: consoleApiPaths.registrations + q({ event: event.id, doubles: "1" }), target: t },
    // Every event's registrations read (decision 105): a name most events have, and one phone number typed with +880.
    { name: "registrations in any event, search a surname", path: consoleApiPaths.registrationSearch + q({ q: facts.rareSurname }), target: t },
    {
      name: "registrations in any event, search a phone typed +880 1XXX-XXXXXX",
      path: consoleApiPaths.registrationSearch + q({ q: `+880 ${facts.registrantPhone.slice(1, 5)}-${facts.registrantPhone.slice(5)}` }),
      target: t,
    },
    { name: "messages, first page (inbox)", path: consoleApiPaths.messages, target: t },
    { name: "messages, search a surname", path: consoleApiPaths.messages + q({ q: facts.rareSurname }), target: t },
    // Every count of the Overview as an admin who never opened a list: each upcoming event's registrations all count as new.
    { name: "overview (admin: every count)", path: consoleApiPaths.overview, target: t },
    { name: `activity log (${facts.counts.activity} entries), first page of 100, names looked up`, path: consoleApiPaths.activity + q({ pageSize: "100" }), target: t },
    {
      name: "activity log, one organiser, 90 days, page 2",
      path: consoleApiPaths.activity + q({ organiser: facts.organiserIds[1]!, from: dhakaDay(daysAgo(120)), to: dhakaDay(daysAgo(30)), page: "2" }),
      target: t,
    },
    { name: "activity log, one action (files opened)", path: consoleApiPaths.activity + q({ action: "file-view" }), target: t },
  ];
}

interface AnswerFigures {
  database: string;
  case: Case;
  median?: number;
  p95?: number;
  /** `total` of a page answer: how many rows the query matched. */
  total?: number;
  rows?: number;
  /** `more` of the search across events: more matched than it shows. */
  more?: boolean;
  note?: string;
}

async function measureAnswer(server: RunningServer, cookie: string, database: string, c: Case): Promise<AnswerFigures> {
  const url = server.url + c.path;
  const first = await request(url, { headers: { cookie } });
  if (first.status === 404) return { database, case: c, note: "skipped: not served yet" };
  if (first.status !== 200) return { database, case: c, note: `answered ${first.status}: ${first.body.toString().slice(0, 160)}` };
  for (let i = 1; i < warmups; i++) await request(url, { headers: { cookie } });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const answer = await request(url, { headers: { cookie } });
    if (answer.status !== 200) return { database, case: c, note: `answered ${answer.status} on run ${i + 1}` };
    times.push(answer.ms);
  }
  const page = JSON.parse(first.body.toString()) as { total?: number; rows?: unknown[]; more?: boolean };
  return { database, case: c, median: percentile(times, 50), p95: percentile(times, 95), total: page.total, rows: page.rows?.length, more: page.more };
}

// ---------------------------------------------------------------------------------------------
// Exports: time, size, rows, and the server's memory while it streams

/** The server's resident set in bytes. */
function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** Counts a CSV's records as it streams past: line ends outside quoted cells. */
function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  return {
    feed(chunk: Buffer) {
      for (const byte of chunk) {
        if (byte === 0x22) quoted = !quoted;
        else if (byte === 0x0a && !quoted) records++;
      }
    },
    records: () => records,
  };
}

interface ExportRun {
  ms: number;
  bytes: number;
  records: number;
  bom: boolean;
  status: number;
  rssBefore: number;
  growth: number;
}

function streamExport(url: string, cookie: string, pid: number): Promise<ExportRun> {
  return new Promise((resolve, reject) => {
    const rssBefore = residentBytes(pid);
    let peak = rssBefore;
    const sample = () => (peak = Math.max(peak, residentBytes(pid)));
    const sampler = setInterval(sample, 50);
    const started = performance.now();
    const counter = csvRecordCounter();
    let bytes = 0;
    let head: Buffer | undefined;
    const req = http.get(url, { headers: { cookie }, agent }, (response) => {
      response.on("data", (chunk: Buffer) => {
        head ??= chunk;
        bytes += chunk.length;
        counter.feed(chunk);
      });
      response.on("end", () => {
        const ms = performance.now() - started;
        sample();
        clearInterval(sampler);
        const bom = head !== undefined && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
        // Less the header line.
        resolve({ ms, bytes, records: Math.max(0, counter.records() - 1), bom, status: response.statusCode ?? 0, rssBefore, growth: peak - rssBefore });
      });
      response.on("error", reject);
    });
    req.on("error", (error) => {
      clearInterval(sampler);
      reject(error);
    });
  });
}

interface ExportFigures {
  database: string;
  name: string;
  expected: number;
  runs: ExportRun[];
  note?: string;
}

async function measureExport(server: RunningServer, cookie: string, database: string, name: string, exportPath: string, expected: number): Promise<ExportFigures> {
  const pid = server.process.pid!;
  const measured: ExportRun[] = [];
  for (let i = 0; i < exportRuns; i++) {
    const run = await streamExport(server.url + exportPath, cookie, pid);
    if (run.status === 404) return { database, name, expected, runs: [], note: "skipped: not served yet" };
    if (run.status !== 200) return { database, name, expected, runs: [], note: `answered ${run.status}` };
    measured.push(run);
  }
  return { database, name, expected, runs: measured };
}

// ---------------------------------------------------------------------------------------------
// One database: seed it, start the built server on it, sign in, measure

const answers: AnswerFigures[] = [];
const exports: ExportFigures[] = [];
const seedTimes: string[] = [];

async function benchDatabase(database: string, options: DatabaseOptions, serverOptions: { dataDir?: string; env: Record<string, string> }) {
  const seedStarted = performance.now();
  const handle = await openDatabase(options);
  let facts: LoadSeedFacts;
  try {
    facts = await insertLoadSeed(handle.db, smoke ? smokeVolume : undefined);
    // PostgreSQL's autovacuum analyses a table this size within a minute of the load; PGlite has
    // no autovacuum, so its tables are measured as a real embedded database would have them.
    if (options.kind === "postgres") await handle.db.execute(sql`analyze`);
  } finally {
    await handle.close();
  }
  seedTimes.push(`${database}: seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  const server = await startServer({
    dataDir: serverOptions.dataDir,
    env: { SEED: "false", LOG_LEVEL: "warn", RATE_LIMIT_SIGN_IN_MAX: "1000", HANDLER_TIMEOUT_MS: "60000", ...serverOptions.env },
  });
  try {
    const { cookie } = await signInAsAdmin(server, options.kind === "postgres" ? options.url : "");
    for (const c of answerCases(facts)) {
      const figures = await measureAnswer(server, cookie, database, c);
      answers.push(figures);
      console.error(`${database}: ${c.name}: ${figures.note ?? `median ${figures.median!.toFixed(1)} ms`}`);
    }
    const registrationCount = facts.counts.registrations;
    for (const [name, exportPath, expected] of [
      [`registrations, all ${facts.events.length} events`, consoleApiPaths.registrationsExport, registrationCount],
      ["applications, all", consoleApiPaths.applicationsExport, facts.counts.applications],
    ] as const) {
      const figures = await measureExport(server, cookie, database, name, exportPath, expected);
      exports.push(figures);
      console.error(`${database}: export ${name}: ${figures.note ?? figures.runs.map((r) => `${Math.round(r.ms)} ms`).join(", ")}`);
    }
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function answerVerdict(a: AnswerFigures): string {
  const target = a.case.target;
  if (target === undefined) return "baseline";
  if (a.median! > target) return "**over target** (median)";
  if (a.p95! > target) return "**over target** (p95)";
  return "within target";
}

function markdownTable(header: string[], rows: string[][]): string {
  return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

function printReport(startLoad: number[], started: Date) {
  printRunHeader("Console benchmark", started, startLoad);
  console.log(`${seedTimes.join("; ")}; the whole run took ${Math.round((Date.now() - started.getTime()) / 1000)} s`);
  console.log(`\nAnswers: ${warmups} warm-up requests, then ${runs} one at a time; target ${targets.answerMs} ms.\n`);
  console.log(
    markdownTable(
      ["database", "case", "median ms", "p95 ms", "matched (rows shown)", "verdict"],
      answers.map((a) => [
        a.database,
        a.case.name,
        a.median === undefined ? "-" : ms(a.median),
        a.p95 === undefined ? "-" : ms(a.p95),
        a.total !== undefined ? `${a.total} (${a.rows ?? "?"})` : a.more !== undefined ? `${a.more ? "more than " : ""}${a.rows ?? "?"} (${a.rows ?? "?"})` : "",
        a.note ?? answerVerdict(a),
      ]),
    ),
  );
  console.log(
    `\nExports, ${exportRuns} runs each, the first on a server that had not exported yet; growth = peak VmRSS during the export less VmRSS just before; target ${targets.exportMs / 1000} s and < ${targets.exportGrowthMb} MB for the 50,000 registrations.\n`,
  );
  console.log(
    markdownTable(
      ["database", "export", "time ms (runs)", "size MB", "rows (expected)", "BOM", "RSS before MB", "growth MB (runs)", "verdict"],
      exports.map((e) => {
        if (e.note) return [e.database, e.name, "-", "-", "-", "-", "-", "-", e.note];
        const last = e.runs.at(-1)!;
        const over = e.runs.some((r) => r.ms > targets.exportMs || r.growth > targets.exportGrowthMb * 1024 * 1024);
        const rowsRight = e.runs.every((r) => r.records === e.expected && r.bom);
        return [
          e.database,
          e.name,
          e.runs.map((r) => Math.round(r.ms)).join(", "),
          mb(last.bytes),
          `${last.records} (${e.expected})`,
          e.runs.every((r) => r.bom) ? "yes" : "**no**",
          mb(e.runs[0]!.rssBefore),
          e.runs.map((r) => mb(r.growth)).join(", "),
          `${over ? "**over target**" : "within target"}${rowsRight ? "" : ", **rows missing**"}`,
        ];
      }),
    ),
  );
}

if (!existsSync("dist/server/main.js") || !existsSync("build/console")) {
  console.error("Build first: npm run build");
  process.exit(1);
}

const started = new Date();
const startLoad = os.loadavg();
const dataDir = newBenchDataDir("bench-console-");
try {
  await benchDatabase("PGlite", { kind: "embedded", dataDir }, { dataDir, env: {} });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const adminUrl = benchAdminUrl();
if (adminUrl) {
  const scratch = await newBenchDatabase(adminUrl, "bench_console");
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "bench-console-pg-"));
  try {
    await benchDatabase("PostgreSQL", { kind: "postgres", url: scratch.url }, { dataDir: uploadsDir, env: { DATABASE_URL: scratch.url } });
  } finally {
    await scratch.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
} else {
  seedTimes.push("PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}
agent.destroy();
printReport(startLoad, started);
for (const a of answers) if (a.note) benchProblem(`${a.database} ${a.case.name}: ${a.note}`);
for (const e of exports) {
  if (e.note) benchProblem(`${e.database} export ${e.name}: ${e.note}`);
  else if (e.runs.some((r) => r.records !== e.expected || !r.bom)) benchProblem(`${e.database} export ${e.name}: rows or BOM missing`);
}
finishSmoke("npm run bench:console");
