import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInMessages } from "../../src/shared/console/session.ts";
import { launchBrowser, openPage, viewports } from "./support/browser.ts";
import { addOrganiser, createSignedInOrganiser, organiserPassword, setPassword, submitSignIn } from "./support/console.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { seriousViolations } from "./support/page-checks.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Console errors other than the browser's note on a refused request the test itself provokes. */
function unexpected(errors: string[]): string[] {
  return errors.filter((error) => !/Failed to load resource: the server responded with a status of (400|401|403)/.test(error));
}

/** The Cookie header the context holds for the server, as a script replaying it would send. */
async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies(server.url)).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

describe("signing in", () => {
  it("a new admin sets a password through the printed link, is refused a wrong password, signs in, and cannot use the link again", async () => {
    const admin = await addOrganiser(server, { role: "admin", name: "Farhana Islam" });
    expect(admin.setupLink).toMatch(/\/organiser\/setup\?token=[A-Za-z0-9]+$/);
    const { page, context, errors } = await openPage(browser);
    try {
      await setPassword(page, admin.setupLink);
      await page.getByText("Your password is set").waitFor();

      await page.getByLabel("Email").fill(admin.email);
      await page.getByLabel("Password").fill("not the password at all");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("alert").getByText(signInMessages.wrongCredentials).waitFor();
      expect(pathOf(page)).toBe("/organiser/sign-in");

      await page.getByLabel("Password").fill(organiserPassword);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${server.url}/organiser`);
      await page.getByRole("heading", { level: 1, name: "Welcome, Farhana Islam" }).waitFor();

      await page.goto(admin.setupLink);
      await page.getByLabel("New password").fill("another long password");
      await page.getByLabel("Repeat the password").fill("another long password");
      await page.getByRole("button", { name: "Set password" }).click();
      await page.getByRole("alert").getByText(signInMessages.invalidSetupLink).waitFor();
      expect(pathOf(page)).toBe("/organiser/setup");
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("works by keyboard alone: Tab to the fields, Enter submits", async () => {
    const reviewer = await addOrganiser(server, { role: "reviewer" });
    const { page, context, errors } = await openPage(browser);
    try {
      await setPassword(page, reviewer.setupLink);
      await page.goto(`${server.url}/organiser/sign-in`);
      await page.getByLabel("Email").waitFor();
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute("name") ?? document.activeElement?.tagName);
      await page.keyboard.press("Tab");
      expect(await focused()).toBe("email");
      await page.keyboard.type(reviewer.email);
      await page.keyboard.press("Tab");
      expect(await focused()).toBe("password");
      await page.keyboard.type(organiserPassword);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${server.url}/organiser`);
      await page.getByRole("heading", { level: 1, name: /^Welcome, / }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a signed-out visitor of a console page is sent to sign in and comes back there", async () => {
    const reviewer = await addOrganiser(server, { role: "reviewer" });
    const { page, context, errors } = await openPage(browser);
    try {
      await setPassword(page, reviewer.setupLink);
      await context.clearCookies();
      await page.goto(`${server.url}/organiser/applications`);
      await page.waitForURL(`${server.url}/organiser/sign-in?next=${encodeURIComponent("/organiser/applications")}`);
      await submitSignIn(page, reviewer.email);
      expect(pathOf(page)).toBe("/organiser/applications");
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("ending a session", () => {
  it("sign-out ends the session on the server: the old cookie, replayed, gets 401", async () => {
    const reviewer = await createSignedInOrganiser(browser, server, "reviewer");
    try {
      const cookie = await cookieHeader(reviewer.context);
      expect(cookie).toMatch(/organiser\.session_token=/);
      expect((await fetch(`${server.url}/api/organiser/session`, { headers: { cookie } })).status).toBe(200);

      await reviewer.page.getByRole("button", { name: "Sign out" }).click();
      await reviewer.page.waitForURL(`${server.url}/organiser/sign-in`);
      expect((await fetch(`${server.url}/api/organiser/session`, { headers: { cookie } })).status).toBe(401);

      await reviewer.page.goto(`${server.url}/organiser/applications`);
      await reviewer.page.waitForURL((url) => url.pathname === "/organiser/sign-in");
      await reviewer.page.getByRole("button", { name: "Sign in" }).waitFor();
      expect(unexpected(reviewer.errors)).toEqual([]);
    } finally {
      await reviewer.context.close();
    }
  });

  it("an admin adds a reviewer on the Organisers page, the reviewer signs in with the copied link, and disabling them ends their session", async () => {
    const admin = await createSignedInOrganiser(browser, server, "admin");
    const reviewerPage = await openPage(browser, viewports.phone);
    try {
      await admin.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await admin.page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Organisers" }).click();
      await admin.page.getByRole("heading", { level: 1, name: "Organisers" }).waitFor();
      const email = `nabila.${Date.now()}@club.example`;
      const form = admin.page.getByRole("region", { name: "Add organiser" });
      await form.getByRole("button", { name: "Add organiser" }).click();
      for (const message of ["Enter the organiser's name.", "Enter the organiser's e-mail address.", "Choose a role."]) {
        await form.getByText(message).waitFor();
      }
      await form.getByLabel("Name").fill("Nabila Sultana");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Role").selectOption("reviewer");
      await form.getByRole("button", { name: "Add organiser" }).click();

      const linkField = admin.page.getByLabel("Set-up link", { exact: true });
      await linkField.waitFor();
      // The form is ready for the next organiser, its role select back on "Choose a role".
      expect(await form.getByLabel("Name").inputValue()).toBe("");
      expect(await form.getByLabel("Role").evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe("Choose a role");
      await admin.page.getByText("It works once, within 24 hours").waitFor();
      await admin.page.getByRole("button", { name: "Copy" }).click();
      await admin.page.getByText("Copied.").waitFor();
      const copied = await admin.page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await linkField.inputValue());
      expect(copied).toMatch(/\/organiser\/setup\?token=[A-Za-z0-9]+$/);

      const row = admin.page.getByRole("row", { name: /Nabila Sultana/ });
      await row.getByText("Waiting for password set-up").waitFor();

      // The link names the site's address (SITE_URL, here http://localhost:PORT).
      await setPassword(reviewerPage.page, copied);
      await submitSignIn(reviewerPage.page, email);
      await reviewerPage.page.getByRole("heading", { level: 1, name: "Welcome, Nabila Sultana" }).waitFor();

      await admin.page.reload();
      await row.getByText("Active", { exact: true }).waitFor();
      await row.getByRole("button", { name: "Disable Nabila Sultana" }).click();
      const dialog = admin.page.getByRole("alertdialog", { name: "Disable Nabila Sultana?" });
      await dialog.getByRole("button", { name: "Disable" }).click();
      await row.getByText("Disabled", { exact: true }).waitFor();
      await row.getByRole("button", { name: "Enable Nabila Sultana" }).waitFor();

      expect((await reviewerPage.page.request.get(new URL("/api/organiser/session", reviewerPage.page.url()).toString())).status()).toBe(401);
      await reviewerPage.page.reload();
      await reviewerPage.page.waitForURL((url) => url.pathname === "/organiser/sign-in");
      await reviewerPage.page.getByRole("button", { name: "Sign in" }).waitFor();
      expect(unexpected(admin.errors)).toEqual([]);
      expect(unexpected(reviewerPage.errors)).toEqual([]);
    } finally {
      await admin.context.close();
      await reviewerPage.context.close();
    }
  });
});

describe("roles", () => {
  it("a reviewer is refused the Organisers page and its API, and has no menu item for it", async () => {
    const reviewer = await createSignedInOrganiser(browser, server, "reviewer");
    try {
      const menu = reviewer.page.getByRole("navigation", { name: "Console" });
      await menu.getByRole("link", { name: "Applications" }).waitFor();
      expect(await menu.getByRole("link", { name: "Organisers" }).count()).toBe(0);

      await reviewer.page.goto(`${server.url}/organiser/organisers`);
      await reviewer.page.getByRole("heading", { level: 1, name: "Not for your role" }).waitFor();
      expect(await reviewer.page.getByRole("table").count()).toBe(0);
      const api = await reviewer.page.request.get(`${server.url}/api/organiser/organisers`);
      expect(api.status()).toBe(403);
      expect(unexpected(reviewer.errors)).toEqual([]);
    } finally {
      await reviewer.context.close();
    }
  });

  it("an admin changes another organiser's role; their own row says (you) and offers no demotion or disabling", async () => {
    const admin = await createSignedInOrganiser(browser, server, "admin");
    const other = await addOrganiser(server, { role: "reviewer", name: `Sadia Afrin ${Date.now()}` });
    try {
      await admin.page.goto(`${server.url}/organiser/organisers`);
      const own = admin.page.getByRole("row", { name: new RegExp(`${admin.name} \\(you\\)`) });
      await own.waitFor();
      expect(await own.getByRole("combobox").count()).toBe(0);
      expect(await own.getByRole("button", { name: /^Disable/ }).count()).toBe(0);
      await own.getByRole("button", { name: `New set-up link for ${admin.name}` }).waitFor();
      // This server sends no e-mail: no e-mail action is offered that could only answer "E-mail is off".
      expect(await admin.page.getByRole("button", { name: /^E-mail a set-up link/ }).count()).toBe(0);

      const row = admin.page.getByRole("row", { name: new RegExp(other.name) });
      const save = row.getByRole("button", { name: `Save the role of ${other.name}` });
      expect(await save.isDisabled()).toBe(true);
      await row.getByLabel(`Role of ${other.name}`, { exact: true }).selectOption("editor");
      await save.click();
      await admin.page.waitForFunction((name) => {
        const button = [...document.querySelectorAll("button")].find((b) => b.getAttribute("aria-label") === `Save the role of ${name}`);
        return button?.disabled === true && button.textContent === "Save";
      }, other.name);
      await admin.page.reload();
      expect(await row.getByLabel(`Role of ${other.name}`, { exact: true }).inputValue()).toBe("editor");
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });
});

describe("the console shell", () => {
  it("answers any /organiser page with the console shell, not indexed, and stays out of the sitemap and the public pages", async () => {
    const response = await fetch(`${server.url}/organiser/anything`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
    const html = await response.text();
    expect(html).toContain('<div id="console-root">');
    expect(html).toContain("<title>Organiser console</title>");
    expect(html).not.toContain("Page not found");

    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).not.toContain("/organiser");

    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain("<html");
    expect(home).not.toMatch(/(src|href)="\/organiser\//);
    expect(home).not.toContain("console-root");
  });
});

describe.each(Object.entries(viewports))("axe-core on the console at %s width", (_name, viewport) => {
  it("sign-in and set-up pages have no serious or critical violation", async () => {
    const organiser = await addOrganiser(server, { role: "editor" });
    const { page, context } = await openPage(browser, viewport);
    try {
      await page.goto(organiser.setupLink);
      await page.getByLabel("New password").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // With the form's messages showing too.
      await page.getByLabel("New password").fill("short");
      await page.getByRole("button", { name: "Set password" }).click();
      await page.getByText(/Choose a password of at least/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`${server.url}/organiser/sign-in`);
      await page.getByLabel("Email").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the overview and the Organisers page have no serious or critical violation", async () => {
    const admin = await createSignedInOrganiser(browser, server, "admin", viewport);
    try {
      await admin.page.getByRole("heading", { level: 1, name: /^Welcome, / }).waitFor();
      expect(await seriousViolations(admin.page)).toEqual([]);

      await admin.page.goto(`${server.url}/organiser/organisers`);
      await admin.page.getByRole("table").waitFor();
      expect(await seriousViolations(admin.page)).toEqual([]);
      const form = admin.page.getByRole("region", { name: "Add organiser" });
      await form.getByLabel("Name").fill("Axe Check");
      await form.getByLabel("Email").fill(`axe.${Date.now()}.${viewport.width}@club.example`);
      await form.getByLabel("Role").selectOption("editor");
      await form.getByRole("button", { name: "Add organiser" }).click();
      await admin.page.getByLabel("Set-up link", { exact: true }).waitFor();
      expect(await seriousViolations(admin.page)).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });
});
