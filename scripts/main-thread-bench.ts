// First-visit main-thread work against its floor, in one run (docs/decisions/148). Lighthouse 12,
// mobile preset (simulated throttling, CPU 4x), on the built site served by the built server, and
// on a floor page beside each route: React, React DOM and React Router hydrating that route's
// markup with none of the club's code (scripts/main-thread-floor/). The route and its floor are
// measured alternately, run after run, so a machine slowing down slows both; each figure is the
// median of the runs. Build first (npm run build); then:
//   npx tsx scripts/main-thread-bench.ts                   the tracked routes, both languages, 5 runs
//   npx tsx scripts/main-thread-bench.ts /events /about    the given routes (--lang en|bn|all, default all)
//   npx tsx scripts/main-thread-bench.ts --runs=3 --scripts   3 runs; where the main thread went, by script
//   npx tsx scripts/main-thread-bench.ts --against=../old  another checkout's build, measured in turn
//                                                           with this one (its own server, its own data)
//   npx tsx scripts/main-thread-bench.ts --smoke           one route, one run, no target: CI's bench-smoke
// MAIN_THREAD_REPORT=file.json keeps every run's figures (long tasks and scripts included).
// Target: every route's TBT within its floor's plus 50 ms, no task of the club's over 100 ms.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { pathInLang, type Lang } from "../src/shared/lang.ts";
import { benchProblem, finishSmoke, smoke } from "./bench-mode.ts";
import { buildFloorScript, floorPath, startFloorServer } from "./main-thread-floor/floor.ts";
import { measureMainThreadRetrying, type MainThread } from "./main-thread-floor/measure.ts";
import { floorMarginMs, median, trackedRoutes } from "./main-thread-floor/tracked.ts";
import { chromiumFlags, launchBrowser } from "../tests/e2e/support/browser.ts";
import { freePort, startServer, type RunningServer } from "../tests/e2e/support/server.ts";


const args = process.argv.slice(2);
const given = args.filter((arg) => arg.startsWith("/"));
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = smoke ? 1 : Math.max(1, Number(option("runs") ?? 5) || 5);
const langArg = option("lang") ?? "all";
const langsAsked: Lang[] = langArg === "en" ? ["en"] : langArg === "bn" ? ["bn"] : ["en", "bn"];
const against = option("against");
const showScripts = args.includes("--scripts");
const routes = smoke ? ["/events"] : (given.length > 0 ? given : trackedRoutes).flatMap((route) => langsAsked.map((lang) => pathInLang(route, lang)));

