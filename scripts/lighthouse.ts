// Lighthouse 12, mobile preset (simulated throttling), on the built site served by the built server.
// Build first (npm run build); then:
//   npm run lighthouse                  every route, prints the table
//   npm run lighthouse -- --ci          the representative handful, as CI gates them (decision 106):
//                                       Accessibility, Best Practices and SEO from one run per route,
//                                       LCP and CLS as the better of 2 (the second run taken only when
//                                       the first missed them); exits 1 below them (TBT and
//                                       Performance printed only, decision 106). The tracked
//                                       routes among them: TBT against the route's own floor page
//                                       (React alone hydrating that route's markup), printed against
//                                       the floor's plus 50 ms; exits 1 when a route is over the
//                                       floor's plus 150 ms after 3 more runs of each, unless the floor
//                                       says the machine was busy (decision 148). A run or floor that
//                                       could not change the verdict is not taken (measureForCi)
//   npm run lighthouse -- /team /about  the given routes
//   npm run lighthouse -- --lang bn     every route's Bangla twin (/bn/...); --lang all: both languages
//   npm run lighthouse -- --runs=5      measure each route 5 times and report each figure's median
//                                       (the default for people: 5 runs without --ci)
// CHROME_PATH (default /usr/bin/chromium) selects the browser. LIGHTHOUSE_REPORT_DIR, when set, keeps
// each route's full report there as JSON, to read which requests made up LCP.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPaths } from "../src/shared/routes.ts";
import { langs, pathInLang, type Lang } from "../src/shared/lang.ts";
import type { ClubEvent } from "../src/shared/api/events.ts";
import { apiPaths } from "../src/shared/api/paths.ts";
import { eventPath } from "#features/events/slug.ts";
import { isPastEvent } from "../src/shared/registration-mode.ts";
import { chromiumFlags } from "../tests/e2e/support/browser.ts";
import { buildFloorScript, floorPath, startFloorServer, type FloorServer } from "./main-thread-floor/floor.ts";
import { measureMainThreadRetrying } from "./main-thread-floor/measure.ts";
import { busyFloorMs, ciFloorMarginMs, floorMarginMs, floorVerdict, median, trackedRoutes, withinOfAnyFloor, type FloorVerdict } from "./main-thread-floor/tracked.ts";
import { startServer } from "../tests/e2e/support/server.ts";
import { auditsThatCouldNotRun } from "./lighthouse-result.ts";

/** The issue's targets. */
const targets = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1500, tbtMs: 50, cls: 0.02 };

/**
 * Home with its splash, two data pages (Events, whose largest element is a card of its list), a long
 * text page, a card page and a legal text; and one event's page (eventPageRoute). Then three Bangla
 * pages, held to the same targets: home, a data page and the page with the longest form,
 * whose Bangla texts (and Bengali font) weigh more than the English.
 */
const ciRoutes = ["/", "/team", "/events", "/about/history", "/events/upcoming-events", "/privacy-policy", "/bn", "/bn/events", "/bn/join-us"];

const args = process.argv.slice(2);
const ci = args.includes("--ci");
const given = args.filter((arg) => arg.startsWith("/"));
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
// Each route is measured this many times and each figure's median reported: --runs N, default 5 for
// people (TBT ranges 0-110 ms from run to run on one page, decision 060). Not with --ci, whose runs
// follow measureForCi: a second run measures the Performance category only (the other categories do
// not change from run to run, and a run of Performance alone costs less), and of 2 the "median" is the
// lower figure: the better LCP of two, which a single slow run on a shared machine cannot fail.
const runsArgument = args.find((arg) => arg.startsWith("--runs="));
const runsPerRoute = runsArgument ? Math.max(1, Number(runsArgument.slice("--runs=".length)) || 1) : 5;
// The 404 page is not among them: Lighthouse refuses to audit a page answered with an error status
// (ERRORED_DOCUMENT_REQUEST). The browser tests run axe on it instead. `--lang bn` (or `--lang all`)
// measures the Bangla twins (/bn/...) of the routes instead of (or beside) the English ones.
const langArgument = args.find((arg) => arg.startsWith("--lang="))?.slice("--lang=".length) ?? (args.includes("--lang") ? args[args.indexOf("--lang") + 1] : undefined);
const langsAsked: Lang[] = langArgument === "all" ? [...langs] : langArgument === "bn" ? ["bn"] : ["en"];
const routes: string[] =
  given.length > 0 ? given : ci ? [...ciRoutes] : langsAsked.flatMap((lang) => publicPaths.map((pathname) => pathInLang(pathname, lang)));

