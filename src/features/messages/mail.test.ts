import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { referencePattern } from "#shared/reference.ts";
import { contactMessages, mailOutbox } from "#server/db/schema.ts";
import { expectBanglaHtml, until, useMailTestApp } from "#tests/support/mail-app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { contactMessagePayload } from "#tests/support/factories.ts";
import { siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { plainTextOf, subjectOf } from "#tests/support/smtp.ts";

// A message's e-mail (mail.server.ts): the sender's acknowledgement, in the language of the page
// they wrote from (a Bangla one with an HTML part with lang="bn").


describe.each(testDatabaseKinds)("a message's e-mail on %s", (kind) => {
  const ctx = useMailTestApp(kind);

  const notify = (who: SignedInOrganiser, settings: { applications: boolean; registrations: boolean; messages: boolean }) =>
    ctx.t.app.inject({ method: "PATCH", url: consoleApiPaths.notifications, headers: { cookie: who.cookie, origin: siteOrigin }, payload: settings });

  it("a message: its reference and the visitor's confirmation", async () => {
    await notify(ctx.reviewer, { applications: false, registrations: false, messages: false });
    const response = await ctx.t.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: contactMessagePayload({ email: "rafi@example.org", message: "When does it start?" }),
    });
    expect(response.statusCode).toBe(201);
    const { id, reference } = response.json() as { id: string; reference: string };
    expect(reference).toMatch(referencePattern);
    const [stored] = await ctx.t.db.select({ reference: contactMessages.reference }).from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored?.reference).toBe(reference);
    await until(() => ctx.smtp.received.length === 1);
    expect(ctx.smtp.to("rafi@example.org")[0]?.subject).toBe(`We received your message (${reference})`);
  });

  it("a Bangla message is stored bn and its sender gets a Bangla acknowledgement", async () => {
    const response = await ctx.t.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: contactMessagePayload({ email: "bn-message@example.org", subject: "অলিম্পিয়াড ক্যাম্প", lang: "bn" }),
    });
    expect(response.statusCode).toBe(201);
    const { id, reference } = response.json() as { id: string; reference: string };
    expect((await ctx.t.db.select({ lang: contactMessages.lang }).from(contactMessages).where(eq(contactMessages.id, id)))[0]?.lang).toBe("bn");
    await until(() => ctx.smtp.to("bn-message@example.org").length === 1);
    const mail = ctx.smtp.to("bn-message@example.org")[0]!;
    expect(subjectOf(mail)).toBe(`আমরা আপনার বার্তা পেয়েছি (${reference})`);
    expect(plainTextOf(mail)).toContain("“অলিম্পিয়াড ক্যাম্প” বিষয়ে আপনার বার্তাটি আমরা পেয়েছি");
    expect(plainTextOf(mail)).toContain("প্রিয় Rafi Ahmed,");
    expectBanglaHtml(mail);
  });

  it("a message with a language other than en or bn is a 400 at the field that stores and sends nothing", async () => {
    const before = (await ctx.t.db.select().from(contactMessages)).length;
    const response = await ctx.t.app.inject({ method: "POST", url: "/api/contact-messages", payload: { ...contactMessagePayload({ email: "bad-lang@example.org" }), lang: "fr" } });
    expect(response.statusCode).toBe(400);
    const issues = (response.json() as { issues?: { path: string; message: string }[] }).issues ?? [];
    expect(issues).toContainEqual({ path: "body.lang", message: "The page's language must be en or bn" });
    expect((await ctx.t.db.select().from(contactMessages)).length).toBe(before);
    expect(await ctx.t.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, ["bad-lang@example.org"]))).toHaveLength(0);
  });
});
