import type { Page } from "playwright-core";

/** Every link in the page's main content that leaves the site, with how it opens. */
export function externalLinks(page: Page) {
  return page.locator("main a[href^='http']").evaluateAll((links) =>
    links.map((a) => ({ href: a.getAttribute("href"), target: a.getAttribute("target"), rel: a.getAttribute("rel") })),
  );
}
