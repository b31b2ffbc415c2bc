import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The rules every page is checked against: WCAG 2.1 A and AA, and axe's best practices. */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * The page's axe-core violations of `axeTags`. Checked with axe.run in the page (AxeBuilder's legacy
 * mode) unless the page holds a frame from another origin: the default mode runs axe in each frame and
 * joins the parts in a new blank page, one more page per check, for the same answer on a page of one
 * origin at a third of the time (decision 089).
 */
export async function axeViolations(page: Page) {
  const origin = new URL(page.url()).origin;
  const crossOrigin = page.frames().some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
  const results = await new AxeBuilder({ page }).withTags(axeTags).setLegacyMode(!crossOrigin).options({ resultTypes: ["violations"] }).analyze();
  return results.violations;
}

/** The page's serious and critical axe-core violations, each with where. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** True when the page scrolls sideways: on a phone only a table may, inside its own box. */
export const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
