import { existsSync } from "node:fs";
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

it("loads TanStack Query only on the pages that read API data", () => {
  const weights = measureFirstVisits(clientDir);
  const about = weights.find((w) => w.route === "/about");
  expect(about).toBeDefined();
  expect(about?.js.gzipBytes).toBeLessThan((weights.find((w) => w.route === "/team")?.js.gzipBytes ?? 0) - 5 * 1024);
});
