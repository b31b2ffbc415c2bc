import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubEvent, EventCategory } from "../../shared/api/events.ts";
import { seatMessages, seatsLeftText } from "#features/events/rules.ts";
import { apiPaths } from "../../shared/api/paths.ts";
import { eventIdPart, eventPath } from "#features/events/slug.ts";
import { paths } from "../../shared/routes.ts";
import { siteConfig } from "../../shared/site-config.ts";
import { events } from "../db/schema.ts";
import { eventOgImage } from "#features/events/cards/og-image.server.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { skipUnlessPresent } from "#tests/support/required.ts";

// The real web build: `npm test` builds before it runs these.
const siteDir = path.resolve("build/client");
const serverBuildDir = path.resolve("build/server");
const built = existsSync(path.join(serverBuildDir, "index.js"));
const notFoundPage = () => readFileSync(path.join(siteDir, "404/index.html"), "utf8");

/** The content of the first <meta> or <link> whose attribute `key` is `name`. */
const tag = (html: string, key: string, name: string, value = "content") => {
  const element = new RegExp(`<(?:meta|link)\\b[^>]*\\b${key}="${name.replace(/[.:]/g, "\\$&")}"[^>]*>`).exec(html)?.[0];
  return element ? new RegExp(`\\b${value}="([^"]*)"`).exec(element)?.[1] : undefined;
};

/** Every inline <script>'s attributes. */
const inlineScriptAttributes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes ?? "").filter((attributes) => !/\bsrc=/.test(attributes));

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

