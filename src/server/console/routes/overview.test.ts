import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OverviewAnswer, OverviewEvent } from "#shared/console/overview.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import type { RegistrationListAnswer } from "#features/registrations/contract.ts";
import { applications, contactMessages, eventCategories, eventRegistrations, events, mailOutbox, registrationListVisits } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { applicationRow } from "#tests/support/console-access/applications.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, type SignedInOrganiser } from "#tests/support/organisers.ts";

const hour = 3_600_000;
const day = 24 * hour;

describe.each(testDatabaseKinds)("the console overview on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInOrganiser;
  let reviewer: SignedInOrganiser;
  let otherReviewer: SignedInOrganiser;
  let editor: SignedInOrganiser;
  let categoryId: string;
  /** The events each test starts with: two upcoming, and three the Overview must leave out. */
  let ev: { tomorrow: string; running: string; past: string; hidden: string; withPhotos: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, reviewer, otherReviewer, editor] = await Promise.all([
      signedInAs(t, "admin"),
      signedInAs(t, "reviewer"),
      signedInAs(t, "reviewer"),
      signedInAs(t, "editor"),
    ]);
    const [category] = await t.db.insert(eventCategories).values({ name: "College" }).returning({ id: eventCategories.id });
    categoryId = category!.id;
  }, 180_000);
  afterAll(() => t?.close());

  beforeEach(async () => {
    for (const table of [registrationListVisits, eventRegistrations, events, applications, contactMessages, mailOutbox]) await t.db.delete(table);
    const now = Date.now();
    const event = async (title: string, values: Partial<typeof events.$inferInsert>) => {
      const [row] = await t.db
        .insert(events)
        .values({ title, startsAt: new Date(now + day), ...values })
        .returning({ id: events.id });
      return row!.id;
    };
    ev = {
      tomorrow: await event("Robotics tomorrow", { waitlistEnabled: true }),
      // Began yesterday and ends in an hour: still on.
      running: await event("Festival, day two", { startsAt: new Date(now - day), endsAt: new Date(now + hour) }),
      past: await event("Quiz last week", { startsAt: new Date(now - 7 * day) }),
      hidden: await event("Postponed contest", { active: false }),
      withPhotos: await event("Astronomy night, photos up", { photosUrl: "https://photos.example.org/night" }),
    };
  });

  const get = async <T>(url: string, who: SignedInOrganiser) => {
    const response = await t.app.inject({ method: "GET", url, headers: { cookie: who.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const overview = (who: SignedInOrganiser) => get<OverviewAnswer>(consoleApiPaths.overview, who);
  const eventsOf = async (who: SignedInOrganiser) => new Map((await overview(who)).upcomingEvents!.map((e) => [e.id, e]));
  const openRegistrations = (eventId: string, who: SignedInOrganiser, query = "") =>
    get<RegistrationListAnswer>(`${consoleApiPaths.registrations}?event=${eventId}${query}`, who);
  /** Registrations of an event, `minutesAgo` apart so their order is certain. */
  const register = async (eventId: string, rows: { status?: "confirmed" | "waitlisted"; minutesAgo: number; spam?: boolean }[]) => {
    await t.db.insert(eventRegistrations).values(
      rows.map((row, i) => ({
        eventId,
        categoryId,
        registrationData: { full_name: `Registrant ${i}` },
        status: row.status ?? "confirmed",
        createdAt: new Date(Date.now() - row.minutesAgo * 60_000),
        suspectedSpamAt: row.spam ? new Date() : null,
      })),
    );
  };

  it("counts payments to verify, unread messages and failed e-mail, leaving out suspected spam and other states", async () => {
    await t.db
      .insert(applications)
      .values([
        applicationRow(),
        applicationRow(),
        applicationRow({ status: "payment_verified" }),
        applicationRow({ status: "rejected", statusReason: "No payment" }),
        applicationRow({ suspectedSpamAt: new Date() }),
      ]);
    const message = (state: string, spam = false) => ({ name: "Rafi", email: "rafi@example.org", message: "Hello", state, suspectedSpamAt: spam ? new Date() : null });
    await t.db.insert(contactMessages).values([message("unread"), message("unread"), message("unread"), message("read"), message("archived"), message("unread", true)]);
    const mail = (state: string, n: number) => ({ messageId: `<m${n}@club.example>`, kind: "message-received", recipient: "o@club.example", subject: "S", textBody: "B", state });
    await t.db.insert(mailOutbox).values([mail("failed", 1), mail("pending", 2), mail("sent", 3)]);

    const answer = await overview(admin);
    expect(answer).toMatchObject({ paymentsToVerify: 2, unreadMessages: 3, failedMail: 1 });
  });

  it("answers each role only the sections it may read: an editor gets none, a reviewer no e-mail", async () => {
    const [forAdmin, forReviewer, forEditor] = await Promise.all([overview(admin), overview(reviewer), overview(editor)]);
    expect(Object.keys(forAdmin).sort()).toEqual(["failedMail", "paymentsToVerify", "unreadMessages", "upcomingEvents"]);
    expect(Object.keys(forReviewer).sort()).toEqual(["paymentsToVerify", "unreadMessages", "upcomingEvents"]);
    expect(forEditor).toEqual({});
  });

  it("lists the active events not over yet, soonest first, and leaves out past, hidden and photographed ones", async () => {
    const listed = (await overview(reviewer)).upcomingEvents!;
    expect(listed.map((e) => e.id)).toEqual([ev.running, ev.tomorrow]);
    expect(listed[1]).toEqual({
      id: ev.tomorrow,
      title: "Robotics tomorrow",
      startsAt: expect.any(String),
      newRegistrations: 0,
      seenBefore: false,
      waitlisted: 0,
      waitlistEnabled: true,
    } satisfies OverviewEvent);
  });

  it("counts every registration as new until the organiser opens the event's list, then only later ones, for that organiser alone", async () => {
    await register(ev.tomorrow, [
      { minutesAgo: 30 },
      { minutesAgo: 20, status: "waitlisted" },
      { minutesAgo: 10, status: "waitlisted" },
      { minutesAgo: 5, spam: true },
    ]);
    await register(ev.running, [{ minutesAgo: 15 }]);
    expect((await eventsOf(reviewer)).get(ev.tomorrow)).toMatchObject({ newRegistrations: 3, waitlisted: 2, seenBefore: false });

    // A filtered view shows only part of what arrived: it does not count as having looked.
    await openRegistrations(ev.tomorrow, reviewer, "&status=waitlisted");
    await openRegistrations(ev.tomorrow, reviewer, "&page=2");
    expect((await eventsOf(reviewer)).get(ev.tomorrow)).toMatchObject({ newRegistrations: 3, seenBefore: false });

    await openRegistrations(ev.tomorrow, reviewer);
    let mine = await eventsOf(reviewer);
    expect(mine.get(ev.tomorrow)).toMatchObject({ newRegistrations: 0, waitlisted: 2, seenBefore: true });
    expect(mine.get(ev.running)).toMatchObject({ newRegistrations: 1, seenBefore: false });
    // Another organiser has not looked: everything is still new for them.
    expect((await eventsOf(otherReviewer)).get(ev.tomorrow)).toMatchObject({ newRegistrations: 3, seenBefore: false });

    await register(ev.tomorrow, [{ minutesAgo: 0 }]);
    expect((await eventsOf(reviewer)).get(ev.tomorrow)).toMatchObject({ newRegistrations: 1 });

    // The other organiser's visit changes nothing for this one.
    await openRegistrations(ev.tomorrow, otherReviewer);
    expect((await eventsOf(otherReviewer)).get(ev.tomorrow)).toMatchObject({ newRegistrations: 0 });
    mine = await eventsOf(reviewer);
    expect(mine.get(ev.tomorrow)).toMatchObject({ newRegistrations: 1 });

    await openRegistrations(ev.tomorrow, reviewer);
    expect((await eventsOf(reviewer)).get(ev.tomorrow)).toMatchObject({ newRegistrations: 0 });
  });

  it("filters an event's registrations by status, as the waiting-list count's link asks", async () => {
    await register(ev.tomorrow, [{ minutesAgo: 3 }, { minutesAgo: 2, status: "waitlisted" }, { minutesAgo: 1, status: "waitlisted" }]);
    const waiting = await openRegistrations(ev.tomorrow, admin, "&status=waitlisted");
    expect(waiting.total).toBe(2);
    expect(waiting.rows.map((row) => row.status)).toEqual(["waitlisted", "waitlisted"]);
    const refused = await t.app.inject({
      method: "GET",
      url: `${consoleApiPaths.registrations}?event=${ev.tomorrow}&status=refunded`,
      headers: { cookie: admin.cookie },
    });
    expect(refused.statusCode).toBe(400);
  });
});
