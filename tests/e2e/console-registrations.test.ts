import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../src/shared/api/paths.ts";
import type { ActivityPage } from "#features/activity/contract.ts";
import { consoleApiPath, consoleApiPaths, consolePagePaths } from "../../src/shared/console/paths.ts";
import { sampleCategoryIds, sampleEventIds } from "../../src/server/db/sample-content.ts";
import { solidPng } from "../support/upload-files.ts";
import { launchBrowser, viewports, type CheckedPage } from "./support/browser.ts";
import { createSignedInOrganiser, type SignedInOrganiser } from "./support/console.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { overflowsSideways, seriousViolations } from "./support/page-checks.ts";
import { withConsentVersions } from "../support/factories.ts";

const olympiad = sampleEventIds.scienceOlympiad2027;
const olympiadTitle = "Dhaka Science Olympiad 2027";

describe("console: event registrations", () => {
  let server: RunningServer;
  let browser: Browser;
  let reviewer: SignedInOrganiser & CheckedPage;
  let registrationId: string;

  /** Registers as a visitor does: the ID card uploaded first, then the answers with its reference. */
  async function registerWithIdCard(name: string): Promise<void> {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(solidPng(48, 30, [20, 120, 200]))], { type: "image/png" }), "id card.png");
    const upload = await fetch(
      `${server.url}${apiPaths.eventUploads.replace(":eventId", olympiad)}?categoryId=${sampleCategoryIds.school}&field=student_id_card`,
      { method: "POST", body: form },
    );
    expect(upload.status, await upload.clone().text()).toBe(201);
    // The upload belongs to this "browser": the registration sends its token back (decision 094).
    const { url, token } = (await upload.json()) as { url: string; token: string };
    await submit({
      eventId: olympiad,
      categoryId: sampleCategoryIds.school,
      registrationData: {
        full_name: name,
        school_name: "Tejgaon Government High School",
        class: "Class 9",
        date_of_birth: "2011-02-03",
        guardian_phone: "01900000000",
        subject: "Physics",
        student_id_card: `${url}.${token}`,
      },
    });
  }

  async function submit(body: object) {
    const response = await fetch(`${server.url}${apiPaths.eventRegistrations}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(withConsentVersions(body)),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    await submit({
      eventId: olympiad,
      categoryId: sampleCategoryIds.college,
      registrationData: {
        full_name: "=Nadia Islam",
        college_name: "Notre Dame College",
        email: "nadia@example.org",
        phone: "01700000000",
        subjects: ["Chemistry", "ICT"],
        previous_olympiads: "Bronze in the divisional chemistry olympiad. ".repeat(6).trim(),
      },
    });
    await registerWithIdCard("রাফি আহমেদ");
    reviewer = await createSignedInOrganiser(browser, server, "reviewer", viewports.desktop);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const table = (page: Page) => page.getByRole("table", { name: `Registrations for ${olympiadTitle}, newest first` });
  const rows = (page: Page) => table(page).locator("tbody tr");

  it("a reviewer chooses the event, finds the registration and sees its uploaded image", async () => {
    const { page, errors } = reviewer;
    await page.goto(`${server.url}${consolePagePaths.registrations}`);
    const eventChooser = page.getByRole("combobox", { name: "Event" });
    // The newest event with registrations is shown without being chosen.
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(await eventChooser.inputValue()).toBe(olympiad);
    await eventChooser.selectOption(sampleEventIds.roboticsWorkshop);
    await page.getByText("No registrations match.").waitFor();
    expect(page.url()).toContain(`event=${sampleEventIds.roboticsWorkshop}`);
    await eventChooser.selectOption({ label: `${olympiadTitle} (12 Feb 2027): 2 registrations` });
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(page.url()).toContain(`event=${olympiad}`);
    // A column per question of both categories' forms, labelled as the forms label them.
    const headers = await table(page).locator("thead th").allInnerTexts();
    expect(headers.slice(0, 5)).toEqual(["Submitted", "Category", "Status", "Checked in", "Full Name"]);
    expect(headers).toContain("Photo of Student ID Card");
    expect(headers).toContain("Olympiad Subjects");
    expect(await rows(page).last().getByText("Chemistry, ICT").count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "School (Class 6-10): 1 registration" });
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await table(page).locator("thead th").allInnerTexts()).not.toContain("Olympiad Subjects");
    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "All categories" });
    await page.getByRole("searchbox", { name: "Search the answers or a reference" }).fill("রাফি");
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(page.url()).not.toContain("q=");
    const row = rows(page).first();
    expect(await row.getByRole("link", { name: "Open file: Photo of Student ID Card" }).count()).toBe(1);
    await row.getByRole("link").first().click();

    await page.getByRole("heading", { level: 1, name: `Registration for ${olympiadTitle}` }).waitFor();
    registrationId = page.url().split("/").pop()!;
    expect(await page.getByText("School (Class 6-10), submitted").count()).toBe(1);
    const image = page.getByRole("img", { name: "Uploaded for “Photo of Student ID Card”" });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
    expect(await page.getByRole("link", { name: "Download Photo of Student ID Card" }).getAttribute("href")).toBe(
      `${consoleApiPath(consoleApiPaths.registrationFile, { id: registrationId, field: "student_id_card" })}?download=1`,
    );
    expect(await page.locator("dt").allInnerTexts()).toEqual(["Full Name", "School Name", "Class", "Date of Birth", "Guardian's Mobile Number", "Olympiad Subject", "Photo of Student ID Card"]);
    expect(await seriousViolations(page)).toEqual([]);

    // Back to the table as it was left: the event and the search.
    await page.getByRole("link", { name: "Back to registrations" }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await page.getByRole("searchbox", { name: "Search the answers or a reference" }).inputValue()).toBe("রাফি");
    expect(errors).toEqual([]);
  });

  it("exports the event's registrations as a CSV with the console's file addresses", async () => {
    const { page } = reviewer;
    // Where the last test left the table: the search cleared, every registration of the event.
    await page.getByRole("searchbox", { name: "Search the answers or a reference" }).fill("");
    await expect.poll(() => rows(page).count()).toBe(2);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^registrations-dhaka-science-olympiad-2027-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path())!, "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).toContain("রাফি আহমেদ");
    expect(text).toContain("'=Nadia Islam");
    expect(text).toContain(`/api/organiser/registrations/${registrationId}/files/student_id_card`);
  });

  it("opens an uploaded file with one click as one request and one activity entry, without a console error", async () => {
    const { page, context } = reviewer;
    await page.goto(`${server.url}${consolePagePaths.registrations}?event=${olympiad}`);
    await page.getByRole("searchbox", { name: "Search the answers or a reference" }).fill("রাফি");
    await expect.poll(() => rows(page).count()).toBe(1);
    const filePath = consoleApiPath(consoleApiPaths.registrationFile, { id: registrationId, field: "student_id_card" });
    // Every request for the file and every console error, of this page and of the tab the link opens.
    const fileRequests: string[] = [];
    const errors: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === filePath) fileRequests.push(request.url());
    };
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === "error") errors.push(message.text());
    };
    const admin = await createSignedInOrganiser(browser, server, "admin");
    const fileViews = async () => {
      const answer = await admin.page.request.get(`${server.url}${consoleApiPaths.activity}?action=file-view&pageSize=100`);
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as ActivityPage).rows.filter((row) => row.subjectId === registrationId);
    };
    const before = await fileViews();
    context.on("request", onRequest);
    context.on("console", onConsole);
    try {
      const [opened] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("link", { name: "Open file: Photo of Student ID Card" }).click(),
      ]);
      await opened.waitForLoadState("load");
      expect(new URL(opened.url()).pathname).toBe(filePath);
      // The image shows, from the one response.
      await expect.poll(() => opened.evaluate(() => document.images[0]?.naturalWidth ?? 0)).toBe(48);
      // Late requests (a second fetch of the document, a viewer's own) would come within this.
      await opened.waitForTimeout(1500);
      await opened.close();
    } finally {
      context.off("request", onRequest);
      context.off("console", onConsole);
    }
    const after = await fileViews();
    await admin.context.close();
    // The table as the next tests expect it: the search cleared.
    await page.getByRole("searchbox", { name: "Search the answers or a reference" }).fill("");
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(fileRequests).toEqual([`${server.url}${filePath}`]);
    expect(errors).toEqual([]);
    expect(reviewer.errors).toEqual([]);
    // The registration's page showed the image minutes ago: that look and this click are one entry (decision 099).
    expect(before).toHaveLength(1);
    expect(after).toEqual(before);
    expect(after[0]).toMatchObject({ organiser: { email: reviewer.email }, details: { field: "student_id_card", download: false } });
  });

  it("reads well on a phone", async () => {
    const phone = await browser.newContext({ viewport: viewports.phone, storageState: await reviewer.context.storageState() });
    try {
      const page = await phone.newPage();
      await page.goto(`${server.url}${consolePagePaths.registrations}`);
      await expect.poll(() => rows(page).count()).toBe(2);
      expect(await overflowsSideways(page)).toBe(false);
      await page.goto(`${server.url}${consolePagePaths.registrations}/${registrationId}`);
      await page.getByRole("img", { name: "Uploaded for “Photo of Student ID Card”" }).waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it("an editor is refused the page and the file", async () => {
    const editor = await createSignedInOrganiser(browser, server, "editor", viewports.desktop);
    try {
      const file = await editor.page.request.get(`${server.url}${consoleApiPath(consoleApiPaths.registrationFile, { id: registrationId, field: "student_id_card" })}`);
      expect(file.status()).toBe(403);
      expect(file.headers()["content-type"]).not.toMatch(/^image\//);
      await editor.page.goto(`${server.url}${consolePagePaths.registrations}/${registrationId}`);
      await editor.page.getByRole("heading", { level: 1, name: "Not for your role" }).waitFor();
      await editor.page.goto(`${server.url}${consolePagePaths.registrations}`);
      await editor.page.getByRole("heading", { level: 1, name: "Not for your role" }).waitFor();
      expect(await editor.page.getByRole("table").count()).toBe(0);
    } finally {
      await editor.context.close();
    }
  });

  it("a reviewer cancels a registration, giving the reason first, and is told what happened", async () => {
    const { page, errors } = reviewer;
    await page.goto(`${server.url}${consolePagePaths.registrations}?event=${olympiad}`);
    await page.getByRole("searchbox", { name: "Search the answers or a reference" }).fill("Nadia");
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().getByRole("link").first().click();
    await page.getByRole("heading", { level: 1, name: `Registration for ${olympiadTitle}` }).waitFor();

    await page.getByRole("button", { name: "Cancel registration…" }).click();
    const reason = page.getByRole("textbox", { name: "Why the registration is cancelled" });
    // The form opens on the reason; sent empty, it says what is missing and nothing changes.
    await expect.poll(() => reason.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole("button", { name: "Cancel the registration" }).click();
    await page.getByText("Give the reason for cancelling this registration.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await reason.fill("She wrote that she cannot come.");
    await page.getByRole("button", { name: "Cancel the registration" }).click();

    // No one waits for this event's seats, so no one is given it.
    await page.getByRole("status").filter({ hasText: /^Cancelled\.$/ }).waitFor();
    await page.getByText("Reason: She wrote that she cannot come.").waitFor();
    expect(await page.getByRole("button", { name: "Cancel registration…" }).count()).toBe(0);
    expect(await page.getByText("Cancelled", { exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

