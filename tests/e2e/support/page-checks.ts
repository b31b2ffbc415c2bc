import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The page's serious and critical axe-core violations (WCAG 2.1 A and AA, best practice), each with where. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** True when the page scrolls sideways: on a phone only a table may, inside its own box. */
export const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
