import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { consoleApiPath, consoleApiPaths, consolePagePaths } from "../../src/shared/console/paths.ts";
import { ticketUrl } from "../../src/shared/tickets.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "../../src/server/db/sample-content.ts";
import { qrCodePng } from "../../src/server/qr-code.ts";
import { ticketCode } from "#features/check-in/tickets.server.ts";
import { launchBrowser, viewports, screenshotForPeople } from "./support/browser.ts";
import { createSignedInOrganiser, type SignedInOrganiser } from "./support/console.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";
import { seriousViolations } from "./support/page-checks.ts";
import type { CheckedPage } from "./support/browser.ts";

// The door through a whole event day (decision 146), on one server: a phone reloaded with no network
// (its service worker), walk-ins and check-ins made offline and synced, two phones on one ticket
// agreeing on the server's answer, the undo of the person on screen, and every phone showing a change
// within 2 s. On PostgreSQL when TEST_DATABASE_URL is set, else the embedded database.

const festival: string = ev.nationalScienceFestival2027;
// Its form asks for no photo, which a walk-in with no network could not upload.
const olympiad = ev.scienceOlympiad2027;
const doorOf = (eventId: string) => consoleApiPath(consolePagePaths.door, { eventId });
/** One of the festival door's API addresses. */
const doorApi = (name: "checkInList" | "checkInSync") => consoleApiPath(consoleApiPaths[name], { eventId: festival });
const people = ["Day Anika Rahman", "Day Bashir Uddin", "Day Chaity Das", "Day Delwar Hossain", "Day Esha Khan", "Day Fahim Ahmed", "Day Mohammad Abdullah Al Mamun Chowdhury Talukder Bin Rahman Khan Shikder", "Day Ghazi Islam"] as const;

let browser: Browser;
let server: RestartableServer;
let photos: string;
let secret: Buffer;
const registrations = new Map<string, { id: string; reference: string }>();

beforeAll(async () => {
  server = await startRestartableServer("e2e_door_day");
  const json = (name: string, i: number) => `'${JSON.stringify({ full_name: name, college_name: "Notre Dame College", phone: `0179900010${i}`, email: `day${i}@example.org` })}'`;
  const rows = await server.query<{ id: string; reference: string; name: string }>(
    `insert into event_registrations (event_id, category_id, registration_data, status) values ${people.map((name, i) => `('${festival}', '${cat.college}', ${json(name, i)}::jsonb, 'confirmed')`).join(", ")} returning id, reference, registration_data->>'full_name' as name`,
  );
  for (const row of rows) registrations.set(row.name, { id: row.id, reference: row.reference });
  const [registered] = await server.query<{ id: string; reference: string }>(
    `insert into event_registrations (event_id, category_id, registration_data, status) values ('${olympiad}', '${cat.college}', '${JSON.stringify({ full_name: "Day Olympiad Registered", college_name: "Dhaka College", phone: "01799000199", email: "day-olympiad@example.org" })}'::jsonb, 'confirmed') returning id, reference`,
  );
  registrations.set("Day Olympiad Registered", registered!);
  // The festival and the olympiad are on today: their doors are open to check-in helpers (decision 136) and no-shows count.
  await server.query(`update events set starts_at = now() - interval '1 hour', ends_at = now() + interval '5 hours' where id in ('${festival}', '${olympiad}')`);
  photos = mkdtempSync(path.join(tmpdir(), "door-day-"));
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function photoOf(name: string): Promise<string> {
  const row = registrations.get(name)!;
  const file = path.join(photos, `${name.replaceAll(" ", "-")}-${Date.now()}.png`);
  writeFileSync(file, await qrCodePng(ticketUrl("https://club.example", row.reference, ticketCode(secret, festival, row.id))));
  return file;
}

const answer = (page: Page) => page.locator("[data-door-answer]");
const syncLine = (page: Page) => page.locator("[data-door-sync]");

/** A helper on a phone, signed in, on the festival's door with its copy stored and its service worker in control. */
async function openDoor(role: "checkin" | "reviewer" = "checkin", eventId = festival): Promise<SignedInOrganiser & CheckedPage> {
  const helper = await createSignedInOrganiser(browser, server.console, role, viewports.phone);
  await helper.page.goto(`${server.url}${doorOf(eventId)}`);
  await helper.page.getByRole("button", { name: "Scan with the camera" }).and(helper.page.locator(":enabled")).waitFor();
  await expect.poll(() => syncLine(helper.page).innerText()).toMatch(/List up to date as of \d{1,2}:\d{2} [AP]M/);
  if (!secret) {
    const [kept] = await server.query<{ value: string }>(`select value from server_secrets where name = 'ticket-signing'`);
    secret = Buffer.from(kept!.value, "base64url");
  }
  // The worker takes the page once it has kept the door's files.
  await helper.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return helper;
}

const offlineNoise = (errors: string[]) => errors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error));

