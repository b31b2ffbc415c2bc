import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { pathInLang } from "../../shared/lang.ts";
import { eventIdPart, eventIdPartFromSlug, eventPath, eventSlug } from "#features/events/slug.ts";
import { publicPaths } from "../../shared/routes.ts";
import { events } from "../db/schema.ts";
// The lookup by a slug's id part is the events' store's own query, tested here with the sitemap
// (decision 126); what the sitemap lists comes through the events' service, as the route reads it.
import { findActiveEventsByIdPart } from "#features/events/store.server.ts";
import { listActiveEventPages } from "#features/events/service.server.ts";
import { sampleEventIds as ev, sampleEvents } from "../db/sample-content.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { generateEvents, seededRandom } from "#tests/support/load-seed.ts";

const siteUrl = "https://club.example.org";

describe.each(testDatabaseKinds)("event pages in the data layer and the sitemap on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // TTL 0: rows changed directly below are read again at once, as the change notifications would.
    t = await createTestApp(kind, { seed: true, siteUrl, jsonCacheTtlMs: 0 });
  }, 180_000);
  afterAll(() => t.close());

  const sitemap = async (headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: "/sitemap.xml", headers });
  const locations = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({ loc: m[1]!, lastmod: m[2] }));
  const visible = () => sampleEvents.filter((event) => event.active !== false);

  it("finds a visible event by the id part of its slug, and none for a hidden or unknown one", async () => {
    const [found] = await findActiveEventsByIdPart(t.db, eventIdPart(ev.roboticsWorkshop));
    expect(found?.id).toBe(ev.roboticsWorkshop);
    expect(found?.title).toBe("Robotics Workshop: Build a Line-Following Robot");
    const outdated = `robotics-for-beginners-${eventIdPart(ev.roboticsWorkshop)}`;
    expect((await findActiveEventsByIdPart(t.db, eventIdPartFromSlug(outdated)!)).map((e) => e.id)).toEqual([ev.roboticsWorkshop]);
    expect(await findActiveEventsByIdPart(t.db, eventIdPart(ev.photographyContest))).toEqual([]);
    expect(await findActiveEventsByIdPart(t.db, "00000000")).toEqual([]);
  });

  it("returns every visible event sharing an id part, oldest first, for the page to choose by the whole slug", async () => {
    const twin = "5e9a3c71-ffff-4fff-bfff-ffffffffffff";
    await t.db.insert(events).values({ id: twin, title: "A twin by chance", startsAt: new Date("2027-03-01T04:00:00Z"), createdAt: new Date("2030-01-01T00:00:00Z") });
    try {
      const found = await findActiveEventsByIdPart(t.db, eventIdPart(ev.roboticsWorkshop));
      expect(found.map((e) => e.id)).toEqual([ev.roboticsWorkshop, twin]);
    } finally {
      await t.db.delete(events).where(eq(events.id, twin));
    }
  });

  it("gives the sample's and the load seed's events slugs of their own", () => {
    const { events: seeded } = generateEvents(seededRandom(31), 200, new Date("2026-06-01T00:00:00Z"));
    const all = [...sampleEvents.map((e) => ({ id: e.id!, title: e.title })), ...seeded.map(({ event }) => ({ id: event.id!, title: event.title }))];
    expect(new Set(all.map((event) => eventIdPart(event.id))).size).toBe(all.length);
    expect(new Set(all.map(eventSlug)).size).toBe(all.length);
  });

  it("lists every public page, then each visible event's page with its last change, in English then in Bangla, and no hidden event", async () => {
    const response = await sitemap();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers["cache-control"]).toMatch(/^public/);
    const urls = locations(response.body);
    const pages = await listActiveEventPages(t.db);
    const perLanguage = publicPaths.length + pages.length;
    expect(urls).toHaveLength(2 * perLanguage);
    for (const [lang, half] of [["en", urls.slice(0, perLanguage)], ["bn", urls.slice(perLanguage)]] as const) {
      expect(half.slice(0, publicPaths.length).map((u) => u.loc)).toEqual(publicPaths.map((p) => new URL(pathInLang(p, lang), siteUrl).toString()));
      expect(half.slice(publicPaths.length)).toEqual(pages.map((page) => ({ loc: `${siteUrl}${pathInLang(eventPath(page), lang)}`, lastmod: page.updatedAt.toISOString() })));
      expect(half.slice(publicPaths.length).map((u) => eventIdPartFromSlug(u.loc.split("/").at(-1)!))).toEqual(expect.arrayContaining(visible().map((e) => eventIdPart(e.id!))));
    }
    expect(pages).toHaveLength(visible().length);
    expect(urls[perLanguage]!.loc).toBe(`${siteUrl}/bn`);
    expect(response.body).not.toContain(eventIdPart(ev.photographyContest));
  });

  it("follows a rename, a hidden event and one shown again, with lastmod moved by the change (plain SQL too)", async () => {
    const before = locations((await sitemap()).body).find((u) => u.loc.endsWith(eventIdPart(ev.geminidAstronomyNight)))!;
    await t.db.execute(sql`update events set title = 'Geminids from the Rooftop' where id = ${ev.geminidAstronomyNight}`);
    const renamed = locations((await sitemap()).body).find((u) => u.loc.endsWith(eventIdPart(ev.geminidAstronomyNight)))!;
    expect(renamed.loc).toBe(`${siteUrl}/events/geminids-from-the-rooftop-${eventIdPart(ev.geminidAstronomyNight)}`);
    expect(new Date(renamed.lastmod!).getTime()).toBeGreaterThan(new Date(before.lastmod!).getTime());

    await t.db.update(events).set({ active: false }).where(eq(events.id, ev.geminidAstronomyNight));
    expect((await sitemap()).body).not.toContain(eventIdPart(ev.geminidAstronomyNight));
    await t.db.update(events).set({ active: true }).where(eq(events.id, ev.geminidAstronomyNight));
    expect((await sitemap()).body).toContain(eventIdPart(ev.geminidAstronomyNight));
  });

  it("is not moved by an update that changes nothing", async () => {
    const [row] = await t.db.select({ updatedAt: events.updatedAt, title: events.title }).from(events).where(eq(events.id, ev.roboticsWorkshop));
    await t.db.update(events).set({ title: row!.title }).where(eq(events.id, ev.roboticsWorkshop));
    const [after] = await t.db.select({ updatedAt: events.updatedAt }).from(events).where(eq(events.id, ev.roboticsWorkshop));
    expect(after!.updatedAt.toISOString()).toBe(row!.updatedAt.toISOString());
  });

  it("answers compressed and revalidates with its ETag", async () => {
    const plain = await sitemap();
    const gzipped = await sitemap({ "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString("utf8")).toBe(plain.body);
    const again = await sitemap({ "if-none-match": String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
