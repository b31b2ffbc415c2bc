import { sql } from "drizzle-orm";
import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser.ts";
import { newDataDir, newPostgresDatabase, startServer, type RunningServer } from "./support/server.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import type { ScratchDatabase } from "../support/scratch-postgres.ts";

// A real failure, no interception: this server's events table is renamed away, so /api/events
// answers 503 (never loaded, nothing in memory: decision 095) until the page gives up after its retries.

let browser: Browser;
let server: RunningServer;
let scratch: ScratchDatabase | undefined;
const hideEvents = "alter table events rename to events_hidden";

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    scratch = await newPostgresDatabase(adminUrl, "e2e_events_fail");
    server = await startServer({ env: { DATABASE_URL: scratch.url } });
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    await client.query(hideEvents);
    await client.end();
  } else {
    // A copy of the migrated template, changed here, so only one server process has to start.
    const dataDir = newDataDir();
    const handle = await openDatabase({ kind: "embedded", dataDir });
    await handle.db.execute(sql.raw(hideEvents));
    await handle.close();
    server = await startServer({ dataDir });
  }
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await scratch?.drop();
});

it("shows 'Loading events...' and then the error toast when the events cannot be loaded", async () => {
  expect((await fetch(`${server.url}/api/events`)).status).toBe(503);
  const { page, context } = await openPage(browser);
  try {
    await page.goto(`${server.url}/events`);
    await page.getByText("Loading events...").waitFor();
    // The spec's toast, and the page saying it too with a Retry button (decision 139).
    await page.locator("[data-sonner-toast]").filter({ hasText: "Failed to load events" }).waitFor({ timeout: 60_000 });
    expect(await page.getByText("Error", { exact: true }).count()).toBeGreaterThan(0);
    await page.locator("main").getByText("Failed to load events").waitFor();
    expect(await page.locator("main").getByRole("button", { name: "Retry", exact: true }).count()).toBe(1);
    expect(await page.locator("article").count()).toBe(0);
    expect(await page.getByText("No events available at the moment.").count()).toBe(0);
  } finally {
    await context.close();
  }
}, 120_000);
