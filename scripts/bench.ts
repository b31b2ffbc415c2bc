// Server throughput, measured with autocannon on loopback against the built server, each read case
// next to a baseline measured in the same run: a bare Node `http` server answering the same bytes
// from memory. Build first (npm run build); then: npm run bench
//   BENCH_DURATION=5      seconds per measurement (default 5)
//   BENCH_ROUNDS=3        read cases alternate baseline and server this many times; medians are shown
//   BENCH_CONNECTIONS=50  concurrent connections (default 50)
//   BENCH_DATABASE_URL or TEST_DATABASE_URL = postgres://... adds the write cases on PostgreSQL, in a
//   scratch database created and dropped by the run.
//   --smoke               CI's run (scripts/bench-mode.ts): 10 requests a measurement, one round, 5
//                         connections, no targets; exits 1 if any case errs or cannot run
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { apiPaths } from "../src/shared/api/paths.ts";
import { openDatabase, type Database, type DatabaseOptions } from "../src/server/db/client.ts";
import { writeEndpoints } from "../tests/support/write-endpoints.ts";
import { events, teamMembers } from "../src/server/db/schema.ts";
import { freePort, startServer, type RunningServer } from "../tests/e2e/support/server.ts";
import { benchProblem, finishSmoke, smoke } from "./bench-mode.ts";
import { benchAdminUrl, newBenchDatabase, newBenchDataDir } from "./bench-templates.ts";

const duration = Number(process.env.BENCH_DURATION ?? 5);
/** A smoke run's measurement: this many requests, not seconds of them (each case answers, at a fraction of the CPU). */
const smokeRequests = 10;
const connections = smoke ? 5 : Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = smoke ? 1 : Number(process.env.BENCH_ROUNDS ?? 3);
const acceptEncoding = "br, gzip";

/** Prerendered pages: target at least 60% of the baseline and p99 under 20 ms. */
const pages = ["/team", "/"];

/**
 * Public list endpoints, each with the rows the bench database gets. An endpoint the server does
 * not have yet (404) is reported as skipped, so a list can be listed here before it lands.
 * Target: at least 50% of the baseline.
 */
const lists: { path: string; rows: number; seed: (db: Database, rows: number) => Promise<unknown> }[] = [
  {
    path: apiPaths.teamMembers,
    rows: 50,
    seed: (db, rows) =>
      db.insert(teamMembers).values(
        Array.from({ length: rows }, (_, i) => ({
          name: `Member ${String(i + 1).padStart(2, "0")} Rahman`,
          roleTitle: i < 5 ? "Executive" : "Volunteer",
          imageUrl: `/images/sample/portrait-${String((i % 10) + 1).padStart(2, "0")}.webp`,
          facebookUrl: i % 2 ? `https://facebook.com/member${i}` : null,
          instagramUrl: i % 3 ? null : `https://instagram.com/member${i}`,
          email: `member${i}@example.org`,
          displayOrder: i < 10 ? i : null,
        })),
      ),
  },
  {
    path: "/api/events",
    rows: 50,
    seed: (db, rows) =>
      db.insert(events).values(
        Array.from({ length: rows }, (_, i) => ({
          title: `Science Talk ${i + 1}: from atoms to galaxies`,
          description: "An evening talk with demonstrations, questions and tea, open to every student of the college.",
          location: "Main auditorium, Government Science College",
          startsAt: new Date(Date.UTC(2026, 0, 1 + i * 7, 10)),
          coverImageUrl: "/images/sample/event-science-fair.webp",
        })),
      ),
  },
];

/** The event registration of the attack and crash tests: its payload, and the event and form it needs. */
const registration = (() => {
  const found = writeEndpoints.find((endpoint) => endpoint.url === apiPaths.eventRegistrations);
  if (!found?.prepare) throw new Error("write-endpoints.ts has no event registration row with a prepare step");
  return { validPayload: found.validPayload, prepare: found.prepare };
})();

