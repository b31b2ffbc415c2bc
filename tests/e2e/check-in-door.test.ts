import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { consoleApiPath, consolePagePaths } from "../../src/shared/console/paths.ts";
import { ticketUrl } from "../../src/shared/tickets.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "../../src/server/db/sample-content.ts";
import { qrCodePng } from "../../src/server/qr-code.ts";
import { ticketCode } from "#features/check-in/tickets.server.ts";
import { launchBrowser, viewports, screenshotForPeople } from "./support/browser.ts";
import { addOrganiser, createSignedInOrganiser, setPassword, signInAs, type SignedInOrganiser } from "./support/console.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";
import { overflowsSideways, seriousViolations } from "./support/page-checks.ts";
import type { CheckedPage } from "./support/browser.ts";

// The door page (decision 121) on a phone: a real QR code read from a photo, the
// answer in one glance, two devices at once, offline check-ins that sync, refusals, and a check-in
// helper who sees nothing else. Headless Chromium has no camera and no BarcodeDetector: the photo goes
// through the ZXing WebAssembly reader the console serves itself. On PostgreSQL when
// TEST_DATABASE_URL is set, else the embedded database.

const festival = ev.nationalScienceFestival2027;
const olympiad = ev.scienceOlympiad2027;
const doorPath = consoleApiPath(consolePagePaths.door, { eventId: festival });
const people = ["Door Amina Khatun", "Door Babul Mia", "Door Chandra Roy", "Door Dipa Saha", "Door Emon Ali", "Door Farida Yasmin", "Door Gazi Rahim"] as const;

let browser: Browser;
let server: RestartableServer;
let photos: string;
const registrations = new Map<string, { id: string; reference: string; eventId: string }>();
let secret: Buffer;

const ticketOf = (name: string, code?: string) => {
  const row = registrations.get(name)!;
  return ticketUrl("https://club.example", row.reference, code ?? ticketCode(secret, row.eventId, row.id));
};

/** A PNG photo of the ticket's QR code, as the server draws it for the e-mail. */
async function photoOf(name: string, text = ticketOf(name)): Promise<string> {
  const file = path.join(photos, `${name.replaceAll(" ", "-")}-${Date.now()}.png`);
  writeFileSync(file, await qrCodePng(text));
  return file;
}

