import { PGlite } from "@electric-sql/pglite";
import path from "node:path";
import { expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser.ts";
import { startServer } from "./support/server.ts";

it("stores one anonymous page view per change of route path, with one session id per tab", async () => {
  const server = await startServer({ env: { SEED: "false" } });
  const browser = await launchBrowser();
  try {
    const { page } = await openPage(browser);
    const viewLogged = () => page.waitForResponse((r) => r.url().endsWith("/api/page-views") && r.status() === 204);
    await Promise.all([viewLogged(), page.goto(`${server.url}/about`)]);
    const nav = page.getByRole("navigation", { name: "Main" });
    await Promise.all([viewLogged(), nav.getByRole("link", { name: "Team" }).click()]);
    await Promise.all([viewLogged(), nav.getByRole("link", { name: "Contact us" }).click()]);
    expect(new URL(page.url()).pathname).toBe("/contact");
  } finally {
    await browser.close();
    await server.stop();
  }

  // The embedded database belongs to one process at a time: read it once the server has stopped.
  const db = await PGlite.create(path.join(server.dataDir, "pgdata"));
  try {
    const { rows } = await db.query<{ path: string; referrer: string | null; user_agent: string; session_id: string }>(
      "select path, referrer, user_agent, session_id from page_views order by created_at",
    );
    expect(rows.map((r) => r.path)).toEqual(["/about", "/team", "/contact"]);
    expect(new Set(rows.map((r) => r.session_id)).size).toBe(1);
    expect(rows[0]?.user_agent).toContain("Chrome");
    expect(rows[1]?.referrer).toBe(`${server.url}/about`);
  } finally {
    await db.close();
  }
});
