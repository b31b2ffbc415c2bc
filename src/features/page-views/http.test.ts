import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { daysEndingOn, dhakaDay, directReferrer, unreadableReferrer, type VisitsAnswer } from "./visits.ts";
import { pageViews } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";

/** An instant on a Dhaka day, at a Dhaka clock time (Dhaka is UTC+6 all year). */
const at = (day: string, time: string) => new Date(`${day}T${time}+06:00`);

describe.each(testDatabaseKinds)("console visits on %s", (kind) => {
  let t: TestApp;
  let editor: SignedInOrganiser;
  const days = daysEndingOn(dhakaDay(new Date()), 31); // the 30 days shown, and the one before
  const [dayBefore, first, , third] = days;
  const yesterday = days[29]!;
  const today = days[30]!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    editor = await signedInAs(t, "editor");
  });
  beforeEach(async () => {
    await t.db.delete(pageViews);
  });
  afterAll(() => t.close());

  const view = (day: string, time: string, path: string, sessionId: string, referrer: string | null = null) => ({
    path,
    referrer,
    sessionId,
    userAgent: "Mozilla/5.0 (secret agent)",
    createdAt: at(day, time),
  });
  const visits = async () => {
    const response = await t.app.inject({ method: "GET", url: consoleApiPaths.visits, headers: { cookie: editor.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it("counts views and sessions per Dhaka day over the last 30 days, zero days included, oldest first", async () => {
    await t.db.insert(pageViews).values([
      view(dayBefore!, "23:59:59", "/", "session-before"), // the day before the period: left out
      view(first!, "00:00:01", "/", "session-a"), // first minute of the first day, still the day before in UTC
      view(third!, "05:59:00", "/team", "session-a"), // 23:59 UTC the day before
      view(third!, "06:01:00", "/team", "session-b"),
      view(yesterday, "23:59:00", "/events", "session-b"),
      view(today, "00:00:01", "/", "session-c"),
      view(today, "00:00:02", "/events", "session-c"),
      view(today, "00:00:03", "/contact", "session-d"),
    ]);
    const answer = (await visits()).json<VisitsAnswer>();
    expect(answer.days).toHaveLength(30);
    expect(answer.days[0]!.day).toBe(first);
    expect(answer.days[29]!.day).toBe(today);
    const byDay = Object.fromEntries(answer.days.filter((d) => d.views > 0).map((d) => [d.day, [d.views, d.sessions]]));
    expect(byDay).toEqual({ [first!]: [1, 1], [third!]: [2, 2], [yesterday]: [1, 1], [today]: [3, 2] });
    expect(answer.days.filter((d) => d.views === 0)).toHaveLength(26);
    expect(answer.days.every((d, i) => i === 0 || d.day > answer.days[i - 1]!.day)).toBe(true);
    expect(answer.totalViews).toBe(7);
    expect(answer.distinctSessions).toBe(4); // a, b, c, d: a session seen on two days counts once
  });

  it("lists the ten most viewed pages, most viewed first, ties by path", async () => {
    const rows = [];
    for (let i = 1; i <= 12; i++) for (let n = 0; n < (i <= 3 ? 5 : 1); n++) rows.push(view(today, "00:00:01", `/page-${String(i).padStart(2, "0")}`, `s${i}-${n}`));
    await t.db.insert(pageViews).values(rows);
    const { topPages } = (await visits()).json<VisitsAnswer>();
    expect(topPages).toHaveLength(10);
    expect(topPages.slice(0, 4)).toEqual([
      { path: "/page-01", views: 5 },
      { path: "/page-02", views: 5 },
      { path: "/page-03", views: 5 },
      { path: "/page-04", views: 1 },
    ]);
    expect(topPages[9]).toEqual({ path: "/page-10", views: 1 });
  });

  it("groups referrers by host, with none and the site's own under Direct or internal", async () => {
    const referrers: (string | null)[] = [
      "https://www.google.com/search?q=science+club",
      "https://WWW.GOOGLE.COM/",
      "https://www.google.com/url?sa=t",
      "https://someone@m.facebook.com/story.php?id=1",
      "https://m.facebook.com/",
      null,
      "",
      `${siteOrigin}/events`, // SITE_URL
      "http://localhost:80/team", // the address the request came to (inject's default Host)
      "not a web address at all",
    ];
    await t.db.insert(pageViews).values(referrers.map((referrer, i) => view(today, "00:00:01", "/", `s${i}`, referrer)));
    const { topReferrers } = (await visits()).json<VisitsAnswer>();
    expect(topReferrers).toEqual([
      { referrer: directReferrer, views: 4 },
      { referrer: "www.google.com", views: 3 },
      { referrer: "m.facebook.com", views: 2 },
      { referrer: unreadableReferrer, views: 1 },
    ]);
  });

  it("answers with no views at all: thirty zero days and empty lists", async () => {
    const answer = (await visits()).json<VisitsAnswer>();
    expect(answer.days.map((d) => d.day)).toEqual(days.slice(1));
    expect(answer.days.every((d) => d.views === 0 && d.sessions === 0)).toBe(true);
    expect(answer).toMatchObject({ totalViews: 0, distinctSessions: 0, topPages: [], topReferrers: [] });
  });

  it("never sends session ids or user agents", async () => {
    await t.db.insert(pageViews).values([view(today, "00:00:01", "/", "session-secret-123")]);
    const body = (await visits()).body;
    expect(body).not.toContain("session-secret-123");
    expect(body).not.toContain("secret agent");
  });

  it("refuses a query string", async () => {
    const response = await t.app.inject({ method: "GET", url: `${consoleApiPaths.visits}?days=90`, headers: { cookie: editor.cookie } });
    expect(response.statusCode).toBe(400);
  });
});
