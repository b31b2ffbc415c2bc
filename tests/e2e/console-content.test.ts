import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import { paths } from "../../src/shared/routes.ts";
import { launchBrowser, viewports, type CheckedPage, screenshotForPeople } from "./support/browser.ts";
import { createSignedInOrganiser, type SignedInOrganiser } from "./support/console.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { overflowsSideways, seriousViolations } from "./support/page-checks.ts";

/** Where each name's card heading comes on a public page, in document order. */
const headingOrder = (page: Page) => page.locator("main h2, main h3").allInnerTexts();

describe("console: editing the public lists", () => {
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

  it("an editor adds a team member with a photo, and the public team page shows the card with it", async () => {
    const { page, errors } = editor;
    await page.getByRole("link", { name: "Site content", exact: true }).first().click();
    await page.getByRole("link", { name: /^Team members/ }).click();
    await page.getByRole("heading", { level: 1, name: "Team members" }).waitFor();
    await screenshotForPeople(page, { path: "screenshots/console-content-team-desktop.png", fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Add team member" }).click();
    // The form refuses what the server would, with the same words.
    await page.getByRole("button", { name: "Add team member" }).click();
    await page.getByText("Enter the name.").waitFor();
    await page.getByLabel("Name", { exact: true }).fill("Shirin Akter");
    await page.getByLabel("Role", { exact: true }).fill("Science Writer");
    await page.getByLabel("Facebook link (optional)").fill("javascript:alert(1)");
    await page.getByLabel("Facebook link (optional)").blur();
    await page.getByText("Enter a web address starting with https:// or http://.").waitFor();
    await page.getByLabel("Facebook link (optional)").fill("https://facebook.com/shirin");

    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 60, b: 90 } } }).png().toBuffer();
    const uploaded = page.waitForResponse((response) => response.url().endsWith("/pictures") && response.status() === 201);
    await page.locator('input[type="file"]').setInputFiles({ name: "shirin.png", mimeType: "image/png", buffer: photo });
    const { url } = (await (await uploaded).json()) as { url: string };
    await page.getByRole("img", { name: "The photo now chosen" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: "screenshots/console-content-member-form-desktop.png", fullPage: true });
    await page.getByRole("button", { name: "Add team member" }).click();
    await page.getByRole("heading", { level: 1, name: "Team members" }).waitFor();
    await page.getByRole("cell", { name: "Shirin Akter", exact: true }).waitFor();

    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}${paths.team}`);
    const card = visitor.getByRole("article").filter({ has: visitor.getByRole("heading", { name: "Shirin Akter" }) });
    const image = card.getByRole("img", { name: "Photo of Shirin Akter" });
    await image.scrollIntoViewIfNeeded();
    expect(await image.getAttribute("src")).toBe(url);
    // The picture loaded (not the default portrait a broken link falls back to).
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    expect(await image.getAttribute("src")).toBe(url);
    await visitor.close();
    expect(errors).toEqual([]);
  });

  it("an editor reorders the executive committee with the keyboard, and the public order follows", async () => {
    const { page, errors } = editor;
    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}${paths.executive}`);
    await visitor.getByRole("heading", { name: "Adnan Sami" }).waitFor();
    const before = await headingOrder(visitor);
    // Two department ranks: the title rules tie them, so the order given decides (by name until then).
    expect(before.indexOf("Adnan Sami")).toBeLessThan(before.indexOf("Rakibul Hasan Rafi"));

    await page.goto(`${server.url}${consolePagePaths.content}/executive-members`);
    const names = page.locator("tbody tr td:nth-child(2)");
    await names.first().waitFor();
    const order = async () => (await names.allInnerTexts()).map((n) => n.trim());
    const from = (await order()).indexOf("Rakibul Hasan Rafi");
    const to = (await order()).indexOf("Adnan Sami");
    expect(to).toBeLessThan(from);

    await page.getByRole("button", { name: "Drag to reorder Rakibul Hasan Rafi" }).focus();
    await page.keyboard.press("Space");
    const live = (text: RegExp) => page.getByText(text).waitFor({ state: "attached" });
    await live(new RegExp(`^(Picked up Rakibul Hasan Rafi|Rakibul Hasan Rafi is over position ${from + 1} of)`));
    // One row per key press, each said before the next (positions are 1-based).
    for (let position = from; position > to; position--) {
      await page.keyboard.press("ArrowUp");
      await live(new RegExp(`^Rakibul Hasan Rafi is over position ${position} of`));
    }
    const saved = page.waitForResponse((response) => response.url().endsWith("/order") && response.status() === 200);
    await page.keyboard.press("Space");
    await saved;
    await expect.poll(async () => (await order()).indexOf("Rakibul Hasan Rafi")).toBe(to);
    expect((await order()).indexOf("Adnan Sami")).toBe(to + 1);
    // The move is said to screen readers by name and place.
    expect(await page.getByText(`Rakibul Hasan Rafi dropped at position ${to + 1}`).count()).toBe(1);

    // The arrows move a row too.
    const movedUp = page.waitForResponse((response) => response.url().endsWith("/order") && response.status() === 200);
    await page.getByRole("button", { name: "Move Adnan Sami up" }).click();
    await movedUp;
    await page.getByRole("button", { name: "Move Adnan Sami down" }).click();
    await expect.poll(async () => (await order()).indexOf("Adnan Sami")).toBe(to + 1);

    await expect
      .poll(async () => {
        await visitor.goto(`${server.url}${paths.executive}`);
        const after = await headingOrder(visitor);
        return after.indexOf("Rakibul Hasan Rafi") < after.indexOf("Adnan Sami");
      })
      .toBe(true);
    await visitor.close();
    await screenshotForPeople(page, { path: "screenshots/console-content-executive-desktop.png", fullPage: true });
    expect(errors).toEqual([]);
  });

  it("an editor gives an ambassador 50 points with a reason; the leaderboard shows the total and the console the history", async () => {
    const { page, errors } = editor;
    await page.goto(`${server.url}${consolePagePaths.content}/campus-ambassadors`);
    const firstEdit = page.getByRole("link", { name: /^Edit / }).first();
    const name = ((await firstEdit.getAttribute("aria-label")) ?? "").replace(/^Edit /, "");
    await firstEdit.click();
    await page.getByRole("heading", { name: "Points" }).waitFor();
    const total = async () => Number((await page.locator("#points-heading + p strong").innerText()).replace(/,/g, ""));
    const start = await total();
    await page.getByLabel("Points to add").fill("50");
    await page.getByLabel("Reason").fill("Brought 10 new members");
    await page.getByRole("button", { name: "Change points" }).click();
    await expect.poll(total).toBe(start + 50);
    const history = page.getByRole("table", { name: /Changes of this ambassador's points/ });
    await history.getByRole("cell", { name: "Brought 10 new members" }).waitFor();
    expect(await history.getByRole("cell", { name: "+50" }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: "screenshots/console-content-ambassador-desktop.png", fullPage: true });

    const board = await (await fetch(`${server.url}/api/campus-ambassadors`)).json() as { name: string; points: number }[];
    expect(board.find((a) => a.name === name)?.points).toBe(start + 50);
    expect(errors).toEqual([]);
  });

  it("works on a phone: the list scrolls inside its box, the form fits", async () => {
    const phone = await createSignedInOrganiser(browser, server, "editor", viewports.phone);
    await phone.page.goto(`${server.url}${consolePagePaths.content}/team-members`);
    await phone.page.getByRole("cell", { name: "Shirin Akter", exact: true }).waitFor();
    expect(await overflowsSideways(phone.page)).toBe(false);
    await screenshotForPeople(phone.page, { path: "screenshots/console-content-team-phone.png", fullPage: true });
    await phone.page.getByRole("link", { name: "Edit Shirin Akter" }).click();
    await phone.page.getByRole("img", { name: "The photo now chosen" }).waitFor();
    expect(await overflowsSideways(phone.page)).toBe(false);
    await screenshotForPeople(phone.page, { path: "screenshots/console-content-member-form-phone.png", fullPage: true });
    await phone.page.goto(`${server.url}${consolePagePaths.content}`);
    await phone.page.getByRole("link", { name: /^Projects/ }).waitFor();
    await screenshotForPeople(phone.page, { path: "screenshots/console-content-index-phone.png", fullPage: true });
    expect(await seriousViolations(phone.page)).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it("a reviewer is told the content pages are not for their role", async () => {
    const reviewer = await createSignedInOrganiser(browser, server, "reviewer", viewports.desktop);
    await reviewer.page.goto(`${server.url}${consolePagePaths.content}/team-members`);
    await reviewer.page.getByRole("heading", { name: "Not for your role" }).waitFor();
    expect(await reviewer.page.getByRole("navigation").getByRole("link", { name: "Site content" }).count()).toBe(0);
    await reviewer.context.close();
  });
});
