import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathInLang } from "../../shared/lang.ts";
import { memberCardPath } from "#features/members/rules.ts";
import { applications, eventCategories, eventRegistrations, events, members } from "../db/schema.ts";
import { giveMemberNumbers } from "#features/members/service.server.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "../db/sample-content.ts";
import { registrationTicketUrl, ticketSecret } from "#features/check-in/tickets.server.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { applicationRow } from "#tests/support/console-access/applications.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { roboticsAnswers } from "#tests/support/factories.ts";
import { skipUnlessPresent } from "#tests/support/required.ts";

// A Bangla e-mail links to the ticket and the member card at /bn. The server renders them
// there as their Bangla routes (lang="bn"), with the editor's Bangla event title and category and the
// departments' Bangla names; the QR code is the same address in both languages (the door reads one).
// Reads the web build (`readsBuild` in vitest.config.ts).
const siteDir = path.resolve("build/client");
const serverBuildDir = path.resolve("build/server");
const built = existsSync(path.join(serverBuildDir, "index.js"));
const site = "https://club.example";

describe.skipIf(skipUnlessPresent(built, "the build (npm run build)")).each(testDatabaseKinds)("the personal pages at /bn on %s", (kind) => {
  let t: TestApp;
  let cardToken: string;
  let ticketPath: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, siteDir, serverBuildDir, siteUrl: site });
    const [row] = await t.db.insert(applications).values(applicationRow({ fullName: "Nusrat Jahan", departments: ["it", "robotics_rocketry"], status: "approved", lang: "bn" })).returning({ id: applications.id });
    await t.db.transaction((tx) => giveMemberNumbers(tx, [row!.id]));
    cardToken = (await t.db.select().from(members).where(eq(members.applicationId, row!.id)))[0]!.cardToken;

    await t.db.update(events).set({ titleBn: "রোবটিক্স কর্মশালা" }).where(eq(events.id, ev.roboticsWorkshop));
    await t.db.update(eventCategories).set({ nameBn: "কলেজ" }).where(eq(eventCategories.id, cat.college));
    const [registration] = await t.db
      .insert(eventRegistrations)
      .values({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: roboticsAnswers({ full_name: "Tahmina Akter" }), lang: "bn" })
      .returning({ id: eventRegistrations.id, reference: eventRegistrations.reference });
    const url = registrationTicketUrl(site, await ticketSecret(t.db), { ...registration!, eventId: ev.roboticsWorkshop });
    ticketPath = new URL(url).pathname;
  }, 180_000);
  afterAll(() => t.close());

  const open = (url: string) => t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });

  it("the member card in Bangla: lang=bn, the departments' Bangla names, the card's one address in its QR code", async () => {
    const response = await open(pathInLang(memberCardPath(cardToken), "bn"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toMatch(/<html[^>]* lang="bn"/);
    expect(response.body).toContain("রোবটিক্স ও রকেট্রি");
    expect(response.body).toContain("Nusrat Jahan");
    expect(response.body).toContain(`\\"${site}${memberCardPath(cardToken)}\\"`);
    // The English card is as it was.
    const english = await open(memberCardPath(cardToken));
    expect(english.body).toContain("Robotics and Rocketry");
    expect(english.body).not.toContain("রোবটিক্স ও রকেট্রি");
  });

  it("the ticket in Bangla: lang=bn, the editor's Bangla title and category; the English ticket as it was", async () => {
    const response = await open(`/bn${ticketPath}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.body).toMatch(/<html[^>]* lang="bn"/);
    expect(response.body).toContain("রোবটিক্স কর্মশালা");
    expect(response.body).toContain("Tahmina Akter");
    const english = await open(ticketPath);
    expect(english.statusCode).toBe(200);
    expect(english.body).not.toContain("রোবটিক্স কর্মশালা");
  });

  it.each([
    ["a ticket without its code", () => `/bn${ticketPath.split(".")[0]}`],
    ["a card no one has", () => pathInLang(memberCardPath("A".repeat(43)), "bn")],
  ])("answers %s at /bn with the 404 page", async (_, url) => {
    const response = await open(url());
    expect(response.statusCode).toBe(404);
  });
});
