import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "../../src/server/db/sample-content.ts";
import { solidPng } from "../support/upload-files.ts";
import { launchBrowser, openPage } from "./support/browser.ts";

const baseUrl = inject("baseUrl");
const uploadUrl = `${baseUrl}/api/events/${ev.scienceOlympiad2027}/uploads?categoryId=${cat.school}&field=student_id_card`;
// Another site, on loopback too (so the browser's private-network rules do not stop the request
// before it reaches the server): a page there must not be able to upload through a visitor.
const elsewhere = "http://localhost:8765";
const png = solidPng(8, 8).toString("base64");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Uploads the PNG from the page's script, as a hostile page would (no-cors: it cannot read the answer). */
function uploadFromPage(page: Page) {
  return page.evaluate(
    async ({ url, file }) => {
      const data = new FormData();
      data.append("file", new Blob([Uint8Array.from(atob(file), (c) => c.charCodeAt(0))], { type: "image/png" }), "card.png");
      await fetch(url, { method: "POST", body: data, mode: "no-cors", credentials: "include" }).catch(() => undefined);
    },
    { url: uploadUrl, file: png },
  );
}

describe("an upload from another site's page", () => {
  it("is refused with 403, while the site's own page may upload", async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.route(`${elsewhere}/**`, (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><html lang="en"><title>Elsewhere</title><form id="f" method="post" enctype="multipart/form-data" action="${uploadUrl}"><input type="file" name="file"></form></html>`,
        }),
      );
      await page.goto(`${elsewhere}/free-prizes`);
      // A form on the other site posts a file here (a script's fetch from a page the browser counts
      // as public is stopped by its private-network rules before it leaves; a navigation is not).
      await page.setInputFiles("input[type=file]", { name: "card.png", mimeType: "image/png", buffer: Buffer.from(png, "base64") });
      const [submitted] = await Promise.all([
        page.waitForResponse((r) => r.url() === uploadUrl),
        page.evaluate(() => (document.getElementById("f") as HTMLFormElement).submit()),
      ]);
      expect(submitted.request().headers()["origin"]).toBe(elsewhere);
      expect(submitted.status()).toBe(403);
      expect(await submitted.json()).toMatchObject({ message: expect.stringMatching(/only from this site's own pages/) });

      // The same upload from the site's own page is taken.
      await page.goto(`${baseUrl}/events`);
      const [own] = await Promise.all([page.waitForResponse((r) => r.url() === uploadUrl), uploadFromPage(page)]);
      expect(own.status()).toBe(201);
    } finally {
      await context.close();
    }
  });
});
