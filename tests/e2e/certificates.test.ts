import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shapeText, textOutlines } from "../../src/server/text-outlines.ts";
import { launchBrowser, openPage, viewports, screenshotForPeople } from "./support/browser.ts";
import { seriousViolations } from "./support/page-checks.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";

// Certificates (docs/decisions/147) in Chromium: a Bangla name drawn as the certificate draws it
// (fontkit's shaping, the glyphs' outlines) matches Chromium's own rendering of it in the same font
// (HarfBuzz), and codepoint-by-codepoint glyphs do not; the public check page, written by the server
// without script, passes axe at a phone's and a desktop's width, and says when it was revoked.

const require = createRequire(import.meta.url);
const fontFile = require.resolve("@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-800-normal.woff2");
const size = 64;
const width = 520;
const height = 120;
const baseline = 88;

/** The name in Chromium: an SVG <text> in the same font file, same size and baseline, as a grey bitmap. */
async function chromiumRendering(page: Page, name: string): Promise<Buffer> {
  const font = readFileSync(fontFile).toString("base64");
  await page.setContent(
    `<!doctype html><html><head><style>@font-face{font-family:Ref;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:800}` +
      `html,body{margin:0;background:#fff}</style></head><body><svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="16" y="${baseline}" font-family="Ref" font-weight="800" font-size="${size}" fill="#000">${name}</text></svg></body></html>`,
  );
  await page.evaluate(async () => {
    await document.fonts.load(`800 64px Ref`);
    await document.fonts.ready;
  });
  const png = await page.screenshot({ clip: { x: 0, y: 0, width, height } });
  return sharp(png).greyscale().raw().toBuffer();
}

/** An SVG of glyph outlines rasterised by sharp, as a grey bitmap of the same size. */
const rasterise = async (paths: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${paths}</svg>`))
    .greyscale()
    .raw()
    .toBuffer();

/** The certificate's way: fontkit's shaping, the shaped glyphs' outlines. */
const shapedRendering = (name: string) => rasterise(textOutlines(name, { weight: 800, size }, 16, baseline, "#000"));

/** The wrong way, to prove the comparison can fail: each codepoint's own glyph, one after another. */
function unshapedRendering(name: string) {
  const font = fontkit.openSync(fontFile) as fontkit.Font;
  const scale = size / font.unitsPerEm;
  let x = 0;
  let paths = "";
  for (const character of name) {
    const glyph = font.glyphForCodePoint(character.codePointAt(0)!);
    paths += `<path transform="translate(${x} 0)" d="${glyph.path.toSVG()}"/>`;
    x += glyph.advanceWidth;
  }
  return rasterise(`<g transform="translate(16 ${baseline}) scale(${scale} ${-scale})" fill="#000">${paths}</g>`);
}

/** The share of inked pixels (in either picture) that differ: 0 for the same drawing. */
function inkDifference(a: Buffer, b: Buffer): number {
  let inked = 0;
  let differ = 0;
  for (let i = 0; i < a.length; i++) {
    const inkA = a[i]! < 128;
    const inkB = b[i]! < 128;
    if (inkA || inkB) inked += 1;
    if (inkA !== inkB) differ += 1;
  }
  return inked === 0 ? 1 : differ / inked;
}

const hardNames = ["ক্ষিতীশ", "শ্রাবন্তী", "স্বপ্নীল", "কৃষ্ণেন্দু"];
/** Anti-aliasing and hinting differ a little between Chromium and librsvg; a wrong glyph differs by far more. */
const threshold = 0.12;

describe("a Bangla name on a certificate", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("is drawn with the conjuncts and vowel signs Chromium's HarfBuzz draws, and unshaped glyphs are not", async () => {
    const { page, context } = await openPage(browser, { width, height });
    try {
      for (const name of hardNames) {
        const reference = await chromiumRendering(page, name);
        const shaped = await shapedRendering(name);
        const unshaped = await unshapedRendering(name);
        const good = inkDifference(reference, shaped);
        const bad = inkDifference(reference, unshaped);
        console.info(`${name}: ${(good * 100).toFixed(1)} % of inked pixels differ from Chromium shaped, ${(bad * 100).toFixed(1)} % unshaped`);
        expect(good, `${name}: shaped outlines against Chromium`).toBeLessThan(threshold);
        expect(bad, `${name}: unshaped glyphs against Chromium`).toBeGreaterThan(threshold * 2);
        // The shaping made other glyphs than the codepoints' own: a conjunct or a reordered vowel sign.
        const shapedIds = shapeText(name, { weight: 800, size }).runs.flatMap((run) => run.glyphs.map((g) => g.id));
        const font = fontkit.openSync(fontFile) as fontkit.Font;
        expect(shapedIds).not.toEqual([...name].map((c) => font.glyphForCodePoint(c.codePointAt(0)!).id));
      }
    } finally {
      await context.close();
    }
  });
});

describe("the certificate check page", () => {
  let browser: Browser;
  let server: RestartableServer;
  const eventId = "5a1e6c2a-4b7d-4e3f-9a10-5c2d7e8f9b01";
  const categoryId = "5a1e6c2a-4b7d-4e3f-9a10-5c2d7e8f9b02";

  beforeAll(async () => {
    server = await startRestartableServer("e2e_certificates");
    await server.query(`insert into event_categories (id, name) values ('${categoryId}', 'Certificates category')`);
    await server.query(`insert into events (id, title, title_bn, starts_at, active) values ('${eventId}', 'Certificate Science Fair', 'বিজ্ঞান মেলা', '2026-11-20T04:00:00Z', true)`);
    await server.query(
      `insert into certificates (code, event_id, name, category_name, kind, award, lang) values
        ('7K2M9QX4TBHD', '${eventId}', 'ক্ষিতীশ শ্রাবন্তী', 'Certificates category', 'winner', 'First prize', 'bn'),
        ('8K2M9QX4TBHE', '${eventId}', 'Rahim Uddin', 'Certificates category', 'participant', null, 'en')`,
    );
    // Late in the evening in UTC, already the next day in Dhaka: the page says the club's date.
    await server.query(`update certificates set revoked_at = '2026-11-25T19:30:00Z', revoked_reason = 'Issued by mistake' where code = '8K2M9QX4TBHE'`);
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [label, viewport] of Object.entries(viewports)) {
    it(`says who received what in both languages, runs no script and passes axe (${label})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      try {
        const scripts: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "script") scripts.push(request.url());
        });
        await page.goto(`${server.url}/bn/certificates/7K2M9QX4TBHD`);
        await page.getByRole("heading", { name: "সনদ যাচাই", level: 1 }).waitFor();
        await expect.poll(() => page.getByText("এই সনদটি আসল।").isVisible()).toBe(true);
        expect(await page.locator("dd").allTextContents()).toEqual(["ক্ষিতীশ শ্রাবন্তী", "বিজয়ী: First prize", "বিজ্ঞান মেলা", "২০ নভেম্বর, ২০২৬", "সরকারি বিজ্ঞান কলেজ বিজ্ঞান ক্লাব", "7K2M9QX4TBHD"]);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshotForPeople(page, { path: `.tmp/certificate-page-bn-${label}.png`, fullPage: true });

        await page.goto(`${server.url}/certificates/8K2M9QX4TBHE`);
        await page.getByText("This certificate was revoked by the club on 26 November 2026. It is no longer valid.").waitFor();
        expect(await page.content()).not.toContain("Rahim");
        expect(await seriousViolations(page)).toEqual([]);
        await screenshotForPeople(page, { path: `.tmp/certificate-page-revoked-${label}.png`, fullPage: true });
        expect(scripts).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
