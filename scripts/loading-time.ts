// How long a data page shows 'Loading...' on a cold visit, on a throttled phone-like connection
// (150 ms round trip, 1.6 Mbit/s down, CPU slowed 4x, as Lighthouse's mobile preset), in two
// variants measured in the same run: with its rows in the HTML (decision 125), and without them
// (PAGE_ROWS=off: the browser loads the list, as when the server cannot read it).
// Build first; then: npx tsx scripts/loading-time.ts [/team] [runs]
import type { Browser } from "playwright-core";
import { launchBrowser, viewports } from "../tests/e2e/support/browser.ts";
import { startServer, startServerWithoutRows } from "../tests/e2e/support/server.ts";

const args = process.argv.slice(2);
const route = args.find((arg) => arg.startsWith("/")) ?? "/team";
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5);

interface Visit {
  /** From navigation start to the list's first card, ms. */
  listShownMs: number;
  /** How long 'Loading...' was on screen, ms. */
  loadingVisibleMs: number;
  /** API requests the page made. */
  apiRequests: number;
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    let apiRequests = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/") && !request.url().includes("page-views")) apiRequests++;
    });
    // Samples the page from its first script on: when 'Loading...' shows and when the first card does.
    // (A string, not a function: tsx's helpers would not exist in the page.)
    await page.addInitScript(`
      const marks = { loadingFrom: -1, loadingTo: -1, listAt: -1 };
      window.__marks = marks;
      const check = () => {
        const now = performance.now();
        const loading = [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent.includes("Loading"));
        if (loading && marks.loadingFrom < 0) marks.loadingFrom = now;
        if (!loading && marks.loadingFrom >= 0 && marks.loadingTo < 0) marks.loadingTo = now;
        if (marks.listAt < 0 && document.querySelector("main article")) marks.listAt = now;
        if (marks.listAt < 0) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    `);
    await page.goto(url);
    await page.locator("main article").first().waitFor({ timeout: 60_000 });
    const marks = (await page.evaluate("window.__marks")) as { loadingFrom: number; loadingTo: number; listAt: number };
    const loadingTo = marks.loadingTo >= 0 ? marks.loadingTo : marks.listAt;
    return {
      listShownMs: Math.round(marks.listAt),
      loadingVisibleMs: marks.loadingFrom >= 0 ? Math.round(loadingTo - marks.loadingFrom) : 0,
      apiRequests,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const [withRows, withoutRows] = await Promise.all([
  startServer(),
  startServerWithoutRows(),
]);
const browser = await launchBrowser();
try {
  const variants = [
    { name: "rows in the HTML", visit: () => visit(browser, withRows.url + route), visits: [] as Visit[] },
    { name: "rows loaded later", visit: () => visit(browser, withoutRows.url + route), visits: [] as Visit[] },
  ];
  // Alternate, so every variant sees the same machine load.
  for (let i = 0; i < runs; i++) {
    for (const variant of variants) variant.visits.push(await variant.visit());
  }
  console.log(`${route}, cold visits, 150 ms RTT, 1.6 Mbit/s, CPU 4x slower; median of ${runs}\n`);
  console.log("variant              'Loading...' visible  list shown at  API requests");
  for (const { name, visits } of variants) {
    console.log(
      `${name.padEnd(20)} ${`${median(visits.map((v) => v.loadingVisibleMs))} ms`.padStart(20)}  ${`${median(visits.map((v) => v.listShownMs))} ms`.padStart(13)}  ${String(Math.max(...visits.map((v) => v.apiRequests))).padStart(12)}`,
    );
  }
} finally {
  await browser.close();
  await Promise.all([withRows.stop(), withoutRows.stop()]);
}