beforeAll(async () => {
  server = await startRestartableServer("e2e_door");
  const json = (name: string) => `'${JSON.stringify({ full_name: name, college_name: "Notre Dame College", phone: "01799000000", email: "door@example.org" })}'`;
  const values = [
    ...people.map((name) => `('${festival}', '${cat.college}', ${json(name)}::jsonb, 'confirmed', null)`),
    `('${olympiad}', '${cat.college}', ${json("Door Olympiad Only")}::jsonb, 'confirmed', null)`,
    `('${festival}', '${cat.college}', ${json("Door Cancelled One")}::jsonb, 'cancelled', now())`,
  ];
  const rows = await server.query<{ id: string; reference: string; event_id: string; name: string }>(
    `insert into event_registrations (event_id, category_id, registration_data, status, cancelled_at) values ${values.join(", ")} returning id, reference, event_id, registration_data->>'full_name' as name`,
  );
  for (const row of rows) registrations.set(row.name, { id: row.id, reference: row.reference, eventId: row.event_id });
  // A check-in helper's door opens today's and tomorrow's events (decision 136): the festival is about to start.
  await server.query(`update events set starts_at = now() + interval '1 hour', ends_at = now() + interval '5 hours' where id = '${festival}'`);
  // The tickets' codes, as the server makes them for the e-mail (the door's list carries no key that makes them).
  const [kept] = await server.query<{ value: string }>(`select value from server_secrets where name = 'ticket-signing'`);
  if (kept) secret = Buffer.from(kept.value, "base64url");
  photos = mkdtempSync(path.join(tmpdir(), "door-photos-"));
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A helper on a phone, signed in, on the festival's door with its copy stored. */
async function openDoor(role: "checkin" | "reviewer" = "checkin"): Promise<SignedInOrganiser & CheckedPage> {
  const organiser = await createSignedInOrganiser(browser, server.console, role, viewports.phone);
  if (!secret) {
    // The secret is made on first use: the first door opened makes it.
    await organiser.page.request.get(`${server.url}/api/organiser/check-in/events/${festival}/list`);
    const [kept] = await server.query<{ value: string }>(`select value from server_secrets where name = 'ticket-signing'`);
    secret = Buffer.from(kept!.value, "base64url");
  }
  await organiser.page.goto(`${server.url}${doorPath}`);
  await organiser.page.getByRole("heading", { level: 1, name: "12th National Science Festival 2027" }).waitFor();
  await organiser.page.getByRole("button", { name: "Scan with the camera" }).and(organiser.page.locator(":enabled")).waitFor();
  return organiser;
}

const answer = (page: Page) => page.locator("[data-door-answer]");

async function choosePhoto(page: Page, file: string) {
  await page.getByLabel("Choose a photo of the ticket").setInputFiles(file);
}

it("reads a real QR ticket from a photo: green, then amber with when and by whom; the undo takes it back", async () => {
  const helper = await openDoor();
  const { page } = helper;
  try {
    await choosePhoto(page, await photoOf(people[0]));
    await expect.poll(() => answer(page).getAttribute("data-door-answer")).toBe("green");
    expect(await answer(page).innerText()).toMatch(new RegExp(`Checked in\\s+${people[0]} · College \\(HSC\\) · ${registrations.get(people[0])!.reference}`));
    expect(await page.getByRole("status").filter({ hasText: "Checked in" }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshotForPeople(page, { path: ".tmp/door-green-390.png", fullPage: true });

    await choosePhoto(page, await photoOf(people[0]));
    await expect.poll(() => answer(page).getAttribute("data-door-answer")).toBe("amber");
    expect(await answer(page).innerText()).toMatch(new RegExp(`Already checked in at \\d{1,2}:\\d{2} [AP]M by ${helper.name}`));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: ".tmp/door-amber-390.png", fullPage: true });

    // The live count shows the one check-in.
    await expect.poll(() => page.locator("[data-door-count]").innerText()).toMatch(/^1 of \d+$/);

    // The undo of the last check-in, within its minute.
    await choosePhoto(page, await photoOf(people[6]));
    await expect.poll(() => answer(page).getAttribute("data-door-answer")).toBe("green");
    await page.getByRole("button", { name: new RegExp(`^Undo check-in of ${people[6]} \\(\\d+ s left\\)$`) }).click();
    await page.getByRole("status").filter({ hasText: "Check-in undone" }).waitFor();
    await choosePhoto(page, await photoOf(people[6]));
    await expect.poll(() => answer(page).getAttribute("data-door-answer")).toBe("green");

    await page.setViewportSize(viewports.desktop);
    await screenshotForPeople(page, { path: ".tmp/door-1280.png", fullPage: true });
    expect(helper.errors).toEqual([]);
  } finally {
    await helper.context.close();
  }
});

it("refuses a forged code and another event's ticket, red with the reason", async () => {
  const helper = await openDoor();
  const { page } = helper;
  try {
    await choosePhoto(page, await photoOf(people[1], ticketOf(people[1], "A".repeat(22))));
    await expect.poll(() => answer(page).getAttribute("data-door-answer")).toBe("red");
    expect(await page.getByRole("alert").filter({ hasText: "Not a valid ticket" }).count()).toBe(1);
    await screenshotForPeople(page, { path: ".tmp/door-red-390.png", fullPage: true });

    await choosePhoto(page, await photoOf("Door Olympiad Only"));
    await page.getByRole("alert").filter({ hasText: "Not for this event" }).waitFor();
    expect(await answer(page).innerText()).toContain("This ticket is for Dhaka Science Olympiad 2027.");

    await choosePhoto(page, await photoOf("Door Cancelled One"));
    await page.getByRole("alert").filter({ hasText: "Registration cancelled" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // No camera in headless Chromium: a clear message, and the photo and the search still work.
    await page.getByRole("button", { name: "Scan with the camera" }).click();
    await page.getByRole("alert").filter({ hasText: /camera/ }).waitFor();
    expect(helper.errors.filter((error) => !/camera|getUserMedia|NotFoundError|NotAllowedError|Requested device not found/i.test(error))).toEqual([]);
  } finally {
    await helper.context.close();
  }
});

it("two devices check in the same ticket at once: exactly one green and one amber", async () => {
  const [first, second] = await Promise.all([openDoor(), openDoor("reviewer")]);
  try {
    const photo = await photoOf(people[2]);
    await Promise.all([choosePhoto(first.page, photo), choosePhoto(second.page, photo)]);
    await expect.poll(() => answer(first.page).getAttribute("data-door-answer")).toMatch(/green|amber/);
    await expect.poll(() => answer(second.page).getAttribute("data-door-answer")).toMatch(/green|amber/);
    const colours = [await answer(first.page).getAttribute("data-door-answer"), await answer(second.page).getAttribute("data-door-answer")];
    expect(colours.sort()).toEqual(["amber", "green"]);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

it("checks two people in offline, shows them waiting, syncs on reconnect, and another device's count shows them", async () => {
  const helper = await openDoor();
  const watcher = await openDoor("reviewer");
  const { page, context } = helper;
  try {
    const countBefore = Number((await watcher.page.locator("[data-door-count]").innerText()).split(" ")[0]);
    await context.setOffline(true);
    await page.getByText("Offline — working from this device's copy").waitFor();
    // One by scan: the code is checked against the event's key on this device.
    await choosePhoto(page, await photoOf(people[3]));
    await expect.poll(() => answer(page).getAttribute("data-door-answer")).toBe("green");
    expect(await answer(page).innerText()).toContain("Answered from this device's copy");
    // A forged code is refused offline too.
    await choosePhoto(page, await photoOf(people[4], ticketOf(people[4], "B".repeat(22))));
    await page.getByRole("alert").filter({ hasText: "Not a valid ticket" }).waitFor();
    // One by search, over names only.
    await page.getByLabel("Name or reference").fill("Emon");
    await page.getByText("Offline: this device's copy holds names and references only, no phones or e-mails.").waitFor();
    await page.getByRole("button", { name: `Check in ${people[4]}` }).click();
    await expect.poll(() => answer(page).getAttribute("data-door-answer")).toBe("green");
    // Checked in before going offline: the copy's card says when and by whom, and offers no check-in.
    await page.getByLabel("Name or reference").fill(people[0]);
    const card = page.getByRole("listitem").filter({ hasText: people[0] });
    await card.getByText(/^In at \d{1,2}:\d{2} [AP]M by E2E /).waitFor();
    expect(await card.getByRole("button", { name: /Check in/ }).count()).toBe(0);
    await page.getByText("2 waiting to sync").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: ".tmp/door-offline-390.png", fullPage: true });

    await context.setOffline(false);
    await page.getByText("2 waiting to sync").waitFor({ state: "detached" });
    await expect.poll(() => watcher.page.locator("[data-door-count]").innerText()).toMatch(new RegExp(`^${countBefore + 2} of `));
    expect(helper.errors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
  } finally {
    await context.close();
    await watcher.context.close();
  }
  const synced = await server.query<{ name: string; checked_in_by_name: string | null }>(
    `select registration_data->>'full_name' as name, checked_in_by_name from event_registrations where registration_data->>'full_name' in ('${people[3]}', '${people[4]}') and checked_in_at is not null order by 1`,
  );
  expect(synced.map((row) => row.name)).toEqual([people[3], people[4]]);
});

it("counts a ticket checked in on two devices while offline once, and both copies then show the first check-in", async () => {
  const [first, second] = await Promise.all([openDoor(), openDoor("reviewer")]);
  const person = people[5];
  const checkInOffline = async (page: Page) => {
    await page.getByLabel("Name or reference").fill(person);
    await page.getByRole("button", { name: `Check in ${person}` }).click();
    await expect.poll(() => answer(page).getAttribute("data-door-answer")).toBe("green");
    await page.getByText("1 waiting to sync").waitFor();
  };
  const shownOffline = async (page: Page) => {
    await page.getByLabel("Name or reference").fill(person);
    return page.getByRole("listitem").filter({ hasText: person }).innerText();
  };
  try {
    await Promise.all([first.context.setOffline(true), second.context.setOffline(true)]);
    await checkInOffline(first.page);
    // A minute later by the clock shown (Dhaka time, to the minute), so the two differ on screen too.
    await second.page.clock.install();
    await second.page.clock.fastForward(61_000);
    await checkInOffline(second.page);
    // The later check-in syncs first; the earlier one, synced after, wins on the server.
    await second.context.setOffline(false);
    await second.page.getByText("1 waiting to sync").waitFor({ state: "detached" });
    await first.context.setOffline(false);
    await first.page.getByText("1 waiting to sync").waitFor({ state: "detached" });
    // The second phone reads the list again when its helper looks at it again.
    const listRead = second.page.waitForResponse((response) => response.url().endsWith("/list") && response.status() === 200);
    await second.page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await listRead;
    await Promise.all([first.context.setOffline(true), second.context.setOffline(true)]);
    const firstShows = await shownOffline(first.page);
    expect(firstShows).toContain(`by ${first.name}`);
    await expect.poll(() => shownOffline(second.page)).toBe(firstShows);
  } finally {
    await first.context.close();
    await second.context.close();
  }
  const [row] = await server.query<{ checked_in_by_name: string; count: number }>(
    `select checked_in_by_name, count(*) over ()::int as count from event_registrations where registration_data->>'full_name' = '${person}' and checked_in_at is not null`,
  );
  expect(row).toEqual({ checked_in_by_name: first.name, count: 1 });
});

it("wipes the door's copy a day after the event and at sign-out, and gives a check-in helper nothing but the check-in pages", async () => {
  const helper = await openDoor();
  const { page } = helper;
  try {
    const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
    expect(await databases()).toContain("club-door");
    // A day after the event has ended, opening the console wipes its copy: here the copy is made older.
    const storedEvents = (wipeAfter?: number) =>
      page.evaluate(
        (setTo) =>
          new Promise<string[]>((resolve, reject) => {
            const opening = indexedDB.open("club-door");
            opening.onerror = () => reject(opening.error);
            opening.onsuccess = () => {
              const db = opening.result;
              const store = db.transaction("events", "readwrite").objectStore("events");
              const all = store.getAll();
              all.onsuccess = () => {
                const events = all.result as { eventId: string; wipeAfter: number }[];
                if (setTo !== undefined) for (const event of events) store.put({ ...event, wipeAfter: setTo });
                store.transaction.oncomplete = () => (db.close(), resolve(events.map((event) => event.eventId)));
              };
            };
          }),
        wipeAfter,
      );
    expect(await storedEvents(Date.now() - 1000)).toEqual([festival]);
    await page.goto(`${server.url}${consolePagePaths.checkIn}`);
    await expect.poll(() => storedEvents()).toEqual([]);
    const menu = page.getByRole("navigation", { name: "Console" });
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await menu.getByRole("link").allInnerTexts()).toEqual(["Check-in"]);
    await page.goto(`${server.url}${consolePagePaths.applications}`);
    await page.getByText("Your role does not allow this").first().waitFor();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/organiser\/sign-in/);
    expect(await databases()).not.toContain("club-door");
  } finally {
    await helper.context.close();
  }
});

/** The events this browser's door copy holds ([] when it holds no database). */
const copies = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === "club-door")) return [];
    return new Promise<string[]>((resolve, reject) => {
      const opening = indexedDB.open("club-door");
      // Deleted between the listing and this open (a wipe under way): looking must not create an empty
      // database, which the door would then open without its stores.
      let creating = false;
      opening.onupgradeneeded = () => {
        creating = true;
        opening.transaction?.abort();
      };
      opening.onerror = () => (creating ? resolve([]) : reject(opening.error));
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains("events")) return (db.close(), resolve([]));
        const all = db.transaction("events").objectStore("events").getAllKeys();
        all.onsuccess = () => (db.close(), resolve(all.result.map(String)));
      };
    });
  });

