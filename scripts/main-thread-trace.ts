// Where a first visit's main thread goes, task by task (docs/decisions/148): Chromium at phone size
// with its CPU slowed 4x (as Lighthouse's mobile preset simulates), a performance trace of the load
// until the page has hydrated, and for each page the longest tasks with the modules each evaluated.
// Pages are loaded in turn, run after run, so compare pages of one run. Serve the builds first, e.g.
// `PORT=3001 npm start` here and another checkout's on another port; then:
//   npx tsx scripts/main-thread-trace.ts [--runs=3] http://127.0.0.1:3001/events http://127.0.0.1:3002/events
import { launchBrowser, waitForHydration } from "../tests/e2e/support/browser.ts";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; frame?: string } };
}

const args = process.argv.slice(2);
const urls = args.filter((arg) => /^https?:/.test(arg));
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 3) || 3;
if (urls.length === 0) throw new Error("usage: npx tsx scripts/main-thread-trace.ts [--runs=N] <url>...");

interface Task {
  startMs: number;
  durationMs: number;
  modules: string[];
}

/** The renderer main thread's tasks of 50 ms or more from a trace, each with the modules it evaluated. */
function longTasks(events: TraceEvent[]): Task[] {
  // The page's renderer: of the renderer main threads (about:blank's may be another), the busiest.
  const mains = events.filter((event) => event.name === "thread_name" && (event as unknown as { args: { name: string } }).args.name === "CrRendererMain");
  const busy = (thread: TraceEvent) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === "RunTask").reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  const onMain = events.filter((event) => event.pid === main?.pid && event.tid === main?.tid && event.ph === "X");
  const start = Math.min(...onMain.map((event) => event.ts));
  const tasks = onMain.filter((event) => event.name === "RunTask" && (event.dur ?? 0) >= 50_000);
  // What a task did, by the kinds of work that take time: module evaluation, script function calls
  // (a callback, an event), HTML parsing, style and layout, garbage collection.
  const kinds: Record<string, string> = {
    "v8.evaluateModule": "module evaluation",
    EvaluateScript: "script",
    FunctionCall: "function call",
    "v8.compileModule": "module compile",
    ParseHTML: "HTML parsing",
    UpdateLayoutTree: "style",
    Layout: "layout",
    MajorGC: "GC",
    MinorGC: "GC",
  };
  const work = onMain.filter((event) => event.name in kinds && (event.dur ?? 0) >= 10_000);
  return tasks
    .map((task) => ({
      startMs: Math.round((task.ts - start) / 1000),
      durationMs: Math.round((task.dur ?? 0) / 1000),
      modules: work
        .filter((event) => event.ts >= task.ts && event.ts <= task.ts + (task.dur ?? 0))
        .map((event) => {
          const url = event.args?.data?.url;
          return `${kinds[event.name]}${url ? ` ${new URL(url).pathname.replace("/assets/", "")}` : ""} ${Math.round((event.dur ?? 0) / 1000)} ms`;
        }),
    }))
    .filter((task) => task.durationMs >= 50);
}

const browser = await launchBrowser();
try {
  for (let run = 1; run <= runs; run++) {
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "toplevel", "__metadata"] });
      await page.goto(url);
      // The page's hydration (the floor's page marks its own), and a second for any work it leaves.
      if (new URL(url).pathname.startsWith("/floor")) await page.waitForSelector("html[data-floor-hydrated]", { timeout: 60_000 });
      else await waitForHydration(page);
      await page.waitForTimeout(1000);
      const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
      const tasks = longTasks(trace.traceEvents);
      if (process.env.TRACE_DUMP) (await import("node:fs")).writeFileSync(process.env.TRACE_DUMP, JSON.stringify(trace));
      const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - 50), 0);
      console.log(`run ${run} ${url}: ${tasks.length} tasks >= 50 ms, ${blocking} ms over 50 ms`);
      for (const task of [...tasks].sort((a, b) => b.durationMs - a.durationMs).slice(0, 4)) {
        console.log(`  ${task.durationMs} ms at ${task.startMs} ms: ${task.modules.length > 0 ? task.modules.join(", ") : "(no single piece of 10 ms)"}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
