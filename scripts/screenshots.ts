// Screenshots every route at phone and desktop width into screenshots/ (ignored by git), from the
// built site served by the built server with a fresh data directory and the sample content.
// Usage: npm run screenshots [-- /path /other-path] [-- --lang bn|all]
//   --lang bn takes the Bangla twins (/bn/...) of the routes (of the given paths, or of every route),
//   --lang all both languages; file names follow the path (phone-bn-about.png, desktop-bn.png).
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { banglaPrefix, langs, pathInLang, type Lang } from "../src/shared/lang.ts";
import { notFoundPath, publicPaths } from "../src/shared/routes.ts";
import { launchBrowser, openPage, viewports } from "../tests/e2e/support/browser.ts";
import { startServer } from "../tests/e2e/support/server.ts";

/** Scrolls through the page so lazy images load before the full-page capture. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}

const args = process.argv.slice(2);
const only = args.filter((arg) => arg.startsWith("/"));
// --lang bn: the Bangla twins (/bn/...); --lang all: both languages; English by default.
const langArgument = args.find((arg) => arg.startsWith("--lang="))?.slice("--lang=".length) ?? (args.includes("--lang") ? args[args.indexOf("--lang") + 1] : "en");
if (langArgument !== "en" && langArgument !== "bn" && langArgument !== "all") throw new Error(`--lang takes en, bn or all, not ${langArgument}`);
const langsAsked: readonly Lang[] = langArgument === "all" ? langs : [langArgument];
// The given paths in the languages asked (a path already under /bn stays as given), else every route.
const routes =
  only.length > 0
    ? langArgument === "en" ? only : [...new Set(only.flatMap((route) => (route.startsWith(banglaPrefix) ? [route] : langsAsked.map((lang) => pathInLang(route, lang)))))]
    : langsAsked.flatMap((lang) => [...publicPaths, notFoundPath].map((route) => pathInLang(route, lang)));
const outDir = path.resolve("screenshots");
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const [name, viewport] of Object.entries(viewports)) {
    const { page, context } = await openPage(browser, viewport);
    for (const route of routes) {
      await page.goto(server.url + route);
      await page.waitForLoadState("networkidle");
      if (route === "/" || route === banglaPrefix) await page.waitForTimeout(3200);
      await loadLazyImages(page);
      const file = path.join(outDir, `${name}${route === "/" ? "-home" : route.replaceAll("/", "-")}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(path.relative(process.cwd(), file));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