interface RouteScores {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** Audits of the four categories that did not pass, for the reader to act on. */
  failing: string[];
}

/**
 * Targets missed that depend on how fast this machine's CPU is at the moment: TBT, and the
 * Performance score it weighs on. Lighthouse's simulation multiplies the main-thread tasks it saw by
 * 4, so a shared machine running slower makes tasks of 40 ms count as 160 ms: the same commit gave
 * TBT 0-39 ms on one day and 160-440 ms on another, with nothing else running (decision 106). Printed,
 * never failed on: the median of 3 still failed a CI run at Performance 85-95 (decision 106).
 */
function timingShortfalls(s: RouteScores): string[] {
  const misses: string[] = [];
  if (s.performance < targets.performance) misses.push(`Performance ${s.performance}`);
  if (s.tbtMs > targets.tbtMs) misses.push(`TBT ${s.tbtMs} ms`);
  return misses;
}

/** Targets CI fails on (decision 106). */
function shortfalls(s: RouteScores): string[] {
  const misses: string[] = [];
  if (s.accessibility < targets.accessibility) misses.push(`Accessibility ${s.accessibility}`);
  if (s.bestPractices < targets.bestPractices) misses.push(`Best Practices ${s.bestPractices}`);
  if (s.seo < targets.seo) misses.push(`SEO ${s.seo}`);
  if (s.lcpMs > targets.lcpMs) misses.push(`LCP ${s.lcpMs} ms`);
  if (s.cls > targets.cls) misses.push(`CLS ${s.cls}`);
  return misses;
}

const userDataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-chrome-"));
const server = await startServer();
// Flags from docs: as root Chromium needs --no-sandbox; the networking flags keep it off the
// closed network.
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  userDataDir,
  chromeFlags: ["--headless", ...chromiumFlags],
});

/** The audits the Performance category's score is made of (Lighthouse 12). */
const performanceMetrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];

