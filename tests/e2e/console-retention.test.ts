import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import { launchBrowser, viewports, screenshotForPeople } from "./support/browser.ts";
import { createSignedInOrganiser } from "./support/console.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";
import { seriousViolations } from "./support/page-checks.ts";

// An admin previews a retention rule, switches it on, runs it now, and the old page view loses its
// session id while the recent one keeps it (decision 120). On PostgreSQL when
// TEST_DATABASE_URL is set, else the embedded database.

let browser: Browser;
let server: RestartableServer;

beforeAll(async () => {
  server = await startRestartableServer("e2e_retention");
  await server.query(
    "insert into page_views (path, session_id, created_at) values ('/', 'retention-old-session', now() - interval '40 days'), ('/', 'retention-new-session', now() - interval '1 day')",
  );
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it("previews a rule, switches it on by keyboard, runs it now, and only the old row changes", async () => {
  const admin = await createSignedInOrganiser(browser, server.console, "admin", viewports.desktop);
  try {
    const { page } = admin;
    await page.goto(`${server.url}${consolePagePaths.retention}`);
    const row = page.getByRole("row", { name: /Page views' session identifiers/ });
    await row.getByRole("cell", { name: "1 row" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: "screenshots/console-retention-1280.png", fullPage: true });
    await page.setViewportSize(viewports.phone);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: "screenshots/console-retention-390.png", fullPage: true });
    await page.setViewportSize(viewports.desktop);

    await page.getByRole("checkbox", { name: "Apply the rule for page views' session identifiers" }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Retention settings saved.").waitFor();
    expect(await page.getByRole("checkbox", { name: "Apply the rule for page views' session identifiers" }).isChecked()).toBe(true);

    await page.getByRole("button", { name: "Run now" }).click();
    await page.getByText("Retention rules applied.").waitFor();
    await row.getByRole("cell", { name: "0 rows" }).waitFor();
    expect(admin.errors).toEqual([]);
  } finally {
    await admin.context.close();
  }
  const views = await server.query<{ session_id: string }>("select session_id from page_views where path = '/' and session_id like 'retention-%' or session_id = '' order by session_id");
  expect(views.map((v) => v.session_id)).toEqual(["", "retention-new-session"]);
});
