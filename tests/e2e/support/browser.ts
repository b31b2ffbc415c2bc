import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Debian's Chromium, as root, on a machine with no outside network: these flags keep it from
// trying to reach Google's services at every start. Lighthouse launches it with them too.
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * Chromium for one test file. In the browser suites (`E2E_SHARED_BROWSER`, set by their configs) each
 * test worker starts Chromium once and every file it runs gets a view of it: its `close()` closes the
 * contexts that file opened, not Chromium, which ends with the worker. Elsewhere (scripts), a Chromium
 * of its own that `close()` ends.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!process.env.E2E_SHARED_BROWSER) return launchChromium();
  let browser = await (workerBrowser ??= launchChromium());
  if (!browser.isConnected()) browser = await (workerBrowser = launchChromium());
  return viewOfSharedBrowser(browser);
}

function viewOfSharedBrowser(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once("close", () => opened.delete(context));
    return context;
  };
  const overrides: Partial<Browser> = {
    newContext: async (options) => track(await browser.newContext(options)),
    newPage: async (options) => {
      const page = await browser.newPage(options);
      track(page.context());
      return page;
    },
    close: async () => {
      await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
    },
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property in overrides) return overrides[property as keyof Browser];
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export interface CheckedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** A new page that records console errors, so a test can assert the page ran cleanly. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<CheckedPage> {
  const context = await browser.newContext({ viewport, reducedMotion: "no-preference" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, context, errors };
}

/**
 * Opens a page and waits until React has hydrated it. The prerendered HTML is visible (and its
 * headings findable) before the JavaScript runs, so a test that hovers or clicks straight after
 * load could act on markup that nothing listens to yet.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
