import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { earlyInputKey } from "#shared/early-input.ts";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The tests drive Debian's chromium-headless-shell: the same Blink and V8 as the browser, without the
 * full browser's compositor and UI, at well under half the CPU per page (docs/decisions/089). Scripts
 * that measure or picture pages for people (Lighthouse, screenshots, loading time) keep the browser.
 * Outside CI a machine without the shell runs the tests on the browser, and says so.
 */
const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
function testChromiumPath(): string {
  if (existsSync(headlessShellPath)) return headlessShellPath;
  if (process.env.CI) throw new Error(`${headlessShellPath} is missing: .ci/run installs chromium-headless-shell`);
  console.warn(`[browser] ${headlessShellPath} is missing (apt install chromium-headless-shell); testing on ${chromiumPath}, which is slower`);
  return chromiumPath;
}

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

/**
 * For the tests only: the GPU process's work (compositing, with the GPU off) done on a thread of the
 * browser process instead, which saves the two processes' messages: 8-9% off a browser-heavy pair of
 * files on the 2-core machine (docs/decisions/089). Lighthouse keeps Chromium's own process model.
 */
const testFlags = ["--in-process-gpu"];

function launchChromium(): Promise<Browser> {
  // VITEST is set in test workers; scripts get the full browser.
  const forTests = Boolean(process.env.VITEST && !process.env.CHROMIUM_PATH);
  const executablePath = forTests ? testChromiumPath() : chromiumPath;
  return chromium.launch({ executablePath, headless: true, args: forTests ? [...chromiumFlags, ...testFlags] : chromiumFlags });
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
 * Waits until React has hydrated the page: the root's effect, which runs after every route
 * component's, marks the inline early-input script's record (src/web/lib/early-input.ts). A page
 * without that script (none of the built site's) falls back to the router's presence.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction((key) => {
    const early = (globalThis as Record<symbol, { hydrated: boolean } | undefined>)[Symbol.for(key)];
    return early ? early.hydrated : "__reactRouterDataRouter" in window;
  }, earlyInputKey);
}

/**
 * Opens a page and waits until React has hydrated it. The prerendered HTML is visible (and its
 * headings findable) before the JavaScript runs, so a test that hovers or clicks straight after
 * load could act on markup that nothing listens to yet.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * A picture of the page (or of one element) for people to look at, under `screenshots/` or `.tmp/`.
 * No test reads it, and CI's clone is thrown away, so CI (`CI` set) skips it: a full-page picture
 * costs Chromium 0.1-0.4 CPU-s, and the browser suite takes about 75. `E2E_SCREENSHOTS=1` takes
 * them in CI too. A test that reads a picture calls `screenshot()` itself.
 */
export async function screenshotForPeople(
  target: { screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown> },
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== "1") return;
  await target.screenshot(options);
}
