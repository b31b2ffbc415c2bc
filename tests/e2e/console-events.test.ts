import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import { sampleEventIds } from "../../src/server/db/sample-content.ts";
import { solidPng } from "../support/upload-files.ts";
import { launchBrowser, openPage, viewports, type CheckedPage, screenshotForPeople } from "./support/browser.ts";
import { createSignedInOrganiser, type SignedInOrganiser } from "./support/console.ts";
import { chooseCategory, openRegistration } from "./support/events.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { overflowsSideways, seriousViolations } from "./support/page-checks.ts";

const title = "Rooftop Comet Night";

/** The builder's fields of the category shown, one list item each. */
const builderFields = (page: Page) => page.getByRole("tabpanel").getByRole("listitem");

/** Adds a field of the given type (its menu label) at the end and gives it a label (its name follows). */
async function addField(page: Page, type: string, label: string, options?: string[]): Promise<Locator> {
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("New field's type").selectOption({ label: type });
  await panel.getByRole("button", { name: "Add field" }).click();
  const field = builderFields(page).last();
  await field.getByLabel("Label", { exact: true }).fill(label);
  if (options) await field.getByLabel("Options, one per line").fill(options.join("\n"));
  return field;
}

describe("console: the event editor and its form builder", () => {
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

  it("an editor publishes an event with a two-category form of every field type, a visitor registers, and an admin reads the answers", async () => {
    const { page, errors } = editor;
    await page.goto(`${server.url}${consolePagePaths.contentEvents}`);
    await page.getByRole("link", { name: "New event" }).click();
    await page.getByRole("button", { name: "Add event" }).click();
    await page.getByText("Give the event a title.").waitFor();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Description (optional)").fill("Telescopes on the roof of Building 2, for every member and their guests.");
    await page.getByLabel("Location (optional)").fill("Roof, Building 2");
    await page.getByLabel("Starts (Dhaka time)").fill("2030-08-10T19:30");
    await page.getByLabel("Photo album link (optional)").fill("ftp://photos.example.org");
    await page.getByLabel("Photo album link (optional)").blur();
    await page.getByText("Enter a full address starting with https:// or http://.").waitFor();
    await page.getByLabel("Photo album link (optional)").fill("");
    const uploaded = page.waitForResponse((response) => response.url().endsWith("/content/events/cover") && response.status() === 201);
    await page.getByLabel("Cover", { exact: true }).setInputFiles({ name: "comet.png", mimeType: "image/png", buffer: solidPng(320, 180, [30, 40, 120]) });
    const { url: coverUrl } = (await (await uploaded).json()) as { url: string };
    await page.getByRole("img", { name: "The cover now chosen" }).waitFor();
    // A new event starts hidden: it has no form yet.
    expect(await page.getByLabel("Shown on the public site").isChecked()).toBe(false);
    await page.getByRole("button", { name: "Add event" }).click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The list says it is not ready, in text a screen reader reads with the event.
    await page.goto(`${server.url}${consolePagePaths.contentEvents}`);
    const listed = page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });
    await listed.getByText("Not ready: no category with a form to register").waitFor();
    expect(await listed.getByText("Upcoming · hidden").count()).toBe(1);
    await page.getByRole("link", { name: `Edit ${title}` }).click();

    // The first category, with a field of every type the builder offers.
    await page.getByLabel("Add a category to this event").selectOption({ label: "School (Class 6-10)" });
    await page.getByRole("button", { name: "Add category" }).click();
    await page.getByRole("tab", { name: "School (Class 6-10)" }).waitFor();
    await builderFields(page).first().getByLabel("Label", { exact: true }).waitFor();
    expect(await builderFields(page).first().getByLabel("Label", { exact: true }).inputValue()).toBe("Full name");
    await addField(page, "E-mail", "E-mail address");
    await addField(page, "Phone", "Guardian's phone");
    await addField(page, "Number", "Age");
    await addField(page, "Date", "Date of birth");
    await addField(page, "Time", "Free from");
    await addField(page, "Date and time", "Arriving at");
    await addField(page, "Long text", "About you");
    await addField(page, "Choice list (drop-down)", "T-shirt size", ["S", "M", "L"]);
    await addField(page, "One choice (radio buttons)", "Level", ["Beginner", "Expert"]);
    await addField(page, "Several choices (check boxes)", "Interests", ["Comets", "Planets"]);
    const letter = await addField(page, "File (PDF or image)", "Permission letter");
    const photo = await addField(page, "Image", "Full name");
    // An upload shows no placeholder, so none is offered for one.
    expect(await letter.getByLabel("Placeholder (optional)").count()).toBe(0);
    expect(await builderFields(page).nth(1).getByLabel("Placeholder (optional)").count()).toBe(1);

    // Saving refuses a duplicate name and a choice without options, each at its field.
    const level = builderFields(page).nth(9);
    await level.getByLabel("Options, one per line").fill("");
    await page.getByRole("button", { name: "Save School (Class 6-10) form" }).click();
    await photo.getByText("Another field of this form already has this name.").waitFor();
    await level.getByText("A choice field needs at least one option.").waitFor();
    expect(await photo.getByLabel("Field name").getAttribute("aria-invalid")).toBe("true");
    await photo.getByLabel("Label", { exact: true }).fill("Your photo");
    expect(await photo.getByLabel("Field name").inputValue()).toBe("your_photo");
    await level.getByLabel("Options, one per line").fill("Beginner\nExpert");

    // Reordering: a button, then the keyboard on the drag handle.
    await builderFields(page).nth(1).getByRole("button", { name: "Move E-mail address down" }).click();
    expect(await builderFields(page).nth(2).getByLabel("Label", { exact: true }).inputValue()).toBe("E-mail address");
    await builderFields(page).nth(2).getByRole("button", { name: "Drag E-mail address to another place" }).focus();
    const said = (text: string) => page.getByText(text).waitFor({ state: "attached" });
    await page.keyboard.press("Space");
    // Picking up is said, and at once replaced by where the field is.
    await page.getByText(/^(Picked up E-mail address, at place 3 of 13\.|E-mail address is over place 3\.)$/).waitFor({ state: "attached" });
    // dnd-kit's keyboard sensor starts listening for keys in a timer after the pick-up; a busy
    // browser may handle the key first and drop it, so the key is pressed again until it is heard
    // (never once it was: a second press would move the field on to place 1).
    for (let attempt = 1; ; attempt++) {
      await page.keyboard.press("ArrowUp");
      const heard = await page
        .getByText("E-mail address is over place 2.")
        .waitFor({ state: "attached", timeout: 3_000 })
        .then(() => true, () => false);
      if (heard) break;
      expect(attempt, "the drag handle never heard ArrowUp").toBeLessThan(5);
    }
    await page.keyboard.press("Space");
    await said("E-mail address dropped at place 2.");
    await expect.poll(() => builderFields(page).nth(1).getByLabel("Label", { exact: true }).inputValue()).toBe("E-mail address");

    // The preview draws the public dialog's fields.
    const preview = page.getByRole("region", { name: "Preview" });
    await preview.getByRole("combobox", { name: "T-shirt size" }).waitFor();
    await preview.getByRole("radio", { name: "Expert" }).waitFor();
    expect(await preview.getByLabel("Your photo").isDisabled()).toBe(true);
    await screenshotForPeople(page, { path: "screenshots/console-event-builder-desktop.png", fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save School (Class 6-10) form" }).click();
    await page.getByRole("tabpanel").getByText("Saved. Visitors get this form now.").waitFor();

    // The second category.
    await page.getByLabel("Add a category to this event").selectOption({ label: "University" });
    await page.getByRole("button", { name: "Add category" }).click();
    await page.getByRole("tab", { name: "University", selected: true }).waitFor();
    await addField(page, "Short text", "University name");
    await page.getByRole("button", { name: "Save University form" }).click();
    await page.getByRole("tabpanel").getByText("Saved. Visitors get this form now.").waitFor();
    await page.goto(`${server.url}${consolePagePaths.contentEvents}`);
    await page.getByRole("cell", { name: "School (Class 6-10), University" }).waitFor();
    expect(await listed.getByText("Not ready", { exact: false }).count()).toBe(0);

    // Now shown to visitors.
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByLabel("Shown on the public site").check();
    await page.getByRole("button", { name: "Save event" }).click();
    await page.getByText("Saved. Visitors see it now.").waitFor();
    await page.goto(`${server.url}${consolePagePaths.contentEvents}`);
    await listed.getByText("Upcoming · shown").waitFor();

    // A visitor registers, filling every field and uploading two files.
    const visitor = await openPage(browser);
    const dialog = await openRegistration(visitor.page, server.url, title);
    // The card shows the uploaded cover (behind the dialog now).
    expect(await visitor.page.locator("article").filter({ hasText: title }).locator(`img[src="${coverUrl}"]`).count()).toBe(1);
    await visitor.page.getByRole("combobox", { name: "Select Category" }).click();
    expect(await visitor.page.getByRole("option").allInnerTexts()).toEqual(["School (Class 6-10)", "University"]);
    await visitor.page.keyboard.press("Escape");
    await chooseCategory(visitor.page, "School (Class 6-10)");
    await dialog.getByLabel("Full name").fill("Tahmid Hasan");
    await dialog.getByLabel("E-mail address").fill("tahmid@example.org");
    await dialog.getByLabel("Guardian's phone").fill("01711111111");
    await dialog.getByLabel("Age").fill("14");
    await dialog.getByLabel("Date of birth").fill("2016-04-02");
    await dialog.getByLabel("Free from").fill("17:45");
    await dialog.getByLabel("Arriving at").fill("2030-08-10T19:00");
    await dialog.getByLabel("About you").fill("I built a small reflector telescope.");
    await dialog.getByRole("combobox", { name: "T-shirt size" }).click();
    await visitor.page.getByRole("option", { name: "M" }).click();
    await dialog.getByRole("radio", { name: "Beginner" }).click();
    await dialog.getByRole("checkbox", { name: "Comets" }).click();
    await dialog.getByRole("checkbox", { name: "Planets" }).click();
    for (const [label, name] of [["Permission letter", "letter.png"], ["Your photo", "me.png"]] as const) {
      const done = visitor.page.waitForResponse((r) => r.url().includes("/uploads?") && r.status() === 201);
      await dialog.getByLabel(label).setInputFiles({ name, mimeType: "image/png", buffer: solidPng(40, 40, [200, 80, 20]) });
      await done;
    }
    await expect.poll(() => dialog.getByText("✓ File uploaded successfully").count()).toBe(2);
    await dialog.getByRole("button", { name: "Submit Registration" }).click();
    await visitor.page.getByText("Registration Submitted!").waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    // Changing the form in use says so first; the answer keeps its label afterwards.
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByRole("tab", { name: "School (Class 6-10)" }).click();
    await builderFields(page).nth(7).getByLabel("Label", { exact: true }).fill("Tell us about yourself");
    await page.getByRole("button", { name: "Save School (Class 6-10) form" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Change a form in use?" });
    await confirm.getByText("1 registration was already made with this form.", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Save the changed form" }).click();
    await page.getByRole("tabpanel").getByText("Saved. Visitors get this form now.").waitFor();
    expect(errors).toEqual([]);

    const admin = await createSignedInOrganiser(browser, server, "admin", viewports.desktop);
    await admin.page.goto(`${server.url}${consolePagePaths.registrations}`);
    await admin.page.getByRole("combobox", { name: "Event" }).selectOption({ label: `${title} (10 Aug 2030): 1 registration` });
    const table = admin.page.getByRole("table", { name: `Registrations for ${title}, newest first` });
    await table.getByRole("cell", { name: "Tahmid Hasan" }).waitFor();
    const headers = await table.locator("thead th").allInnerTexts();
    for (const label of ["Full name", "E-mail address", "Guardian's phone", "Age", "Date of birth", "Free from", "Arriving at", "About you", "Tell us about yourself", "T-shirt size", "Level", "Interests", "Permission letter", "Your photo"]) {
      expect(headers).toContain(label);
    }
    const row = table.locator("tbody tr").first();
    for (const answer of ["tahmid@example.org", "01711111111", "I built a small reflector telescope.", "Beginner", "Comets, Planets"]) {
      await row.getByText(answer, { exact: true }).waitFor();
    }
    // Nobody registered in University, so its field adds no empty column; choosing the category shows its form's fields.
    expect(headers).not.toContain("University name");
    await admin.page.getByRole("combobox", { name: "Category" }).selectOption({ label: "University: 0 registrations" });
    await table.getByRole("columnheader", { name: "University name" }).waitFor();
    await table.getByText("No registrations match.").waitFor();
    expect(await table.locator("thead th").allInnerTexts()).not.toContain("About you");
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });

  it("keeps each category's unsaved draft across its tabs, marks the tab, and asks before leaving the page with it", async () => {
    const { page } = editor;
    await page.goto(`${server.url}${consolePagePaths.contentEvents}/${sampleEventIds.roboticsWorkshop}`);
    const tabs = page.getByRole("tablist", { name: "The event's categories" }).getByRole("tab");
    await expect.poll(() => tabs.count()).toBeGreaterThan(1);
    const [first, second] = [tabs.nth(0), tabs.nth(1)];
    const firstName = (await first.innerText()).trim();
    await first.click();
    const before = await builderFields(page).count();
    await addField(page, "Short text", "Lab partner");
    // Another category's tab and back: the added field is still there, and its tab says it is not saved.
    await second.click();
    await expect.poll(() => first.getAttribute("aria-selected")).toBe("false");
    await first.click();
    await expect.poll(() => builderFields(page).count()).toBe(before + 1);
    expect(await builderFields(page).last().getByLabel("Label", { exact: true }).inputValue()).toBe("Lab partner");
    expect(await first.textContent()).toContain("(not saved)");
    expect(await second.textContent()).not.toContain("(not saved)");

    // Leaving by the console's menu asks; "Cancel" stays with the draft, "Leave without saving" goes.
    await page.getByRole("link", { name: "Overview" }).first().click();
    const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await ask.waitFor();
    await ask.getByRole("button", { name: "Cancel" }).click();
    await ask.waitFor({ state: "hidden" });
    expect(page.url()).toContain(sampleEventIds.roboticsWorkshop);
    expect(await builderFields(page).count()).toBe(before + 1);
    // Closing or reloading the tab gets the browser's own question while the draft is unsaved.
    expect(await page.evaluate(() => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    })).toBe(true);

    // Once saved, nothing is asked.
    await page.getByRole("button", { name: `Save ${firstName} form` }).click();
    // The sample event may have registrations made with this form: then saving asks first.
    const inUse = page.getByRole("alertdialog", { name: "Change a form in use?" });
    const saved = page.getByRole("tabpanel").getByText("Saved. Visitors get this form now.");
    await Promise.race([inUse.waitFor(), saved.waitFor()]);
    if (await inUse.isVisible()) await inUse.getByRole("button", { name: "Save the changed form" }).click();
    await saved.waitFor();
    await expect.poll(() => first.textContent()).not.toContain("(not saved)");
    // The event's own form asks too: an edited title not saved.
    await page.getByLabel("Title", { exact: true }).fill("Robotics Workshop, renamed");
    await page.getByRole("link", { name: "Overview" }).first().click();
    await ask.waitFor();
    await ask.getByRole("button", { name: "Leave without saving" }).click();
    await page.waitForURL(/\/organiser\/?$/);
  });

  it("the editor and builder fit a phone's width", async () => {
    const phone = await createSignedInOrganiser(browser, server, "editor", viewports.phone);
    // The router has a fallback to show while the first page's module loads, so it warns of none.
    const warnings: string[] = [];
    phone.page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await phone.page.goto(`${server.url}${consolePagePaths.contentEvents}`);
    await phone.page.getByRole("link", { name: `Edit ${title}` }).click();
    await builderFields(phone.page).first().waitFor();
    expect(await overflowsSideways(phone.page)).toBe(false);
    await screenshotForPeople(phone.page, { path: "screenshots/console-event-builder-phone.png", fullPage: true });
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.page.goto(`${server.url}${consolePagePaths.contentEventCategories}`);
    await phone.page.getByRole("heading", { level: 1, name: "Event categories" }).waitFor();
    expect(await overflowsSideways(phone.page)).toBe(false);
    await screenshotForPeople(phone.page, { path: "screenshots/console-event-categories-phone.png", fullPage: true });
    expect(phone.errors).toEqual([]);
    expect(warnings.filter((text) => text.includes("HydrateFallback"))).toEqual([]);
  });
});