/** Writes, on the embedded database and on PostgreSQL: no errors expected with 50 connections. */
const writes: { name: string; path: string; body: () => string; contentType: string }[] = [
  {
    name: "page-view insert",
    path: apiPaths.pageViews,
    contentType: "application/json",
    body: () =>
      JSON.stringify({
        path: "/team",
        referrer: "http://127.0.0.1/",
        userAgent: "Mozilla/5.0 (Linux; Android 13) bench",
        sessionId: randomBytes(8).toString("hex"),
      }),
  },
  {
    // Checked against the stored form, then inserted: the heaviest write a visitor makes without a file.
    name: "event registration",
    path: apiPaths.eventRegistrations,
    contentType: "application/json",
    body: () => JSON.stringify(registration.validPayload(randomBytes(6).toString("hex"))),
  },
];

interface Figures {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<Figures> {
  const length = smoke ? { amount: smokeRequests } : { duration };
  const result = await autocannon({ url, connections, ...length, headers: { "accept-encoding": acceptEncoding }, ...options });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function medianFigures(runs: Figures[]): Figures {
  const median = (pick: (f: Figures) => number) => [...runs.map(pick)].sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? 0;
  return {
    rps: median((f) => f.rps),
    p99: median((f) => f.p99),
    errors: runs.reduce((sum, f) => sum + f.errors, 0),
    non2xx: runs.reduce((sum, f) => sum + f.non2xx, 0),
  };
}

/** A bare Node http server in its own process, answering every request with the given bytes. */
async function startBaseline(response: { body: Buffer; headers: Record<string, string> }) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-baseline-"));
  writeFileSync(path.join(dir, "body"), response.body);
  writeFileSync(path.join(dir, "headers.json"), JSON.stringify(response.headers));
  const port = await freePort();
  const code = `
    const http = require("node:http"), fs = require("node:fs");
    const body = fs.readFileSync(process.argv[1] + "/body");
    const headers = { ...JSON.parse(fs.readFileSync(process.argv[1] + "/headers.json", "utf8")), "content-length": body.length };
    http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(Number(process.argv[2]), "127.0.0.1", () => console.log("ready"));`;
  const child = spawn(process.execPath, ["-e", code, dir, String(port)], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (status) => reject(new Error(`baseline exited with ${status}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => stopChild(child).then(() => rmSync(dir, { recursive: true, force: true })),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** What our server answers a browser-like GET (body and headers), so the baseline can answer the very same bytes. */
function capture(url: string): Promise<{ status: number; body: Buffer; headers: Record<string, string> }> {
  // node:http rather than fetch, which would decompress the body.
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          // Every header but those the baseline's own http module writes: the same bytes on the wire.
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === "string" && !["date", "connection", "keep-alive", "content-length"].includes(name)) headers[name] = value;
          }
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers });
        });
      })
      .on("error", reject);
  });
}

type Row = { case: string; figures: Figures; baseline?: Figures; target?: string; note?: string };
const rows: Row[] = [];

async function benchReads(server: RunningServer, kind: string, paths: string[], target: string) {
  for (const urlPath of paths) {
    const sample = await capture(server.url + urlPath);
    if (sample.status === 404) {
      rows.push({ case: `${kind} ${urlPath}`, figures: { rps: 0, p99: 0, errors: 0, non2xx: 0 }, note: "skipped: not served yet" });
      continue;
    }
    const baseline = await startBaseline(sample);
    try {
      // Alternating rounds, so a burst of load from elsewhere on the machine hits both sides alike.
      const bases: Figures[] = [];
      const ours: Figures[] = [];
      for (let round = 0; round < rounds; round++) {
        bases.push(await load(baseline.url + urlPath));
        ours.push(await load(server.url + urlPath));
      }
      rows.push({
        case: `${kind} ${urlPath} (${(sample.body.length / 1024).toFixed(1)} KB ${sample.headers["content-encoding"] ?? "identity"})`,
        figures: medianFigures(ours),
        baseline: medianFigures(bases),
        target,
      });
    } finally {
      await baseline.stop();
    }
  }
}

async function benchWrites(server: RunningServer, database: string) {
  for (const write of writes) {
    const figures = await load(server.url + write.path, {
      method: "POST",
      headers: { "content-type": write.contentType },
      // A new body per request: each view is a distinct row, as in real use.
      requests: [{ setupRequest: (request) => ({ ...request, body: write.body() }) }],
    });
    rows.push({ case: `${write.name} on ${database}`, figures, target: "no errors" });
  }
}

async function seedDatabase(options: DatabaseOptions) {
  const handle = await openDatabase(options);
  try {
    for (const list of lists) await list.seed(handle.db, list.rows);
    await registration.prepare(handle.db);
  } finally {
    await handle.close();
  }
}

const serverEnv = {
  // Writes are measured, not throttled: rate limits stay far above what the bench sends.
  RATE_LIMIT_MAX: String(1_000_000_000),
  RATE_LIMIT_PAGE_VIEWS_MAX: String(1_000_000_000),
  LOG_LEVEL: "warn",
  SEED: "false",
};

async function withPostgres(adminUrl: string, run: (url: string) => Promise<void>) {
  const scratch = await newBenchDatabase(adminUrl, "bench");
  try {
    await run(scratch.url);
  } finally {
    await scratch.drop();
  }
}

function printTable() {
  const header = ["case", "req/s", "p99 ms", "errors", "baseline req/s", "baseline p99", "ratio", "target"];
  const body = rows.map((row) => [
    row.case,
    row.note ? "-" : Math.round(row.figures.rps).toString(),
    row.note ? "-" : row.figures.p99.toString(),
    row.note ? "-" : `${row.figures.errors}${row.figures.non2xx ? ` (+${row.figures.non2xx} non-2xx)` : ""}`,
    row.baseline ? Math.round(row.baseline.rps).toString() : "",
    row.baseline ? row.baseline.p99.toString() : "",
    row.baseline ? `${Math.round((100 * row.figures.rps) / row.baseline.rps)}%` : "",
    row.note ?? row.target ?? "",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  const length = smoke ? `${smokeRequests} requests` : `${duration} s`;
  console.log(`\n${connections} connections, ${length} per measurement, reads: median of ${rounds} alternating rounds; loopback, node ${process.version}\n`);
  console.log(line(header));
  for (const row of body) console.log(line(row));
}

if (!existsSync("dist/server/main.js") || !existsSync("build/client/index.html")) {
  console.error("Build first: npm run build");
  process.exit(1);
}

const dataDir = newBenchDataDir("bench-data-");
try {
  await seedDatabase({ kind: "embedded", dataDir });
  const server = await startServer({ dataDir, env: serverEnv });
  try {
    await benchReads(server, "page", pages, ">= 60%, p99 < 20 ms");
    await benchReads(server, "list", lists.map((l) => l.path), ">= 50%");
    await benchWrites(server, "embedded");
  } finally {
    await server.stop();
  }

  const adminUrl = benchAdminUrl();
  if (adminUrl) {
    await withPostgres(adminUrl, async (url) => {
      await seedDatabase({ kind: "postgres", url });
      const pgServer = await startServer({ dataDir: mkdtempSync(path.join(tmpdir(), "bench-pg-")), env: { ...serverEnv, DATABASE_URL: url } });
      try {
        await benchWrites(pgServer, "PostgreSQL");
      } finally {
        await pgServer.stop();
      }
    });
  } else {
    rows.push({ case: "writes on PostgreSQL", figures: { rps: 0, p99: 0, errors: 0, non2xx: 0 }, note: "skipped: set BENCH_DATABASE_URL" });
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
printTable();
for (const row of rows) {
  if (row.note?.startsWith("skipped: not served")) benchProblem(`${row.case}: not served`);
  else if (!row.note && (row.figures.errors > 0 || row.figures.non2xx > 0)) benchProblem(`${row.case}: ${row.figures.errors} errors, ${row.figures.non2xx} non-2xx`);
}
finishSmoke("npm run bench");