/** Another checkout's built server (`dist/server/main.js` under `dir`), on a free port with its own data. */
async function startServerIn(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "main-thread-against-"));
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: dir,
    env: { ...process.env, DATABASE_URL: "", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMIT_MAX: "1000", RATE_LIMIT_PAGE_VIEWS_MAX: "1000" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (const deadline = Date.now() + 180_000; ; ) {
    if (child.exitCode !== null) throw new Error(`${dir}'s server exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`${dir}'s server did not start within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The floor page of each route hydrates, with no error React recovered from by rendering anew. */
async function checkFloorHydrates(floorUrl: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(floorUrl + floorPath(route));
      const hydrated = await page.waitForSelector("html[data-floor-hydrated]", { timeout: 30_000 }).then(() => true, () => false);
      const recovered = await page.locator("html").getAttribute("data-floor-error");
      if (!hydrated) benchProblem(`the floor of ${route} did not hydrate${errors.length ? `: ${errors.join("; ")}` : ""}`);
      if (recovered) benchProblem(`the floor of ${route} hydrated with an error: ${recovered}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

const loadAtStart = loadavg().map((n) => n.toFixed(1)).join(" ");
const floorScript = await buildFloorScript();
const server: RunningServer = await startServer();
const other = against ? await startServerIn(path.resolve(against)) : undefined;
const floor = await startFloorServer(server.url, floorScript.code);
const userDataDir = mkdtempSync(path.join(tmpdir(), "main-thread-chrome-"));
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", userDataDir, chromeFlags: ["--headless", ...chromiumFlags] });

type Target = "site" | "floor" | "against";
const targets: Target[] = other ? ["site", "floor", "against"] : ["site", "floor"];
const measured = new Map<string, Record<Target, MainThread[]>>(routes.map((route) => [route, { site: [], floor: [], against: [] }]));
const urlOf = (target: Target, route: string) => (target === "floor" ? floor.url + floorPath(route) : target === "against" ? (other?.url ?? "") + route : server.url + route);

try {
  await checkFloorHydrates(floor.url);
  // Run after run, each route then its floor (then the other build): one slow minute of the machine
  // falls on both sides of a comparison.
  for (let run = 0; run < runs; run++) {
    for (const route of routes) {
      // Alternate which goes first, so neither always follows the other's cached answers.
      const order = run % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) {
        const result = await measureMainThreadRetrying(urlOf(target, route), chrome.port);
        measured.get(route)?.[target].push(result);
        if (Number.isNaN(result.tbtMs)) benchProblem(`${target} ${route}: no TBT`);
      }
    }
    console.log(`run ${run + 1} of ${runs} done (load ${loadavg()[0]?.toFixed(1)})`);
  }
} finally {
  chrome.kill();
  await floor.close();
  await other?.stop();
  await server.stop();
  rmSync(userDataDir, { recursive: true, force: true });
}

const fmt = (values: number[]) => values.join("/");
const header = ["route", "TBT", "floor", "over floor", "longest", "floor's longest", ...(other ? ["against TBT", "against longest"] : []), "within"];
const rows: string[][] = [];
let allWithin = true;
for (const [route, by] of measured) {
  const tbt = median(by.site.map((r) => r.tbtMs));
  const floorTbt = median(by.floor.map((r) => r.tbtMs));
  const longest = median(by.site.map((r) => r.longestTaskMs));
  const floorLongest = median(by.floor.map((r) => r.longestTaskMs));
  const within = tbt <= floorTbt + floorMarginMs;
  allWithin &&= within;
  rows.push([
    route,
    `${tbt} (${fmt(by.site.map((r) => r.tbtMs))})`,
    `${floorTbt} (${fmt(by.floor.map((r) => r.tbtMs))})`,
    String(tbt - floorTbt),
    String(longest),
    String(floorLongest),
    ...(other ? [`${median(by.against.map((r) => r.tbtMs))} (${fmt(by.against.map((r) => r.tbtMs))})`, String(median(by.against.map((r) => r.longestTaskMs)))] : []),
    within ? "yes" : "NO",
  ]);
}
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
const cpu = median([...measured.values()].flatMap((by) => by.site.map((r) => r.benchmarkIndex)));
console.log(
  `\nMain-thread work of a first visit: Lighthouse 12 mobile (CPU 4x simulated), median of ${runs} (each run in brackets), ms. ` +
    `Floor: React, React DOM and React Router hydrating the route's markup (script ${(floorScript.gzipBytes / 1024).toFixed(1)} KB gzip). ` +
    `Load ${loadAtStart} at the start, ${loadavg().map((n) => n.toFixed(1)).join(" ")} at the end; CPU index ${cpu}. ` +
    `Target: TBT <= floor + ${floorMarginMs} ms.\n`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(allWithin ? "\nEvery route is within its floor plus 50 ms." : "\nSome routes are above their floor plus 50 ms.");

if (showScripts) {
  for (const [route, by] of measured) {
    for (const target of targets) {
      const runsOf = by[target];
      if (runsOf.length === 0) continue;
      // Each script's median main-thread time over the runs; hashed names kept (they tell the chunk).
      const names = [...new Set(runsOf.flatMap((r) => r.scripts.map((s) => s.url)))];
      const scripts = names
        .map((url) => ({ url, total: median(runsOf.map((r) => r.scripts.find((s) => s.url === url)?.totalMs ?? 0)) }))
        .filter((s) => s.total > 0)
        .sort((a, b) => b.total - a.total)
        .slice(0, 8);
      const tasks = runsOf.map((r) => r.longTasks.map((t) => `${t.durationMs}@${t.startMs} ${t.url}`).join(", ") || "none");
      console.log(`\n${route} ${target}: scripts ${scripts.map((s) => `${s.url} ${s.total}`).join(", ")}`);
      console.log(`  work: ${Object.entries(runsOf[0]?.work ?? {}).map(([group, ms]) => `${group} ${ms}`).join(", ")}`);
      for (const [i, t] of tasks.entries()) console.log(`  run ${i + 1} long tasks: ${t}`);
    }
  }
}
const reportFile = process.env.MAIN_THREAD_REPORT;
if (reportFile) writeFileSync(reportFile, JSON.stringify(Object.fromEntries(measured), null, 1));
finishSmoke("main-thread-bench");
