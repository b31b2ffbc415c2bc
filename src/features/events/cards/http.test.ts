import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "#server/db/schema.ts";
import { sweepEventCardFiles } from "./store.server.ts";
import { sampleEventIds as ev } from "#server/db/sample-content.ts";
import { eventOgImageUrl, type OgImageEvent } from "./og-image.server.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { startS3TestServer, type S3TestServer } from "#tests/support/s3-server.ts";

describe.each(testDatabaseKinds)("event cards on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, jsonCacheTtlMs: 0 });
    // The sample's events all have covers; two of them lose theirs here.
    await t.db.update(events).set({ coverImageUrl: null }).where(eq(events.id, ev.geminidAstronomyNight));
    await t.db.update(events).set({ coverImageUrl: null }).where(eq(events.id, ev.scienceOlympiad2027));
  }, 180_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
  const row = async (id: string): Promise<OgImageEvent> => {
    const [found] = await t.db.select({ title: events.title, titleBn: events.titleBn, locationBn: events.locationBn, startsAt: events.startsAt, endsAt: events.endsAt, location: events.location, coverImageUrl: events.coverImageUrl }).from(events).where(eq(events.id, id));
    return { ...found!, startsAt: found!.startsAt.toISOString(), endsAt: found!.endsAt?.toISOString() ?? null };
  };
  const storageKey = (url: string) => `event-cards/${url.split("/").at(-1)}`;

  it("draws the card of a visible event without a cover on its first request, stores it, and serves it for a year", async () => {
    const url = eventOgImageUrl(await row(ev.geminidAstronomyNight));
    expect(url).toMatch(/^\/images\/event-cards\/[0-9a-f]{32}\.png$/);
    expect(await t.app.storage.read(storageKey(url))).toBeNull();
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const { width, height, format } = await sharp(response.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
    expect((await t.app.storage.read(storageKey(url)))?.equals(response.rawPayload)).toBe(true);
    const again = await get(url);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    expect((await get(url, { "if-none-match": String(response.headers.etag) })).statusCode).toBe(304);
  });

  it("serves each visible event's Bangla card too, at an address of its own (a Bangla event page's preview)", async () => {
    await t.db.update(events).set({ titleBn: "জেমিনিড উল্কাবৃষ্টি দেখার রাত" }).where(eq(events.id, ev.geminidAstronomyNight));
    const event = await row(ev.geminidAstronomyNight);
    const [english, bangla] = [eventOgImageUrl(event, "en"), eventOgImageUrl(event, "bn")];
    expect(bangla).toMatch(/^\/images\/event-cards\/[0-9a-f]{32}\.png$/);
    expect(bangla).not.toBe(english);
    const [englishCard, banglaCard] = [await get(english), await get(bangla)];
    expect([englishCard.statusCode, banglaCard.statusCode]).toEqual([200, 200]);
    expect(banglaCard.rawPayload.equals(englishCard.rawPayload)).toBe(false);
    expect((await sharp(banglaCard.rawPayload).metadata()).width).toBe(1200);
    // The Bangla title changed: the old Bangla card is gone, the English one stays.
    await t.db.update(events).set({ titleBn: "জেমিনিড রাত" }).where(eq(events.id, ev.geminidAstronomyNight));
    expect((await get(bangla)).statusCode).toBe(404);
    expect((await get(english)).statusCode).toBe(200);
    expect((await get(eventOgImageUrl(await row(ev.geminidAstronomyNight), "bn"))).statusCode).toBe(200);
  });

  it("serves a card the storage already holds rather than drawing it again", async () => {
    const url = eventOgImageUrl(await row(ev.scienceOlympiad2027));
    const stored = await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#123456" } }).png().toBuffer();
    await t.app.storage.create(storageKey(url), stored, "image/png");
    expect((await get(url)).rawPayload.equals(stored)).toBe(true);
  });

  it("gives a renamed event a new card; the old address answers 404 with the site's 404 page", async () => {
    const before = eventOgImageUrl(await row(ev.geminidAstronomyNight));
    expect((await get(before)).statusCode).toBe(200);
    await t.db.update(events).set({ title: "Geminids from the Rooftop" }).where(eq(events.id, ev.geminidAstronomyNight));
    const after = eventOgImageUrl(await row(ev.geminidAstronomyNight));
    expect(after).not.toBe(before);
    const old = await get(before);
    expect(old.statusCode).toBe(404);
    expect(old.headers["content-type"]).toContain("text/html");
    const renamed = await get(after);
    expect(renamed.statusCode).toBe(200);
    expect((await sharp(renamed.rawPayload).metadata()).width).toBe(1200);
  });

  it("never serves the card of a hidden event, nor one for an event that has a cover", async () => {
    const url = eventOgImageUrl(await row(ev.geminidAstronomyNight));
    expect((await get(url)).statusCode).toBe(200);
    await t.db.update(events).set({ active: false }).where(eq(events.id, ev.geminidAstronomyNight));
    try {
      expect((await get(url)).statusCode).toBe(404);
    } finally {
      await t.db.update(events).set({ active: true }).where(eq(events.id, ev.geminidAstronomyNight));
    }
    expect((await get(url)).statusCode).toBe(200);

    const covered = await row(ev.roboticsWorkshop);
    expect(eventOgImageUrl(covered)).toBe(covered.coverImageUrl);
    expect((await get(eventOgImageUrl({ ...covered, coverImageUrl: null }))).statusCode).toBe(404);
  });

  it("answers 404 for names that are not a card's", async () => {
    for (const name of ["nothing.png", `${"0".repeat(32)}.png`, `${"a".repeat(32)}.webp`, "..%2F..%2Fetc%2Fpasswd", `${"A".repeat(32)}.png`]) {
      expect((await get(`/images/event-cards/${name}`)).statusCode, name).toBe(404);
    }
  });
});

