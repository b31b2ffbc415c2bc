import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { budgets, formatWeights, measureFirstVisits } from "../scripts/bundle-budget.ts";

// Reads the built site (npm test builds before the unit tests), so a dependency that makes a
// page's first visit heavier fails CI.
const clientDir = path.resolve("build/client");

it("keeps the JS and CSS of every route's first visit within budget", () => {
  expect(existsSync(clientDir), "build/client is missing: run npm run build first").toBe(true);
  const weights = measureFirstVisits(clientDir);
  console.log(formatWeights(weights));
  expect(weights.length).toBeGreaterThan(20);
  for (const weight of weights) {
    expect(weight.js.files.length, weight.route).toBeGreaterThan(0);
    expect(weight.js.gzipBytes, `${weight.route} JS: ${weight.js.files.join(", ")}`).toBeLessThanOrEqual(budgets.jsGzipBytes);
    expect(weight.css.gzipBytes, `${weight.route} CSS`).toBeLessThanOrEqual(budgets.cssGzipBytes);
  }
});

it("keeps every page that reads API data within the 120 KB target", () => {
  // Data pages are the ones whose HTML preloads an API request (lib/preload-data.ts). They read it
  // through lib/api-data.ts (under 1 KB gzip) rather than a library of about 10 KB (decision 049).
  const weights = measureFirstVisits(clientDir);
  const dataPages = weights.filter((w) => {
    const html = readFileSync(path.join(clientDir, w.route, "index.html"), "utf8");
    return /<link\b[^>]*\bas="fetch"/.test(html);
  });
  expect(dataPages.map((w) => w.route)).toEqual(expect.arrayContaining(["/events", "/team", "/projects", "/leaderboard/club-partner"]));
  for (const weight of dataPages) {
    expect(weight.js.gzipBytes, `${weight.route} JS: ${weight.js.files.join(", ")}`).toBeLessThanOrEqual(budgets.jsTargetGzipBytes);
  }
});
