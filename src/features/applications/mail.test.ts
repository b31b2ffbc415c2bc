import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { referencePattern } from "#shared/reference.ts";
import { applications, applicationStatusChanges, mailOutbox } from "#server/db/schema.ts";
import type { StatusChangeAnswer, TellBatch } from "./contract.ts";
import { expectBanglaHtml, until, useMailTestApp } from "#tests/support/mail-app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { partOf, plainTextOf, subjectOf, textOf } from "#tests/support/smtp.ts";
import { writeEndpoints } from "#tests/support/write-endpoints.ts";

// An application's e-mail (mail.server.ts): the applicant's acknowledgement and status letters in
// the language of the page they applied from (a Bangla e-mail has an HTML part with lang="bn" and
// links to the Bangla pages), and a notice to each organiser who asked for one.

const application = (marker: string) => writeEndpoints.find((e) => e.name === "join requests")!.validPayload(marker);
const site = "http://localhost:3000";

describe.each(testDatabaseKinds)("an application's e-mail on %s", (kind) => {
  let admin: SignedInOrganiser;
  const ctx = useMailTestApp(kind, async ({ t }) => {
    admin = await signedInAs(t, "admin");
  });

  const console_ = (who: SignedInOrganiser, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    ctx.t.app.inject({ method, url, headers: { cookie: who.cookie, ...(method === "GET" ? {} : { origin: siteOrigin }) }, payload });
  const notify = (who: SignedInOrganiser, settings: { applications: boolean; registrations: boolean; messages: boolean }) =>
    console_(who, "PATCH", consoleApiPaths.notifications, settings);
  const allSent = async () => (await ctx.t.db.select().from(mailOutbox)).every((row) => row.state === "sent");

  it("an application: a reference in the answer, the applicant's confirmation, and a notice to each organiser who asked", async () => {
    expect((await notify(ctx.reviewer, { applications: true, registrations: false, messages: false })).statusCode).toBe(200);
    expect((await notify(admin, { applications: false, registrations: false, messages: false })).statusCode).toBe(200);
    const response = await ctx.t.app.inject({ method: "POST", url: "/api/join-requests", payload: application("mail-app-1") });
    expect(response.statusCode).toBe(201);
    const { id, reference } = response.json() as { id: string; reference: string };
    expect(reference).toMatch(referencePattern);
    const [stored] = await ctx.t.db.select({ reference: applications.reference }).from(applications).where(eq(applications.id, id));
    expect(stored?.reference).toBe(reference);

    await until(() => ctx.smtp.received.length === 2);
    const [confirmation] = ctx.smtp.to("mail-app-1@example.org");
    expect(confirmation?.subject).toBe(`Application received (${reference})`);
    expect(textOf(confirmation!.raw)).toContain(`http://localhost:3000/join-us/status?reference=${reference}`);
    const [notice] = ctx.smtp.to(ctx.reviewer.email);
    expect(notice?.subject).toBe(`New membership application (${reference})`);
    // The notice names no applicant: the organiser reads the application in the console.
    expect(notice!.raw).not.toContain("mail-app-1");
    expect(textOf(notice!.raw)).toContain(`http://localhost:3000/organiser/applications/${id}`);
    expect(ctx.smtp.to(admin.email)).toHaveLength(0);
  });

  it("writes nothing to the outbox when the submission is refused: the mail is in the submission's transaction", async () => {
    const first = await ctx.t.app.inject({ method: "POST", url: "/api/join-requests", payload: application("mail-dup") });
    expect(first.statusCode).toBe(201);
    await until(allSent);
    await ctx.t.db.delete(mailOutbox);
    const again = await ctx.t.app.inject({ method: "POST", url: "/api/join-requests", payload: { ...application("mail-dup-2"), email: "mail-dup@example.org" } });
    expect(again.statusCode).toBe(409);
    expect(await ctx.t.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("a status change from the console tells the applicant, a rejection with its reason", async () => {
    const created = await ctx.t.app.inject({ method: "POST", url: "/api/join-requests", payload: application("mail-status") });
    const { id, reference } = created.json() as { id: string; reference: string };
    await until(allSent);
    ctx.smtp.received.length = 0;
    const change = await console_(ctx.reviewer, "POST", consoleApiPaths.applicationsStatus, { ids: [id], status: "rejected", reason: "The payment was not found." });
    expect(change.statusCode).toBe(200);
    // The console says the applicant was e-mailed.
    expect(change.json()).toEqual({ changed: [id], skipped: [], emailed: true, batchId: expect.any(String) });
    expect((await console_(ctx.reviewer, "GET", consoleApiPaths.session)).json()).toMatchObject({ mailEnabled: true });
    await until(() => ctx.smtp.received.length === 1);
    const mail = ctx.smtp.to("mail-status@example.org")[0]!;
    expect(mail.subject).toBe(`Your application: Rejected (${reference})`);
    expect(textOf(mail.raw)).toContain("The reason: The payment was not found.");
    // The "Tell them" page says the e-mail went, and offers WhatsApp once it has failed.
    const batchId = (change.json() as StatusChangeAnswer).batchId!;
    const tell = async () => (await console_(ctx.reviewer, "GET", consoleApiPath(consoleApiPaths.applicationsTell, { batchId }))).json() as TellBatch;
    await until(async () => (await tell()).people[0]?.mail === "sent");
    const [note] = await ctx.t.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.batchId, batchId));
    await ctx.t.db.update(mailOutbox).set({ state: "failed" }).where(eq(mailOutbox.id, note!.mailId!));
    expect((await tell()).people[0]).toMatchObject({ applicationId: id, mail: "failed", toldAt: null });
  });

  it("a Bangla application is stored bn and its applicant gets a Bangla e-mail linking to the Bangla status page", async () => {
    const response = await ctx.t.app.inject({ method: "POST", url: "/api/join-requests", payload: { ...application("bn-app"), lang: "bn" } });
    expect(response.statusCode).toBe(201);
    const { id, reference } = response.json() as { id: string; reference: string };
    expect((await ctx.t.db.select({ lang: applications.lang }).from(applications).where(eq(applications.id, id)))[0]?.lang).toBe("bn");
    const [outbox] = await ctx.t.db.select({ lang: mailOutbox.lang, kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.recipient, "bn-app@example.org"));
    expect(outbox).toEqual({ lang: "bn", kind: "application-received" });

    await until(() => ctx.smtp.to("bn-app@example.org").length === 1);
    const mail = ctx.smtp.to("bn-app@example.org")[0]!;
    expect(subjectOf(mail)).toBe(`আবেদন পাওয়া গেছে (${reference})`);
    const text = plainTextOf(mail);
    expect(text).toContain("আমরা আপনার আবেদনটি পেয়েছি।");
    expect(text).toContain(`আপনার রেফারেন্স নম্বর: ${reference}`);
    expect(text).toContain(`${site}/bn/join-us/status?reference=${reference}`);
    expect(text).not.toContain("Thank you");
    expect(expectBanglaHtml(mail)).toContain(`<a href="${site}/bn/join-us/status?reference=${reference}">`);

    // Its status changes in Bangla too; the approval with the member card's Bangla page.
    for (const status of ["payment_verified", "approved"] as const) {
      ctx.smtp.received.length = 0;
      const change = await console_(ctx.reviewer, "POST", consoleApiPaths.applicationsStatus, { ids: [id], status });
      expect(change.json()).toMatchObject({ changed: [id], emailed: true });
      await until(() => ctx.smtp.to("bn-app@example.org").length === 1);
      const letter = ctx.smtp.to("bn-app@example.org")[0]!;
      expect(subjectOf(letter)).toBe(`আপনার আবেদন: ${status === "approved" ? "অনুমোদিত" : "পেমেন্ট যাচাই হয়েছে"} (${reference})`);
      expect(plainTextOf(letter)).toContain(`${site}/bn/join-us/status?reference=${reference}`);
      if (status === "approved") {
        expect(plainTextOf(letter)).toContain("আপনার আবেদনটি অনুমোদিত হয়েছে।");
        expect(plainTextOf(letter)).toMatch(new RegExp(`আপনার সদস্য কার্ড: ${site}/bn/join-us/member/[A-Za-z0-9_-]{43}`));
      }
      expectBanglaHtml(letter);
    }
    // The console says the language and writes its WhatsApp letter in it.
    const detail = (await console_(ctx.reviewer, "GET", consoleApiPath(consoleApiPaths.application, { id }))).json() as { lang: string };
    expect(detail.lang).toBe("bn");
  });

  it("an English application is stored en, and its e-mail stays English with no HTML part", async () => {
    const { lang: _left, ...withoutLang } = application("en-app") as { lang?: string };
    const response = await ctx.t.app.inject({ method: "POST", url: "/api/join-requests", payload: withoutLang });
    expect(response.statusCode).toBe(201);
    const { id, reference } = response.json() as { id: string; reference: string };
    expect((await ctx.t.db.select({ lang: applications.lang }).from(applications).where(eq(applications.id, id)))[0]?.lang).toBe("en");
    await until(() => ctx.smtp.to("en-app@example.org").length === 1);
    const mail = ctx.smtp.to("en-app@example.org")[0]!;
    expect(mail.subject).toBe(`Application received (${reference})`);
    expect(plainTextOf(mail)).toContain(`${site}/join-us/status?reference=${reference}`);
    expect(partOf(mail.raw, "text/html")).toBeUndefined();
    expect((await ctx.t.db.select({ lang: mailOutbox.lang }).from(mailOutbox).where(eq(mailOutbox.recipient, "en-app@example.org")))[0]?.lang).toBe("en");
  });

  it("an application with a language other than en or bn is a 400 at the field that stores and sends nothing", async () => {
    const before = (await ctx.t.db.select().from(applications)).length;
    const response = await ctx.t.app.inject({ method: "POST", url: "/api/join-requests", payload: { ...application("bad-lang"), lang: "fr" } });
    expect(response.statusCode).toBe(400);
    const issues = (response.json() as { issues?: { path: string; message: string }[] }).issues ?? [];
    expect(issues).toContainEqual({ path: "body.lang", message: "The page's language must be en or bn" });
    expect((await ctx.t.db.select().from(applications)).length).toBe(before);
    expect(await ctx.t.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, ["bad-lang@example.org"]))).toHaveLength(0);
  });
});