it("opens after a reload with no network, checks in from the copy, and syncs when the network returns", async () => {
  const helper = await openDoor();
  const { page, context } = helper;
  try {
    await context.setOffline(true);
    const started = Date.now();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "12th National Science Festival 2027" }).waitFor();
    await page.getByRole("button", { name: "Scan with the camera" }).and(page.locator(":enabled")).waitFor();
    const coldStart = Date.now() - started;
    await page.getByText("Offline — working from this device's copy").waitFor();
    expect(await syncLine(page).innerText()).toMatch(/List up to date as of \d{1,2}:\d{2} [AP]M\s*·\s*0 waiting to sync/);
    await page.getByLabel("Choose a photo of the ticket").setInputFiles(await photoOf(people[0]));
    await expect.poll(() => answer(page).getAttribute("data-door-answer")).toBe("green");
    expect(await answer(page).innerText()).toContain("Answered from this device's copy");
    await expect.poll(() => syncLine(page).innerText()).toContain("1 waiting to sync");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: ".tmp/door-cold-offline-390.png" });
    console.log(`[door-day] reload offline to a usable scanner: ${coldStart} ms`);
    // The home screen's start page, the events list, offers the events this phone keeps.
    await page.goto(`${server.url}/organiser/check-in/`);
    await page.getByRole("heading", { level: 2, name: "Kept on this phone" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: /^Open the door\s*: 12th National Science Festival 2027$/ }).click();
    await page.getByRole("button", { name: "Scan with the camera" }).and(page.locator(":enabled")).waitFor();
    await expect.poll(() => syncLine(page).innerText()).toContain("1 waiting to sync");

    await context.setOffline(false);
    await expect.poll(() => syncLine(page).innerText(), { timeout: 15_000 }).toContain("0 waiting to sync");
    const [row] = await server.query<{ checked_in_by_name: string | null }>(`select checked_in_by_name from event_registrations where id = '${registrations.get(people[0])!.id}'`);
    expect(row?.checked_in_by_name).toBe(helper.name);
    expect(offlineNoise(helper.errors)).toEqual([]);

    // The worker is checked at every visit and may fetch from this origin only; the door can be added to the home screen.
    const worker = await page.request.get(`${server.url}/organiser/door-sw.js`);
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    expect(worker.headers()["content-security-policy"]).toContain("connect-src 'self'");
    const manifest = await (await page.request.get(`${server.url}/organiser/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ scope: "/organiser/check-in/", start_url: "/organiser/check-in/", display: "standalone" });
    // Only the door is under it: the public site and the console's other pages are not.
    await page.goto(`${server.url}/`);
    expect(await page.evaluate(async () => [navigator.serviceWorker.controller, await navigator.serviceWorker.getRegistration()])).toEqual([null, undefined]);
    expect(await page.locator('link[rel="manifest"][href^="/organiser"]').count()).toBe(0);
  } finally {
    await context.close();
  }
});

it("registers walk-ins with no network under provisional references, syncs them, and shows the duplicate the server found", async () => {
  const helper = await openDoor("checkin", olympiad);
  const { page, context } = helper;
  try {
    // The door keeps the event's forms for walk-ins while it has the network.
    await expect.poll(() => page.evaluate(async () => (await (await caches.open("door-forms")).keys()).length), { timeout: 15_000 }).toBeGreaterThan(1);
    await context.setOffline(true);
    await page.getByText("Offline — working from this device's copy").waitFor();
    const walkIn = async (name: string, email: string, phone: string) => {
      await page.getByRole("link", { name: "Register a walk-in" }).click();
      await page.getByRole("radio", { name: /College \(HSC\)/ }).check();
      const form = page.getByRole("form", { name: "Walk-in registration: College (HSC)" });
      await form.getByLabel("Full Name").fill(name);
      await form.getByLabel("College Name").fill("Holy Cross College");
      await form.getByLabel("Email Address").fill(email);
      await form.getByLabel("Mobile Number").fill(phone);
      await form.getByRole("checkbox", { name: "Chemistry" }).check();
      await form.getByRole("button", { name: "Register and check in" }).click();
      const done = page.getByRole("status").filter({ hasText: "Checked in:" });
      await done.getByText(new RegExp(`^Checked in: ${name} · College \\(HSC\\) · OFF-[A-Z2-9]{6}$`)).waitFor();
      await done.getByText(/provisional/).waitFor();
      await page.getByRole("link", { name: "Back to the door" }).first().click();
      await page.getByRole("heading", { level: 1, name: "Dhaka Science Olympiad 2027" }).waitFor();
    };
    // Validation works offline as online: a bad e-mail is refused at its field, nothing queued.
    await page.getByRole("link", { name: "Register a walk-in" }).click();
    await page.getByRole("radio", { name: /College \(HSC\)/ }).check();
    const form = page.getByRole("form", { name: "Walk-in registration: College (HSC)" });
    await form.getByLabel("Full Name").fill("Day Walk-in Invalid");
    await form.getByLabel("Email Address").fill("not an address");
    await form.getByRole("button", { name: "Register and check in" }).click();
    await form.getByText("Email Address must be a valid email address").waitFor();
    await page.getByRole("link", { name: "Back to the door" }).first().click();

    await walkIn("Day Walk-in Nasrin", "nasrin.day@example.org", "01811000222");
    // The same person as a registration already there (same e-mail and phone): only the server can tell.
    await walkIn("Day Walk-in Twice", "day-olympiad@example.org", "01799000199");
    await expect.poll(() => syncLine(page).innerText()).toContain("2 waiting to sync");
    await screenshotForPeople(page, { path: ".tmp/door-walk-ins-offline-390.png" });

    await context.setOffline(false);
    await expect.poll(() => syncLine(page).innerText(), { timeout: 20_000 }).toContain("0 waiting to sync");
    const refused = page.getByRole("alert").filter({ hasText: "Walk-in not registered: Day Walk-in Twice (OFF-" });
    await refused.waitFor();
    expect(await refused.innerText()).toContain(registrations.get("Day Olympiad Registered")!.reference);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: ".tmp/door-walk-in-refused-390.png" });
    const stored = await server.query<{ walk_in: boolean; checked_in_by_name: string | null }>(
      `select walk_in, checked_in_by_name from event_registrations where registration_data->>'full_name' like 'Day Walk-in%'`,
    );
    expect(stored).toEqual([{ walk_in: true, checked_in_by_name: helper.name }]);
    await refused.getByRole("button", { name: "Seen: dismiss" }).click();
    await refused.waitFor({ state: "detached" });
    expect(offlineNoise(helper.errors)).toEqual([]);
  } finally {
    await screenshotForPeople(page, { path: ".tmp/door-day-walk-in-last.png", fullPage: true }).catch(() => undefined);
    console.log(helper.errors.join("\n"));
    await context.close();
  }
});

const card = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });
const searchFor = (page: Page, text: string) => page.getByLabel(/^Name(, phone, e-mail)? or reference$/).fill(text);

it("shows two phones that checked one ticket in offline the server's answer, and the one that lost keeps no undo", async () => {
  const [first, second] = await Promise.all([openDoor(), openDoor("reviewer")]);
  const person = people[1];
  try {
    await second.page.clock.install();
    await Promise.all([first.context.setOffline(true), second.context.setOffline(true)]);
    for (const phone of [first, second]) {
      await phone.page.getByText("Offline — working from this device's copy").waitFor();
      await searchFor(phone.page, person);
      await card(phone.page, person).getByRole("button", { name: `Check in ${person}` }).click();
      await expect.poll(() => answer(phone.page).getAttribute("data-door-answer")).toBe("green");
      await phone.page.getByRole("button", { name: new RegExp(`^Undo check-in of ${person} `) }).waitFor();
      // A minute apart on the clock shown, so the two differ on screen.
      if (phone === first) await second.page.clock.fastForward(61_000);
    }
    // The later check-in reaches the server first; the earlier one, synced after, wins.
    await second.context.setOffline(false);
    await expect.poll(() => syncLine(second.page).innerText(), { timeout: 15_000 }).toContain("0 waiting to sync");
    await first.context.setOffline(false);
    await expect.poll(() => syncLine(first.page).innerText(), { timeout: 15_000 }).toContain("0 waiting to sync");

    const [row] = await server.query<{ checked_in_by_name: string; checked_in_at: Date }>(`select checked_in_by_name, checked_in_at from event_registrations where id = '${registrations.get(person)!.id}'`);
    expect(row?.checked_in_by_name).toBe(first.name);
    // The phone that lost shows the server's answer (amber, when and by whom) and no undo.
    await expect.poll(() => answer(second.page).getAttribute("data-door-answer"), { timeout: 5_000 }).toBe("amber");
    expect(await answer(second.page).innerText()).toMatch(new RegExp(`Already checked in at \\d{1,2}:\\d{2} [AP]M by ${first.name}`));
    expect(await second.page.getByRole("button", { name: /^Undo/ }).count()).toBe(0);
    // The winner's still green, its undo naming the person; both cards say the same.
    expect(await answer(first.page).getAttribute("data-door-answer")).toBe("green");
    await first.page.getByRole("button", { name: new RegExp(`^Undo check-in of ${person} `) }).waitFor();
    await expect.poll(() => card(second.page, person).innerText(), { timeout: 5_000 }).toContain(`by ${first.name}`);
    await expect.poll(() => card(first.page, person).innerText(), { timeout: 5_000 }).toBe(await card(second.page, person).innerText());
    await screenshotForPeople(second.page, { path: ".tmp/door-lost-sync-390.png" });
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

// Back online, the door asks for the list and syncs at once. The list's answer is held (the server
// answered it before the sync: another phone's check-in) until the list asked for after the sync is
// fetched, then let through last, or first with the later one right behind it (both stored at once).
for (const [person, older] of [
  [people[5], "answered last"],
  [people[7], "answered first, the newer one right behind"],
] as const) {
  it(`keeps its own winning check-in on screen when a list asked for before its sync is ${older}`, async () => {
    const helper = await openDoor();
    const { page, context } = helper;
    const { id } = registrations.get(person)!;
    try {
      await context.setOffline(true);
      await page.getByText("Offline — working from this device's copy").waitFor();
      await searchFor(page, person);
      await card(page, person).getByRole("button", { name: `Check in ${person}` }).click();
      await expect.poll(() => answer(page).getAttribute("data-door-answer")).toBe("green");
      // Meanwhile another phone checks the person in a minute later, online.
      await server.query(`update event_registrations set checked_in_at = now() + interval '1 minute', checked_in_by_name = 'Other Phone', door_changed_at = now() where id = '${id}'`);

      let asks = 0;
      let olderServed = false;
      let olderAskedBy = Number.POSITIVE_INFINITY;
      const signal = () => {
        let done = () => {};
        const happened = new Promise<void>((resolve) => (done = resolve));
        return { done, happened };
      };
      const [olderFetched, newerFetched, olderLetThrough] = [signal(), signal(), signal()];
      await context.route(`**${doorApi("checkInList")}*`, async (route) => {
        const ask = ++asks;
        if (ask === 1) olderAskedBy = Date.now();
        const response = await route.fetch();
        if (ask === 1) {
          olderFetched.done();
          await newerFetched.happened;
          if (older === "answered last") await page.waitForTimeout(500);
          await route.fulfill({ response });
          olderLetThrough.done();
          olderServed = true;
        } else {
          newerFetched.done();
          if (ask === 2 && older !== "answered last") await olderLetThrough.happened;
          await route.fulfill({ response });
        }
      });
      await context.route(`**${doorApi("checkInSync")}`, async (route) => {
        await olderFetched.happened;
        await route.continue();
      });
      await context.setOffline(false);
      await expect.poll(() => syncLine(page).innerText(), { timeout: 15_000 }).toContain("0 waiting to sync");
      await expect.poll(() => olderServed, { timeout: 15_000 }).toBe(true);
      const [row] = await server.query<{ checked_in_by_name: string }>(`select checked_in_by_name from event_registrations where id = '${id}'`);
      expect(row?.checked_in_by_name).toBe(helper.name);
      // The older list replaces nothing and hides nothing learnt after it: the screen stays on the server's word.
      await page.waitForTimeout(1_000);
      expect(await answer(page).getAttribute("data-door-answer")).toBe("green");
      expect(await card(page, person).innerText()).toContain(`by ${helper.name}`);
      await page.getByRole("button", { name: new RegExp(`^Undo check-in of ${person} `) }).waitFor();
      // "List up to date as of" stays at the newer list's ask, asked for after the older one was answered.
      const upToDate = await syncLine(page).locator("time").getAttribute("datetime");
      expect(Date.parse(upToDate ?? "")).toBeGreaterThan(olderAskedBy);
    } finally {
      await context.unrouteAll({ behavior: "ignoreErrors" });
      await context.close();
    }
  });
}

it("names the person on screen in the undo, offers none on red, and shows every change on the other phone within 2 s", async () => {
  const [helper, other] = await Promise.all([openDoor(), openDoor("reviewer")]);
  const { page } = helper;
  const [one, two] = [people[2], people[3]];
  try {
    // The other phone is looking at both people: neither is in.
    await searchFor(other.page, "Day");
    for (const name of [one, two]) await card(other.page, name).getByText("Not checked in").waitFor();
    const countOf = async () => Number((await other.page.locator("[data-door-count]").innerText()).split(" ")[0]);
    const before = await countOf();

    await page.getByLabel("Choose a photo of the ticket").setInputFiles(await photoOf(one));
    await expect.poll(() => answer(page).getAttribute("data-door-answer")).toBe("green");
    const seenAt = Date.now();
    await card(other.page, one).getByText(new RegExp(`^In at \\d{1,2}:\\d{2} [AP]M by ${helper.name}$`)).waitFor({ timeout: 2_000 });
    const shownAfter = Date.now() - seenAt;
    expect(await card(other.page, one).getByRole("button", { name: /Check in/ }).count()).toBe(0);
    await expect.poll(countOf, { timeout: 3_000 }).toBe(before + 1);

    await searchFor(page, two);
    await card(page, two).getByRole("button", { name: `Check in ${two}` }).click();
    await expect.poll(() => answer(page).innerText()).toMatch(new RegExp(`^Checked in\\s+${two} · `));
    // The undo is of the person on screen, not of an earlier check-in.
    const undo = page.getByRole("button", { name: /^Undo check-in of / });
    expect(await undo.innerText()).toMatch(new RegExp(`^Undo check-in of ${two} \\(\\d+ s left\\)$`));
    await card(other.page, two).getByText(/^In at /).waitFor({ timeout: 2_000 });
    await undo.click();
    await page.getByRole("status").filter({ hasText: `Check-in undone${two}` }).or(page.getByRole("status").filter({ hasText: `${two} is no longer checked in.` })).first().waitFor();
    // This phone's card, and the other's within 2 s, say so again.
    await card(page, two).getByText("Not checked in").waitFor({ timeout: 2_000 });
    await card(other.page, two).getByText("Not checked in").waitFor({ timeout: 2_000 });
    await card(other.page, two).getByRole("button", { name: `Check in ${two}` }).waitFor();

    // A red answer has no undo: a scan of a forged code.
    const forged = path.join(photos, `forged-${Date.now()}.png`);
    writeFileSync(forged, await qrCodePng(ticketUrl("https://club.example", registrations.get(people[4])!.reference, "C".repeat(22))));
    await page.getByLabel("Choose a photo of the ticket").setInputFiles(forged);
    await expect.poll(() => answer(page).getAttribute("data-door-answer")).toBe("red");
    expect(await page.getByRole("button", { name: /^Undo/ }).count()).toBe(0);
    // Amber has none either: the first person scanned again.
    await page.getByLabel("Choose a photo of the ticket").setInputFiles(await photoOf(one));
    await expect.poll(() => answer(page).getAttribute("data-door-answer")).toBe("amber");
    expect(await page.getByRole("button", { name: /^Undo/ }).count()).toBe(0);
    expect(await seriousViolations(other.page)).toEqual([]);
    await screenshotForPeople(other.page, { path: ".tmp/door-search-states-390.png", fullPage: true });
    console.log(`[door-day] another phone's check-in on this phone's search card after ${shownAfter} ms`);
    expect(helper.errors).toEqual([]);
  } finally {
    await helper.context.close();
    await other.context.close();
  }
});

it("prints the door list on A4 with every row on one line", async () => {
  const helper = await openDoor("reviewer");
  const { page } = helper;
  try {
    await page.goto(`${server.url}${consoleApiPath(consolePagePaths.doorList, { eventId: festival })}`);
    await page.getByRole("table").waitFor();
    // A4 at 96 dpi less the 12 mm margins: 186 mm wide.
    await page.setViewportSize({ width: 703, height: 1000 });
    await page.emulateMedia({ media: "print" });
    const heights = await page.locator("[data-door-list] tbody tr").evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThanOrEqual(people.length);
    // One line each: a second line would add half a row again (the longest name included).
    const longest = page.locator("[data-door-list] tbody tr").filter({ hasText: people[6] });
    expect(await longest.count()).toBe(1);
    expect(Math.max(...heights)).toBeLessThan(Math.min(...heights) * 1.3);
    await page.pdf({ path: ".tmp/door-list-a4.pdf", format: "A4" }).catch(() => undefined);
  } finally {
    await helper.context.close();
  }
});
