import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { budgets, formatWeights, measureFirstVisits, renderedPagePaths, type RouteWeight } from "../scripts/bundle-budget.ts";
import { langOfPath, langs, pathInLang } from "./shared/lang.ts";
import { memberCardPath } from "./shared/member-card-path.ts";
import { notFoundPath, publicPaths } from "./shared/routes.ts";
import { ticketPathPrefix } from "./shared/ticket-paths.ts";

// Reads the built site (npm test builds before the unit tests), so a dependency that makes a
// page's first visit heavier fails CI.
const clientDir = path.resolve("build/client");

// Measured once: every test reads the same build.
let weights: RouteWeight[];
beforeAll(async () => {
  expect(existsSync(clientDir), "build/client is missing: run npm run build first").toBe(true);
  weights = await measureFirstVisits(clientDir);
});

it("keeps the JS and CSS of every route's first visit within budget", () => {
  console.log(formatWeights(weights));
  expect(weights.length).toBeGreaterThan(20);
  for (const weight of weights) {
    expect(weight.js.files.length, weight.route).toBeGreaterThan(0);
    expect(weight.js.gzipBytes, `${weight.route} JS: ${weight.js.files.join(", ")}`).toBeLessThanOrEqual(budgets.jsGzipBytes);
    expect(weight.css.gzipBytes, `${weight.route} CSS`).toBeLessThanOrEqual(budgets.cssGzipBytes);
  }
});

// Every page is within the target; a page listed in budgets.overTarget (none today) is held under
// the ceiling instead.
it("keeps every page not listed in budgets.overTarget within the 120 KB target, and the list honest", () => {
  for (const weight of weights) {
    const listed = budgets.overTarget[weight.route];
    const withinTarget = weight.js.gzipBytes <= budgets.jsTargetGzipBytes;
    if (listed === undefined) {
      expect(withinTarget, `${weight.route} JS is over the 120 KB target: ${weight.js.files.join(", ")}`).toBe(true);
    } else {
      expect(withinTarget, `${weight.route} now meets the target: remove it from budgets.overTarget`).toBe(false);
    }
  }
  // Every listed route still exists.
  for (const route of Object.keys(budgets.overTarget)) expect(weights.map((w) => w.route)).toContain(route);
});

it("counts the JS of the pages the server renders, which the HTML names in its inline module script", () => {
  const dataPages = weights.filter((w) => renderedPagePaths.includes(w.route));
  expect(dataPages.map((w) => w.route)).toEqual(
    expect.arrayContaining(["/events", "/team", "/projects", "/leaderboard/club-partner", "/join-us", "/bn/events", "/bn/team", "/bn/join-us", "/bn/join-us/member/card", "/bn/events/ticket/ticket"]),
  );
  for (const weight of dataPages) {
    expect(weight.js.files.some((file) => file.includes("/framework-")), weight.route).toBe(true);
    expect(weight.js.gzipBytes, weight.route).toBeGreaterThan(100 * 1024);
  }
});

// The target holds in both languages, so every page is measured as English and as its
// Bangla twin under /bn (prerendered or rendered by the server): the 404 page, every public page, a
// member card, a ticket and an event's page.
it("measures every route in both languages", () => {
  const measured = new Set(weights.map((w) => w.route));
  const pages = [...publicPaths, notFoundPath, memberCardPath("card"), `${ticketPathPrefix}ticket`];
  for (const page of pages) for (const lang of langs) expect(measured.has(pathInLang(page, lang)), pathInLang(page, lang)).toBe(true);
  const eventPages = [...measured].filter((route) => /^(\/bn)?\/events\/sample-event-/.test(route));
  expect(eventPages.map((route) => langOfPath(route)).sort()).toEqual(["bn", "en"]);
  // And every route measured has its twin in the other language.
  for (const route of measured) {
    const twin = pathInLang(route, langOfPath(route) === "en" ? "bn" : "en");
    expect(measured.has(twin), `${route} has no twin ${twin} measured`).toBe(true);
  }
});

// Decision 148: React, React DOM and the router travel in a chunk of
// their own, apart from the site's frame, so a release of the club's code leaves its name (its content
// hash) as it was and a returning visitor keeps it cached. Its name changes only with its content: it
// must import no chunk of the site's (whose new names would change its text), only the bundler's
// runtime helpers. The frame's chunk loads on every page beside it.
it("keeps React, React DOM and the router in a chunk that imports nothing of the site's", () => {
  for (const weight of weights) {
    const framework = weight.js.files.filter((file) => /^\/assets\/framework-[\w-]+\.js$/.test(file));
    expect(framework, weight.route).toHaveLength(1);
    expect(weight.js.files.some((file) => /^\/assets\/frame-[\w-]+\.js$/.test(file)), weight.route).toBe(true);
  }
  const framework = weights[0]?.js.files.find((file) => file.includes("/framework-")) ?? "";
  const code = readFileSync(path.join(clientDir, framework), "utf8");
  // The chunk's static imports: the import statements it starts with (its code names other modules in strings).
  const header = /^(?:\s*import\s*[^;"']*["'][^"']+["'];?)*/.exec(code)?.[0] ?? "";
  const imported = [...header.matchAll(/["']([^"']+)["']/g)].map((match) => match[1] ?? "");
  expect(imported.length).toBeGreaterThan(0);
  expect(imported.every((specifier) => /^\.\/rolldown-runtime-[\w-]+\.js$/.test(specifier)), imported.join(", ")).toBe(true);
});