describe.skipIf(skipUnlessPresent(built, "the build (npm run build)")).each(testDatabaseKinds)("an event's page on %s", (kind) => {
  let t: TestApp;
  let list: ClubEvent[];
  beforeAll(async () => {
    // No list cache, so a row changed in the database shows at the next request.
    t = await createTestApp(kind, { seed: true, siteDir, serverBuildDir, jsonCacheTtlMs: 0 });
    list = (await t.app.inject({ method: "GET", url: apiPaths.events })).json<ClubEvent[]>();
    if (list.length < 2) throw new Error("the sample content has fewer than two visible events");
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("renders every visible event's page with its details, its own title, description, canonical link and picture", async () => {
    for (const event of list) {
      const response = await get(eventPath(event));
      expect(response.statusCode, event.title).toBe(200);
      const html = response.body;
      const main = html.slice(html.indexOf("<main"));
      expect(main).toContain(`>${escapeHtml(event.title)}</h1>`);
      // The card's title comes next in the heading order: an h2 under the page's h1.
      expect(main).toContain(`>${escapeHtml(event.title)}</a></h2>`);
      if (event.location) expect(main).toContain(escapeHtml(event.location));
      if (event.description) expect(main).toContain(escapeHtml(event.description));
      expect(main).toContain(`dateTime="${event.startsAt}"`);
      expect(main).not.toMatch(/Loading [a-z ]+\.\.\./);
      expect(html).toContain(`<title>${escapeHtml(`${event.title} | ${siteConfig.shortName}`)}</title>`);
      const canonical = tag(html, "rel", "canonical", "href");
      expect(canonical && new URL(canonical).pathname).toBe(eventPath(event));
      expect(tag(html, "property", "og:url")).toBe(canonical);
      expect(tag(html, "property", "og:title")).toBe(escapeHtml(`${event.title} | ${siteConfig.shortName}`));
      const description = tag(html, "name", "description") ?? "";
      expect(description.length).toBeGreaterThan(0);
      expect(description.replace(/&amp;/g, "&").length).toBeLessThanOrEqual(155);
      expect(tag(html, "property", "og:description")).toBe(description);
      const image = eventOgImage(event);
      const ogImage = new URL(tag(html, "property", "og:image") ?? "/", "http://relative.invalid");
      expect(ogImage.origin).not.toBe("http://relative.invalid");
      expect(ogImage.pathname).toBe(image.url);
      expect(tag(html, "property", "og:image:width")).toBe(String(image.width));
      expect(tag(html, "property", "og:image:height")).toBe(String(image.height));
      expect(tag(html, "name", "twitter:card")).toBe("summary_large_image");
      // The event's page is the one of its card on the events page.
      expect(main).toContain(`href="${eventPath(event)}"`);
    }
  });

  it("offers Register Now and Add to calendar on an upcoming event's page, as its card does", async () => {
    const upcoming = list.find((event) => !event.photosUrl && event.hasRegistrationForms && !event.registrationClosed);
    if (!upcoming) throw new Error("the sample content has no event open for registration");
    const html = (await get(eventPath(upcoming))).body;
    expect(html).toContain(`aria-label="Register Now for ${escapeHtml(upcoming.title)}"`);
    expect(html).toContain(`/api/events/${upcoming.id}/calendar.ics`);
  });

  it("lists an upcoming event's categories with their fees and seats in the page's HTML", async () => {
    const upcoming = list.find((event) => !event.photosUrl && event.hasRegistrationForms && !event.registrationClosed);
    if (!upcoming) throw new Error("the sample content has no event open for registration");
    const categories = (await get(`/api/events/${upcoming.id}/categories`)).json<EventCategory[]>();
    expect(categories.length).toBeGreaterThan(0);
    const html = (await get(eventPath(upcoming))).body;
    const section = html.slice(html.indexOf("data-event-categories"), html.indexOf("</section>", html.indexOf("data-event-categories")));
    expect(section).toContain(">Categories and seats</h2>");
    for (const category of categories) {
      expect(section).toContain(`>${escapeHtml(category.name)}</h3>`);
      expect(section).toContain(category.feeTaka ? `Fee: ${category.feeTaka.toLocaleString("en-IN")} TK` : ">Free<");
      const seats = category.registrationClosed || (category.seatsLeft === 0 && !category.waitlist) ? undefined : category.seatsLeft === 0 ? seatMessages.waitlistOpen : seatsLeftText(category);
      if (seats) expect(section).toContain(seats);
    }
    // The dialog reads the same answer: the page's data carries it under the categories' own path.
    expect(html).toContain(`/api/events/${upcoming.id}/categories`);
  });

  it("gives every inline script the nonce its policy allows, and keeps the page while the list is unchanged", async () => {
    const [event] = list;
    const first = await get(eventPath(event!));
    const policy = String(first.headers["content-security-policy"]);
    const scriptSource = /script-src [^;]*/.exec(policy)?.[0] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(scriptSource)?.[1];
    expect(nonce).toBeTruthy();
    expect(scriptSource).not.toContain("unsafe-inline");
    const scripts = inlineScriptAttributes(first.body);
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts) expect(attributes).toContain(` nonce="${nonce}"`);
    const again = await get(eventPath(event!), { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("links each card's title on the events page to the event's page", async () => {
    const html = (await get(paths.events)).body;
    for (const event of list) expect(html).toContain(`<a href="${eventPath(event)}"`);
  });

  it("answers the site's 404 page for an unknown slug, a slug of no event and a hidden event", async () => {
    const [event] = list;
    const unknownId = [..."0123456789abcdef"].map((digit) => digit.repeat(8)).find((part) => !list.some((row) => eventIdPart(row.id) === part))!;
    for (const url of [`${paths.events}/no-such-event`, `${paths.events}/some-event-${unknownId}`, `${paths.events}/${eventPath(event!).split("/").at(-1)}/more`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(notFoundPage());
    }
    await t.db.update(events).set({ active: false }).where(eq(events.id, event!.id));
    try {
      const response = await get(eventPath(event!));
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(notFoundPage());
    } finally {
      await t.db.update(events).set({ active: true }).where(eq(events.id, event!.id));
    }
    expect((await get(eventPath(event!))).statusCode).toBe(200);
  });

  it("redirects a slug with outdated words, or in capitals, to the event's current page", async () => {
    const [event] = list;
    const idPart = eventIdPart(event!.id);
    for (const url of [`${paths.events}/an-old-title-${idPart}`, `${paths.events}/${idPart}`, eventPath(event!).toUpperCase().replace("/EVENTS/", "/events/")]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(eventPath(event!));
    }
    await t.db.update(events).set({ title: "Renamed by an organiser" }).where(eq(events.id, event!.id));
    try {
      const old = await get(eventPath(event!));
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe(`${paths.events}/renamed-by-an-organiser-${idPart}`);
      expect((await get(String(old.headers.location))).body).toContain(">Renamed by an organiser</h1>");
    } finally {
      await t.db.update(events).set({ title: event!.title }).where(eq(events.id, event!.id));
    }
  });

  it("redirects old words on the Bangla twin and with a query to the current page, keeping both", async () => {
    const [event] = list;
    const idPart = eventIdPart(event!.id);
    const bangla = await get(`/bn${paths.events}/an-old-title-${idPart}`);
    expect(bangla.statusCode).toBe(301);
    expect(bangla.headers.location).toBe(`/bn${eventPath(event!)}`);
    const query = await get(`${paths.events}/an-old-title-${idPart}?utm_source=whatsapp`);
    expect(query.statusCode).toBe(301);
    expect(query.headers.location).toBe(`${eventPath(event!)}?utm_source=whatsapp`);
    const slash = await get(`${paths.events}/an-old-title-${idPart}/`);
    expect(slash.statusCode).toBe(301);
  });

  it("answers a navigation's data request to an event's page with the event", async () => {
    const [event] = list;
    const response = await get(`${eventPath(event!)}.data`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(JSON.stringify(event!.title));
    expect(response.body).toContain(JSON.stringify(eventPath(event!)));
  });
});