/** The door's database, when this browser holds it: settled once the console's start-up work is done. */
const doorDatabaseNames = async (page: Page) => {
  await page.waitForLoadState("networkidle");
  return page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name).filter((name) => name === "club-door"));
};

it("syncs no one else's queued check-in (\"not synced: scanned by\" them), and wipes the copy on a 401, a role change and another organiser's sign-in", async () => {
  const helper = await openDoor();
  const { page } = helper;
  const stranger = registrations.get(people[1])!;
  try {
    // A check-in queued on this phone by someone else (say, a copy that escaped a wipe), of someone no one checked in: the server keeps nothing of it.
    await page.evaluate(
      ({ eventId, registrationId }) =>
        new Promise<void>((resolve, reject) => {
          const opening = indexedDB.open("club-door");
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const db = opening.result;
            const tx = db.transaction(["events", "queue"], "readwrite");
            const read = tx.objectStore("events").get(eventId);
            read.onsuccess = () => {
              const token = (read.result as { list: { download: { token: string } } }).list.download.token;
              tx.objectStore("queue").put({ eventId, registrationId, at: new Date().toISOString(), scannedBy: "00000000-0000-4000-8000-000000000001", scannedByName: "Someone Else", listToken: token });
            };
            tx.oncomplete = () => (db.close(), resolve());
          };
        }),
      { eventId: festival, registrationId: stranger.id },
    );
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await page.getByRole("alert").filter({ hasText: "not synced: scanned by Someone Else" }).waitFor();
    const [row] = await server.query<{ checked_in_at: string | null }>(`select checked_in_at from event_registrations where id = '${stranger.id}'`);
    expect(row?.checked_in_at).toBeNull();
    await screenshotForPeople(page, { path: ".tmp/door-not-synced-390.png", fullPage: true });

    // Another organiser signs in on this phone: the console shows nothing until the copy is gone.
    expect(await copies(page)).toEqual([festival]);
    const next = await addOrganiser(server.console, { role: "reviewer" });
    await setPassword(page, next.setupLink);
    await signInAs(page, server.url, next.email);
    await page.goto(`${server.url}${consolePagePaths.checkIn}`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await expect.poll(() => copies(page)).toEqual([]);
    // Gone, not emptied: the console's sweep of ended events waits for the claim's delete, or it would open the name again.
    expect(await doorDatabaseNames(page)).toEqual([]);

    // The same organiser in another role: their copy goes too.
    await page.goto(`${server.url}${doorPath}`);
    await page.getByRole("button", { name: "Scan with the camera" }).and(page.locator(":enabled")).waitFor();
    await expect.poll(() => copies(page)).toEqual([festival]);
    await server.query(`update organisers set role = 'checkin' where email = '${next.email}'`);
    await page.goto(`${server.url}${consolePagePaths.checkIn}`);
    await expect.poll(() => copies(page)).toEqual([]);
    expect(await doorDatabaseNames(page)).toEqual([]);
    // Something else on the page opened the door's name meanwhile, leaving an empty database at version 1:
    // the door still makes each of its stores, and keeps its copy. Whatever the console left under the
    // name (the sweep of ended events may have opened it again, empty, at version 2) goes first.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const deleting = indexedDB.deleteDatabase("club-door");
          deleting.onerror = () => reject(deleting.error);
          deleting.onsuccess = () => {
            const opening = indexedDB.open("club-door", 1);
            opening.onerror = () => reject(opening.error);
            opening.onsuccess = () => (opening.result.close(), resolve());
          };
        }),
    );

    // A session ended elsewhere: the door's next call gets a 401, and the copy goes before the sign-in page.
    await page.goto(`${server.url}${doorPath}`);
    await page.getByRole("button", { name: "Scan with the camera" }).and(page.locator(":enabled")).waitFor();
    await expect.poll(() => copies(page)).toEqual([festival]);
    await server.query(`delete from organiser_sessions where organiser_id = (select id from organisers where email = '${next.email}')`);
    // Every query refetched on focus gets its own 401; the console goes to sign-in once, or the second
    // navigation would cut off the first.
    const toSignIn: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === consolePagePaths.signIn) toSignIn.push(request.url());
    });
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await page.waitForURL(/\/organiser\/sign-in/);
    await expect.poll(() => copies(page)).toEqual([]);
    expect(toSignIn).toHaveLength(1);
  } finally {
    await helper.context.close();
  }
});
