// One Lighthouse 12 run (mobile preset, simulated throttling: CPU 4x) of a page's main-thread work:
// Total Blocking Time, the longest task and where the main thread went (bootup-time, by script).
// scripts/main-thread-bench.ts and scripts/lighthouse.ts --ci (docs/decisions/148).
import lighthouse from "lighthouse";

export interface MainThread {
  tbtMs: number;
  /** The longest task Lighthouse saw after its CPU slowdown, and the script it names (or the page). */
  longestTaskMs: number;
  longestTaskUrl: string;
  /** Tasks of 50 ms or more. */
  longTasks: { url: string; startMs: number; durationMs: number }[];
  /** Main-thread time by script (bootup-time), largest first. */
  scripts: { url: string; totalMs: number; scriptingMs: number; parseMs: number }[];
  /** Main-thread time by kind of work (mainthread-work-breakdown). */
  work: Record<string, number>;
  benchmarkIndex: number;
}

const audits = ["total-blocking-time", "long-tasks", "bootup-time", "mainthread-work-breakdown", "first-contentful-paint"];

interface Item {
  url?: string;
  duration?: number;
  startTime?: number;
  total?: number;
  scripting?: number;
  scriptParseCompile?: number;
  group?: string;
}

function items(details: unknown): Item[] {
  const list = (details as { items?: unknown[] } | undefined)?.items;
  return Array.isArray(list) ? (list as Item[]) : [];
}

/** A path for reading: the URL's path, without the host. */
function shortUrl(url: string | undefined): string {
  if (!url) return "(page)";
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** One run; `undefined` with the reason when Lighthouse could not measure (a trace it did not finish). */
export async function measureMainThread(url: string, port: number): Promise<MainThread | { failure: string }> {
  const runner = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    onlyAudits: audits,
    disableFullPageScreenshot: true,
  });
  const lhr = runner?.lhr;
  if (!lhr) return { failure: "Lighthouse returned nothing" };
  if (lhr.runtimeError) return { failure: `${lhr.runtimeError.code} ${lhr.runtimeError.message}` };
  const longTasks = items(lhr.audits["long-tasks"]?.details).map((item) => ({
    url: shortUrl(item.url),
    startMs: Math.round(item.startTime ?? 0),
    durationMs: Math.round(item.duration ?? 0),
  }));
  const longest = longTasks.reduce((a, b) => (b.durationMs > a.durationMs ? b : a), { url: "", startMs: 0, durationMs: 0 });
  return {
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
    longestTaskMs: longest.durationMs,
    longestTaskUrl: longest.url,
    longTasks,
    scripts: items(lhr.audits["bootup-time"]?.details).map((item) => ({
      url: shortUrl(item.url),
      totalMs: Math.round(item.total ?? 0),
      scriptingMs: Math.round(item.scripting ?? 0),
      parseMs: Math.round(item.scriptParseCompile ?? 0),
    })),
    work: Object.fromEntries(items(lhr.audits["mainthread-work-breakdown"]?.details).map((item) => [item.group ?? "?", Math.round(item.duration ?? 0)])),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** One run, measured again (up to 3 attempts) when Lighthouse itself fails; throws after the third. */
export async function measureMainThreadRetrying(url: string, port: number): Promise<MainThread> {
  for (let attempt = 1; ; attempt++) {
    const result = await measureMainThread(url, port);
    if (!("failure" in result)) return result;
    console.log(`${url}: Lighthouse could not measure (attempt ${attempt} of 3): ${result.failure}`);
    if (attempt === 3) throw new Error(`${url}: ${result.failure}`);
  }
}
