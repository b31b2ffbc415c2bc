import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubEvent, EventRegistrationForm } from "../../src/shared/api/events.ts";
import { apiPaths } from "../../src/shared/api/paths.ts";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import { sampleCategoryIds, sampleEventIds } from "../../src/server/db/sample-content.ts";
import { launchBrowser, openPage, viewports, type CheckedPage, screenshotForPeople } from "./support/browser.ts";
import { createSignedInOrganiser, type SignedInOrganiser } from "./support/console.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { seriousViolations } from "./support/page-checks.ts";

/** Content in both languages (docs/decisions/129): the editors' Bangla fields, end to end to the public API. */

const eventTitle = "Robotics Workshop: Build a Line-Following Robot";
const banglaTitle = "রোবোটিক্স কর্মশালা: লাইন-অনুসারী রোবট বানাও";

/** The builder's fields of the category shown, one list item each. */
const builderFields = (page: Page) => page.getByRole("tabpanel").getByRole("listitem");

describe("console: Bangla texts beside the English", () => {
  let server: RunningServer;
  let browser: Browser;
  let editor: SignedInOrganiser & CheckedPage;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    editor = await createSignedInOrganiser(browser, server, "editor", viewports.desktop);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A public API answer, polled for up to two seconds until `check` holds (lists are cached until a change is announced). */
  async function publicSoon<T>(path: string, check: (answer: T) => boolean): Promise<T> {
    const deadline = Date.now() + 2000;
    for (;;) {
      const answer = (await (await fetch(`${server.url}${path}`)).json()) as T;
      if (check(answer) || Date.now() > deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("an editor gives an event a Bangla title and a form field a Bangla label and options, and the public API carries them", async () => {
    const { page, errors } = editor;
    await page.goto(`${server.url}${consolePagePaths.contentEvents}`);
    await page.getByRole("link", { name: `Edit ${eventTitle}` }).click();
    await page.getByRole("heading", { level: 1, name: eventTitle }).waitFor();

    // The event's Bangla title, right under the English one, marked as Bangla.
    const titleBn = page.getByLabel("Title (Bangla, optional)");
    expect(await titleBn.getAttribute("lang")).toBe("bn");
    expect(await page.getByLabel("Description (Bangla, optional)").getAttribute("lang")).toBe("bn");
    const english = await page.getByLabel("Title", { exact: true }).boundingBox();
    const bangla = await titleBn.boundingBox();
    expect(bangla!.y).toBeGreaterThan(english!.y);
    expect(Math.abs(bangla!.x - english!.x)).toBeLessThan(2);
    // Keyboard: the Bangla title is the next stop after the English one.
    await page.getByLabel("Title", { exact: true }).focus();
    await page.keyboard.press("Tab");
    expect(await titleBn.evaluate((input) => input === document.activeElement)).toBe(true);
    // The sample content has a Bangla title already: the editor replaces it.
    expect(await titleBn.inputValue()).not.toBe("");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(banglaTitle);
    await page.getByRole("button", { name: "Save event" }).click();
    await page.getByText(/^Saved\./).waitFor();
    await page.getByRole("heading", { level: 1, name: eventTitle }).scrollIntoViewIfNeeded();
    await screenshotForPeople(page, { path: "screenshots/console-event-editor-bangla-desktop.png", fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    const events = await publicSoon<ClubEvent[]>(apiPaths.events, (list) => list.some((e) => e.titleBn === banglaTitle));
    expect(events.find((e) => e.id === sampleEventIds.roboticsWorkshop)).toMatchObject({ title: eventTitle, titleBn: banglaTitle });

    // The College form: a Bangla label, and Bangla options that must pair with the English ones.
    await page.getByRole("tab", { name: "College (HSC)" }).click();
    const section = builderFields(page).nth(2);
    expect(await section.getByLabel("Label", { exact: true }).inputValue()).toBe("Section");
    await section.getByLabel("Label (Bangla, optional)").fill("শাখা");
    expect(await section.getByLabel("Label (Bangla, optional)").getAttribute("lang")).toBe("bn");
    const optionsBn = section.getByLabel("Options (Bangla, optional)");
    await optionsBn.fill("বিজ্ঞান ক\nবিজ্ঞান খ");
    await page.getByRole("button", { name: "Save College (HSC) form" }).click();
    await section.getByText("The Bangla options must match the English ones one for one: 2 Bangla for 4 English.").waitFor();
    expect(await optionsBn.getAttribute("aria-invalid")).toBe("true");
    await optionsBn.fill("বিজ্ঞান ক\nবিজ্ঞান খ\nবিজ্ঞান গ\nবিজ্ঞান ঘ");
    await screenshotForPeople(page, { path: "screenshots/console-event-builder-bangla-desktop.png", fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save College (HSC) form" }).click();
    // The sample event may have registrations made with this form: then saving asks first.
    const inUse = page.getByRole("alertdialog", { name: "Change a form in use?" });
    const saved = page.getByRole("tabpanel").getByText("Saved. Visitors get this form now.");
    await Promise.race([inUse.waitFor(), saved.waitFor()]);
    if (await inUse.isVisible()) await inUse.getByRole("button", { name: "Save the changed form" }).click();
    await saved.waitFor();

    const form = await publicSoon<EventRegistrationForm>(`/api/events/${sampleEventIds.roboticsWorkshop}/categories/${sampleCategoryIds.college}/form`, (answer) =>
      answer.fields.some((f) => f.optionsBn?.[0] === "বিজ্ঞান ক"),
    );
    expect(form.fields.find((f) => f.name === "section")).toMatchObject({
      label: "Section",
      labelBn: "শাখা",
      options: ["Science A", "Science B", "Science C", "Science D"],
      optionsBn: ["বিজ্ঞান ক", "বিজ্ঞান খ", "বিজ্ঞান গ", "বিজ্ঞান ঘ"],
    });
    expect(errors).toEqual([]);
  });

  it("the project editor shows each Bangla field under its English twin, with no serious axe violation", async () => {
    const { page, errors } = editor;
    await page.goto(`${server.url}${consolePagePaths.content}`);
    await page.getByRole("link", { name: /^Projects/ }).click();
    await page.getByRole("heading", { level: 1, name: "Projects" }).waitFor();
    await page.getByRole("link", { name: "Add project" }).click();
    await page.getByLabel("Title", { exact: true }).fill("Weather balloon");
    await page.getByLabel("Title (Bangla, optional)").fill("আবহাওয়া বেলুন");
    await page.getByLabel("Kind", { exact: true }).selectOption("student");
    await page.getByLabel("Description (Bangla, optional)").fill("সেন্সরসহ একটি বেলুন।");
    expect(await page.getByLabel("Description (Bangla, optional)").getAttribute("lang")).toBe("bn");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Add project" }).click();
    const projects = await publicSoon<{ title: string; titleBn: string | null; descriptionBn: string | null }[]>(apiPaths.projects, (list) =>
      list.some((p) => p.title === "Weather balloon"),
    );
    expect(projects.find((p) => p.title === "Weather balloon")).toMatchObject({ titleBn: "আবহাওয়া বেলুন", descriptionBn: "সেন্সরসহ একটি বেলুন।" });
    expect(errors).toEqual([]);
  });

  it("shows Bangla in Noto Sans Bengali from a face limited to Bengali letters, so an English page fetches no font", async () => {
    // An English page: the sign-in page in a fresh context asks for no font file.
    const { page: english, context } = await openPage(browser, viewports.desktop);
    try {
      const fonts: string[] = [];
      english.on("request", (request) => {
        if (request.resourceType() === "font" || /\.woff2?(\?|$)/.test(request.url())) fonts.push(request.url());
      });
      await english.goto(`${server.url}${consolePagePaths.signIn}`);
      await english.waitForLoadState("networkidle");
      expect(fonts).toEqual([]);
      // The faces: the device's copy first, then the site's file; Bengali letters, dandas and joiners only.
      const faces = await english.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules].filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule && /Noto Sans Bengali/.test(rule.style.getPropertyValue("font-family"))).map((rule) => ({
            weight: rule.style.getPropertyValue("font-weight"),
            src: rule.style.getPropertyValue("src"),
            range: rule.style.getPropertyValue("unicode-range"),
          })),
        ),
      );
      expect(faces.map((face) => face.weight).sort()).toEqual(["400", "700"]);
      for (const face of faces) {
        expect(face.range.replace(/\s/g, "").toUpperCase()).toBe("U+964-965,U+980-9FF,U+200C-200D");
        expect(face.src).toMatch(/^local\("?Noto Sans Bengali (Regular|Bold)"?\), local\("?NotoSansBengali-(Regular|Bold)"?\), url\("?\/organiser\/assets\/[^")]+\.woff2"?\) format\("woff2"\)$/);
        // A machine without the font downloads this file: it is served, and loads as a font with Bengali letters.
        const file = face.src.match(/url\("?([^")]+)"?\)/)![1]!;
        const answer = await fetch(`${server.url}${file}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toBe("font/woff2");
        expect(await english.evaluate(async (url) => {
          const font = new FontFace("Downloaded Bengali", `url(${url})`);
          await font.load();
          document.fonts.add(font);
          return document.fonts.check('16px "Downloaded Bengali"', "বাংলা");
        }, file)).toBe(true);
      }
    } finally {
      await context.close();
    }

    // A Bangla text on a console page is set in Noto Sans Bengali, first in the console's stacks.
    const { page } = editor;
    await page.goto(`${server.url}${consolePagePaths.contentEvents}`);
    await page.getByRole("link", { name: `Edit ${eventTitle}` }).click();
    const titleBn = page.getByLabel("Title (Bangla, optional)");
    await titleBn.fill(banglaTitle);
    expect(await titleBn.evaluate((input) => getComputedStyle(input).fontFamily)).toMatch(/^"Noto Sans Bengali", /);
    expect(await page.evaluate(async () => (await document.fonts.load('16px "Noto Sans Bengali"', "বাংলা")).length)).toBeGreaterThan(0);
  });
});