/** One Lighthouse run of one route: its scores, or why Lighthouse could not measure it. */
async function measureOnce(route: string, port: number, baseUrl: string, run: number): Promise<RouteScores | { failure: string }> {
  const performanceOnly = ci && run > 0;
  const runner = await lighthouse(baseUrl + route, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: performanceOnly ? ["performance"] : ["performance", "accessibility", "best-practices", "seo"],
    // A run for the Performance score alone gathers and audits only the five metrics the score weighs
    // (its other audits have no weight): about half the time of a full run.
    ...(performanceOnly ? { onlyAudits: performanceMetrics } : {}),
    // Pictures of the page no score reads: this script prints figures, never the report's filmstrip.
    disableFullPageScreenshot: true,
    skipAudits: ["screenshot-thumbnails", "final-screenshot"],
  });
  const lhr = runner?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, `${route.replace(/\//g, "_") || "_"}-${run + 1}.json`), JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) {
    // e.g. NO_NAVSTART (a trace Chromium did not finish) or NO_FCP (a machine too loaded for the
    // page to paint within Lighthouse's limits): a failed measurement, not a score of the page.
    return { failure: `${lhr.runtimeError.code} ${lhr.runtimeError.message}` };
  }
  const unrun = auditsThatCouldNotRun(lhr);
  if (unrun.length > 0) return { failure: `audits that could not run: ${unrun.join("; ")}` };
  // A category this run did not measure: NaN, which the median leaves out.
  const score = (id: string) => (lhr.categories[id] ? Math.round((lhr.categories[id].score ?? 0) * 100) : Number.NaN);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit?.id} (${audit?.displayValue ?? audit?.score})`);
  return {
    route,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing,
  };
}

/** Lighthouse attempts per run before a route's failed measurements are reported as scores of 0. */
const attemptsPerRun = 3;

/**
 * One run of one route, measured again when Lighthouse itself fails (a runtime error is about the
 * trace, not the page). After `attemptsPerRun` failures the run counts as scores of 0, so CI fails.
 */
async function measure(route: string, port: number, baseUrl: string, run: number): Promise<RouteScores> {
  for (let attempt = 1; ; attempt++) {
    const result = await measureOnce(route, port, baseUrl, run);
    if (!("failure" in result)) return result;
    console.log(`${route}: Lighthouse could not measure (attempt ${attempt} of ${attemptsPerRun}): ${result.failure}`);
    if (attempt === attemptsPerRun) {
      const zero = { performance: 0, accessibility: 0, bestPractices: 0, seo: 0, lcpMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN };
      return { route, ...zero, benchmarkIndex: 0, failing: [`Lighthouse runtime error: ${result.failure}`] };
    }
  }
}

/**
 * Each score and metric as its median over the runs, against run-to-run noise. (Taking every figure
 * from the run with the median Performance score reported, when the runs all scored 100, the second
 * run's TBT whatever the other runs measured.) An audit is listed when it failed in half the runs
 * or more.
 */
function medianOfRuns(runs: RouteScores[]): RouteScores {
  const of = (key: Exclude<keyof RouteScores, "route" | "failing">) => median(runs.map((run) => run[key]));
  // In CI only the first run measures every category: what it found failing is listed as well.
  const failing = [...new Set(runs.flatMap((run) => run.failing))].filter(
    (audit) => runs.filter((run) => run.failing.includes(audit)).length * 2 >= runs.length || (ci && runs[0]?.failing.includes(audit)),
  );
  return {
    route: runs[0]?.route ?? "",
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    benchmarkIndex: of("benchmarkIndex"),
    failing,
  };
}

/**
 * One event's page too in CI (decision 126): the first upcoming event the running server lists (else
 * its first), at its current address, so the figures are of a real page.
 */
async function eventPageRoute(baseUrl: string): Promise<string | undefined> {
  const response = await fetch(new URL(apiPaths.events, baseUrl));
  if (!response.ok) return undefined;
  const events = (await response.json()) as ClubEvent[];
  const event = events.find((candidate) => !isPastEvent(candidate)) ?? events[0];
  return event ? eventPath(event) : undefined;
}

/**
 * TBT against the floor in CI (decision 148): the routes of the handful that are tracked routes get a
 * third Performance run (TBT's median of 3), and each run is followed by a run of that route's own
 * floor page (React, React DOM and React Router hydrating the same markup), so the two sides are
 * measured alternately, as the benchmark does, and a machine slowing down slows both.
 */
const gatedByFloor = (route: string) => ci && trackedRoutes.some((tracked) => langs.some((lang) => pathInLang(tracked, lang) === route));
const floorTbt = new Map<string, number[]>();
/** Each gated route's TBT, run by run, beside floorTbt's. */
const routeTbt = new Map<string, number[]>();
/** A route over its floor is measured this many times more, each beside its floor, and judged on every run. */
const runsAgainWhenOver = 3;
let floor: FloorServer | undefined;
async function measureFloor(route: string): Promise<void> {
  if (!floor) return;
  // A floor run Lighthouse could not measure three times is left out (NaN): the others' median judges.
  const tbt = await measureMainThreadRetrying(floor.url + floorPath(route), chrome.port).then((r) => r.tbtMs, () => Number.NaN);
  floorTbt.set(route, [...(floorTbt.get(route) ?? []), tbt]);
}

/** `count` runs of a route, every category in each: the median of each figure is reported. */
async function measureRuns(route: string, count: number): Promise<RouteScores[]> {
  const runs: RouteScores[] = [];
  for (let run = 0; run < count; run++) runs.push(await measure(route, chrome.port, server.url, run));
  return runs;
}

/**
 * A route's runs as CI takes them (decisions 106 and 148): each run only while it could still change
 * what CI decides. The first run measures every category. CI fails on the better LCP and CLS of two,
 * so a second run (Performance alone) is taken when the first missed one of them, and always for a
 * tracked route, whose TBT fails past its floor's plus CI's margin. A floor is never under 0 ms, so
 * when two of a tracked route's runs are within that margin its median of 3 is within it over any
 * floor: the floors could not change the verdict. Of two runs, one within and one not, a third
 * decides; the floors are taken only when fewer than two runs are within.
 */
async function measureForCi(route: string): Promise<RouteScores[]> {
  const next = async (runs: RouteScores[]) => [...runs, await measure(route, chrome.port, server.url, runs.length)];
  let runs = await next([]);
  if (!floor || !gatedByFloor(route)) {
    const first = runs[0] as RouteScores;
    return first.lcpMs <= targets.lcpMs && first.cls <= targets.cls ? runs : next(runs);
  }
  runs = await next(runs);
  const tbtOf = () => runs.map((run) => run.tbtMs);
  // Of two runs, one within the margin and one not, a third settles whether two are.
  if (!withinOfAnyFloor(tbtOf(), ciFloorMarginMs) && runs.some((run) => run.tbtMs <= ciFloorMarginMs)) runs = await next(runs);
  if (withinOfAnyFloor(tbtOf(), ciFloorMarginMs)) {
    routeTbt.set(route, tbtOf());
    return runs;
  }
  await measureFloor(route);
  await measureFloor(route);
  if (runs.length < 3) runs = await next(runs);
  await measureFloor(route);
  const tbtRuns = tbtOf();
  // One median of 3 over CI's margin on a quiet machine may be a slow moment: measured again before it fails.
  if (floorVerdict(tbtRuns, floorTbt.get(route) ?? []).verdict === "over") {
    for (let run = 0; run < runsAgainWhenOver; run++) {
      tbtRuns.push((await measure(route, chrome.port, server.url, runs.length + run)).tbtMs);
      await measureFloor(route);
    }
  }
  routeTbt.set(route, tbtRuns);
  return runs;
}

const results: RouteScores[] = [];
try {
  if (ci) floor = await startFloorServer(server.url, (await buildFloorScript()).code);
  if (ci && given.length === 0) {
    const eventRoute = await eventPageRoute(server.url);
    if (eventRoute) routes.push(eventRoute);
  }
  for (const route of routes) {
    const runs = ci ? await measureForCi(route) : await measureRuns(route, runsPerRoute);
    const scores = medianOfRuns(runs);
    results.push(scores);
    const all =
      runs.length > 1
        ? ` (each run: Performance ${runs.map((r) => r.performance).join(", ")}; TBT ${runs.map((r) => r.tbtMs).join(", ")} ms)`
        : "";
    console.log(`${route}: ${scores.performance}/${scores.accessibility}/${scores.bestPractices}/${scores.seo}, LCP ${scores.lcpMs} ms${all}`);
  }
} finally {
  chrome.kill();
  await floor?.close();
  await server.stop();
  rmSync(userDataDir, { recursive: true, force: true });
}

const header = ["route", "Perf", "A11y", "BP", "SEO", "LCP ms", "TBT ms", "CLS", "CPU index"];
const body = results.map((r) =>
  [r.route, r.performance, r.accessibility, r.bestPractices, r.seo, r.lcpMs, r.tbtMs, r.cls, r.benchmarkIndex].map(String),
);
const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? "").length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
console.log(`\nLighthouse 12, mobile preset, simulated throttling, ${ci ? "CI's runs (1 to 3 a route, the lower middle of them)" : `median of ${runsPerRoute} run(s)`} per route. Targets: Performance >= ${targets.performance}, others 100, LCP <= ${targets.lcpMs} ms, TBT <= ${targets.tbtMs} ms, CLS <= ${targets.cls}\n`);
console.log(line(header));
for (const row of body) console.log(line(row));

const below = results.filter((r) => shortfalls(r).length > 0 || timingShortfalls(r).length > 0);
for (const r of below) {
  console.log(`\n${r.route} below target: ${[...shortfalls(r), ...timingShortfalls(r)].join(", ")}`);
  if (r.failing.length > 0) console.log(`  audits to look at: ${r.failing.join(", ")}`);
}
const verdicts = new Map<string, FloorVerdict>();
if (floor) {
  console.log(
    `\nTBT against the floor (React, React DOM and React Router hydrating the route's own markup), medians of the runs, ` +
      `measured alternately; target: within the floor's plus ${floorMarginMs} ms; CI fails past ${ciFloorMarginMs} ms on a quiet machine (decision 148)`,
  );
  for (const r of results.filter((result) => gatedByFloor(result.route))) {
    const routeRuns = routeTbt.get(r.route) ?? [];
    const floorRuns = floorTbt.get(r.route) ?? [];
    if (floorRuns.length === 0 && withinOfAnyFloor(routeRuns, ciFloorMarginMs)) {
      // Not over CI's margin whatever the floor: the floor was not measured (measureForCi).
      const withinTarget = withinOfAnyFloor(routeRuns, floorMarginMs);
      verdicts.set(r.route, { verdict: withinTarget ? "within" : "above", overMs: Number.NaN, floorMs: Number.NaN });
      const against = withinTarget
        ? `within ${floorMarginMs} ms of any floor`
        : `within CI's ${ciFloorMarginMs} ms of any floor; against the ${floorMarginMs} ms target unknown here (main-thread-bench judges it)`;
      console.log(`  ${r.route}: TBT ${median(routeRuns)} ms (${routeRuns.join("/")}), ${against}: its floor was not measured`);
      continue;
    }
    const judged = floorVerdict(routeRuns, floorRuns);
    verdicts.set(r.route, judged);
    const why = {
      within: "",
      above: " (above the target)",
      over: ` (over CI's ${ciFloorMarginMs} ms: fails)`,
      busy: ` (over CI's ${ciFloorMarginMs} ms, not judged: a floor over ${busyFloorMs} ms says the machine was busy)`,
      unmeasured: " (not judged: no figure)",
    }[judged.verdict];
    console.log(
      `  ${r.route}: TBT ${median(routeRuns)} ms (${routeRuns.join("/")}), floor ${judged.floorMs} ms (${floorRuns.join("/")}), ${judged.overMs >= 0 ? "+" : ""}${judged.overMs} ms over its floor${why}`,
    );
  }
}
if (ci) {
  const failed = results.filter((r) => shortfalls(r).length > 0);
  if (results.some((r) => timingShortfalls(r).length > 0)) {
    console.log(
      "\nTBT and the Performance score depend on this machine's speed at the moment (CPU index column);" +
        " CI reports them and fails on the other targets (docs/decisions/106). Judge them with" +
        " `npm run lighthouse` on a quiet machine.",
    );
  }
  const over = [...verdicts].filter(([, judged]) => judged.verdict === "over").map(([route]) => route);
  if (over.length > 0) console.log(`\nOver the floor's plus ${ciFloorMarginMs} ms on a quiet machine: ${over.join(", ")}. Where the main thread goes: npx tsx scripts/main-thread-bench.ts --scripts ${over.join(" ")}`);
  if (failed.length > 0 || over.length > 0) process.exit(1);
}
