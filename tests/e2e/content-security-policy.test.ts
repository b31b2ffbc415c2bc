import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { paths } from "../../src/shared/routes.ts";
import { launchBrowser, openPage } from "./support/browser.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Each page's policy allows only the inline scripts that carry its nonce (docs/decisions/045, 125).
// A client-side navigation keeps the policy of the document first loaded, so the router must never
// need another page's inline script: this walks from the home page to every other page without a reload.
describe("the Content-Security-Policy of each page", () => {
  it("lets the home page hydrate and navigate to every page with no policy violation", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
        document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      const response = await page.goto(baseUrl + paths.home);
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/);
      // No page frames anything (docs/decisions/072): an outside registration form is a link.
      expect(response?.headers()["content-security-policy"]).toContain("frame-src 'none'");
      await page.waitForFunction(() => "__reactRouterDataRouter" in window);
      for (const path of Object.values(paths)) {
        await page.evaluate(
          (to) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to),
          path,
        );
        await expect.poll(() => page.evaluate(() => location.pathname)).toBe(path);
      }
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("gives assets and API answers a policy that allows nothing", async () => {
    const html = await (await fetch(baseUrl + paths.home)).text();
    // A module the page's inline module script loads (React Router's).
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    for (const url of [new URL(script!, baseUrl).toString(), `${baseUrl}/api/team-members`]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-security-policy"), url).toBe(
        "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
      );
    }
  });
});
