import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../src/shared/api/paths.ts";
import { consoleApiPaths, consolePagePaths } from "../../src/shared/console/paths.ts";
import { applicationPayload, markedApplicant } from "../support/factories.ts";
import { gotoHydrated, launchBrowser, openPage, viewports, type CheckedPage, screenshotForPeople } from "./support/browser.ts";
import { createSignedInOrganiser, type SignedInOrganiser } from "./support/console.ts";
import { seriousViolations, overflowsSideways } from "./support/page-checks.ts";
import { startServer, type RunningServer } from "./support/server.ts";

// A member's card (docs/decisions/110), opened as a scanned QR code or the approval e-mail would open
// it, at a phone's and a desktop's width; the status page's link to it; the console's roster.
const shots = path.resolve(".tmp");

describe("member card and roster", () => {
  let server: RunningServer;
  let browser: Browser;
  let reviewer: SignedInOrganiser & CheckedPage;
  let applied: { id: string; reference: string; email: string };
  let cardPath: string;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    const application = applicationPayload({ ...markedApplicant(`card${Date.now()}`), fullName: "Tahmina Akter", departments: ["it", "robotics_rocketry"], transactionId: "TXCARD1" });
    const response = await fetch(`${server.url}${apiPaths.applications}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(application),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as { id: string; reference: string };
    applied = { ...created, email: application.email };
    reviewer = await createSignedInOrganiser(browser, server, "reviewer", viewports.desktop);
    for (const status of ["payment_verified", "approved"]) {
      const change = await reviewer.context.request.post(`${server.url}${consoleApiPaths.applicationsStatus}`, {
        headers: { origin: server.url },
        data: { ids: [applied.id], status },
      });
      expect(change.status(), await change.text()).toBe(200);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("links the card from the status page", async () => {
    const { page, context, errors } = await openPage(browser, viewports.phone);
    try {
      await gotoHydrated(page, `${server.url}/join-us/status?reference=${applied.reference}`);
      await page.getByRole("textbox", { name: "E-mail address" }).fill(applied.email);
      await page.getByRole("button", { name: "Check status" }).click();
      await page.getByRole("heading", { level: 2, name: `${applied.reference}: Approved` }).waitFor();
      const link = page.getByRole("link", { name: "Open your member card" });
      cardPath = new URL((await link.getAttribute("href"))!, server.url).pathname;
      expect(cardPath).toMatch(/^\/join-us\/member\/[A-Za-z0-9_-]{43}$/);
      expect(await page.getByText(/GSC-\d{4}-0001/).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotForPeople(page, { path: path.join(shots, "status-approved-390.png"), fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(Object.entries(viewports))("shows the card at %s width, hydrated, axe clean, and printable", async (name, viewport) => {
    const { page, context, errors } = await openPage(browser, viewport);
    try {
      const response = await page.goto(`${server.url}${cardPath}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
      await gotoHydrated(page, `${server.url}${cardPath}`);
      await page.waitForLoadState("networkidle");
      expect(await page.getByRole("heading", { level: 1, name: "Tahmina Akter" }).isVisible()).toBe(true);
      expect(await page.getByText(/^GSC-\d{4}-0001$/).isVisible()).toBe(true);
      expect(await page.getByText("Robotics and Rocketry").isVisible()).toBe(true);
      const qr = page.getByRole("img", { name: /QR code of this card/ });
      expect(await qr.isVisible()).toBe(true);
      const box = await qr.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(150);
      expect(await overflowsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotForPeople(page, { path: path.join(shots, `member-card-${viewport.width}.png`), fullPage: true });
      if (name === "desktop") {
        await page.emulateMedia({ media: "print" });
        expect(await page.getByRole("button", { name: "Print card" }).isVisible()).toBe(false);
        expect(await page.getByRole("heading", { level: 1, name: "Tahmina Akter" }).isVisible()).toBe(true);
        await screenshotForPeople(page, { path: path.join(shots, "member-card-print.png") });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("lists the member on the console's roster, axe clean", async () => {
    const { page, errors } = reviewer;
    await page.goto(`${server.url}${consolePagePaths.members}`);
    const table = page.getByRole("table", { name: "Members, newest member number first" });
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1);
    expect(await table.getByRole("link", { name: "Tahmina Akter" }).isVisible()).toBe(true);
    expect(await table.getByText(/^GSC-\d{4}-0001$/).isVisible()).toBe(true);
    await page.getByLabel("Department").selectOption("gaming_affairs");
    await expect.poll(() => page.getByText("No members match.").count()).toBe(1);
    await page.getByLabel("Department").selectOption("it");
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: path.join(shots, "console-members-1280.png"), fullPage: true });
    expect(errors).toEqual([]);
  });
});