//: 150 renames left 150 card files in the storage.
describe.each(testDatabaseKinds)("old event cards on %s", (kind) => {
  let t: TestApp;
  const day = 24 * 60 * 60 * 1000;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, jsonCacheTtlMs: 0, eventCardSweepEveryMs: 0 });
    await t.db.update(events).set({ coverImageUrl: null }).where(inArray(events.id, [ev.geminidAstronomyNight, ev.scienceOlympiad2027]));
  }, 180_000);
  afterAll(() => t.close());

  const row = async (id: string): Promise<OgImageEvent> => {
    const [found] = await t.db.select({ title: events.title, startsAt: events.startsAt, endsAt: events.endsAt, location: events.location, coverImageUrl: events.coverImageUrl }).from(events).where(eq(events.id, id));
    return { ...found!, startsAt: found!.startsAt.toISOString(), endsAt: found!.endsAt?.toISOString() ?? null };
  };
  const storageKey = (url: string) => `event-cards/${url.split("/").at(-1)}`;
  /** The card's address, after asking for it once (so it is drawn and stored). */
  const served = async (id: string) => {
    const url = eventOgImageUrl(await row(id));
    expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(200);
    return url;
  };
  const stored = async (urls: string[]) => (await Promise.all(urls.map((url) => t.app.storage.exists(storageKey(url))))).filter(Boolean).length;

  it("a renamed event's old cards are deleted a day after, the current one is kept", async () => {
    const urls = [await served(ev.geminidAstronomyNight)];
    for (let rename = 1; rename <= 5; rename++) {
      await t.db.update(events).set({ title: `Geminids, take ${rename}` }).where(eq(events.id, ev.geminidAstronomyNight));
      urls.push(await served(ev.geminidAstronomyNight));
    }
    const other = await served(ev.scienceOlympiad2027);
    expect(await stored(urls)).toBe(6);

    const now = Date.now();
    // The first sweep finds them unused: nothing is deleted yet, nor an hour before the day is up.
    expect(await t.app.sweepEventCards(new Date(now))).toEqual({ busy: false, deleted: [] });
    expect(await t.app.sweepEventCards(new Date(now + day - 60 * 60 * 1000))).toEqual({ busy: false, deleted: [] });
    expect(await stored(urls)).toBe(6);

    const sweep = await t.app.sweepEventCards(new Date(now + day + 1000));
    expect(sweep.busy).toBe(false);
    expect(sweep.busy === false && [...sweep.deleted].sort()).toEqual(urls.slice(0, -1).map((url) => url.split("/").at(-1)).sort());
    expect(await stored(urls)).toBe(1);
    expect(await t.app.storage.exists(storageKey(urls.at(-1)!))).toBe(true);
    expect(await t.app.storage.exists(storageKey(other))).toBe(true);
    // The current card still answers; the old addresses answer 404 as before.
    expect((await t.app.inject({ method: "GET", url: urls.at(-1)! })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: urls[0]! })).statusCode).toBe(404);
  });

  it("a hidden event's card is deleted a day after, unless the event is shown again meanwhile", async () => {
    const url = await served(ev.scienceOlympiad2027);
    const now = Date.now();
    await t.db.update(events).set({ active: false }).where(eq(events.id, ev.scienceOlympiad2027));
    await t.app.sweepEventCards(new Date(now));
    // Shown again within the day: the mark is cleared, and the card survives a later sweep.
    await t.db.update(events).set({ active: true }).where(eq(events.id, ev.scienceOlympiad2027));
    await t.app.sweepEventCards(new Date(now + 60_000));
    expect(await t.app.sweepEventCards(new Date(now + 2 * day))).toEqual({ busy: false, deleted: [] });
    expect(await t.app.storage.exists(storageKey(url))).toBe(true);

    await t.db.update(events).set({ active: false }).where(eq(events.id, ev.scienceOlympiad2027));
    await t.app.sweepEventCards(new Date(now + 3 * day));
    expect(await t.app.storage.exists(storageKey(url))).toBe(true);
    const sweep = await t.app.sweepEventCards(new Date(now + 4 * day + 1000));
    expect(sweep).toEqual({ busy: false, deleted: [url.split("/").at(-1)] });
    expect(await t.app.storage.exists(storageKey(url))).toBe(false);
    await t.db.update(events).set({ active: true }).where(eq(events.id, ev.scienceOlympiad2027));
  });

  it("two sweeps at once (two processes) delete each old file once and fail nothing", async () => {
    await served(ev.geminidAstronomyNight);
    await t.db.update(events).set({ title: "Geminids, once more" }).where(eq(events.id, ev.geminidAstronomyNight));
    const current = await served(ev.geminidAstronomyNight);
    const now = Date.now() + 10 * day;
    await t.app.sweepEventCards(new Date(now));
    const sweep = (file: string[]) =>
      sweepEventCardFiles(t.db, { current: file, now: new Date(now + day + 1000), unusedBefore: new Date(now + 1000), deleteFile: (name) => t.app.storage.delete(`event-cards/${name}`) });
    const currentFile = [current.split("/").at(-1)!];
    const [first, second] = await Promise.all([sweep(currentFile), sweep(currentFile)]);
    const deleted = [first, second].flatMap((run) => (run.busy ? [] : run.deleted));
    expect(deleted).toHaveLength(1);
    expect(await t.app.storage.exists(storageKey(current))).toBe(true);
  });
});

describe("event cards kept in S3 storage", () => {
  let s3: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp("pglite", { seed: true, storage: s3.config });
    await t.db.update(events).set({ coverImageUrl: null }).where(eq(events.id, ev.geminidAstronomyNight));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it("stores the drawn card in the bucket and answers it from there", async () => {
    const [found] = await t.db.select().from(events).where(eq(events.id, ev.geminidAstronomyNight));
    const url = eventOgImageUrl({ ...found!, startsAt: found!.startsAt.toISOString(), endsAt: found!.endsAt?.toISOString() ?? null });
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).height).toBe(630);
    expect((await t.app.storage.read(`event-cards/${url.split("/").at(-1)}`))?.equals(response.rawPayload)).toBe(true);
  });
});
