import decodeQR from "@paulmillr/qr/decode.js";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consoleApiPath, consoleApiPaths } from "../../shared/console/paths.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "../db/sample-content.ts";
import { applications, contactMessages, eventCategories, eventRegistrations, events, mailOutbox } from "../db/schema.ts";
import type { TestApp } from "#tests/support/app.ts";
import { clearMail, createMailTestApp, until } from "#tests/support/mail-app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { contactMessagePayload, newRegistrantContact, registrationPayload, roboticsAnswers } from "#tests/support/factories.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { decodedHeader, partOf, type TestSmtpServer, type ReceivedMail } from "#tests/support/smtp.ts";
import { writeEndpoints } from "#tests/support/write-endpoints.ts";

// A submission keeps the language of the page it came from, and what the club writes back
// to the visitor is in it: a Bangla e-mail (subject, text and an HTML part with lang="bn"), Bangla
// digits in its dates, links to the Bangla pages. English submissions' e-mail is as before
// (submissions.test.ts checks its words).

const application = (marker: string) => writeEndpoints.find((e) => e.name === "join requests")!.validPayload(marker);
const site = "http://localhost:3000";
const banglaDigit = /[০-৯]/;
const latinDigitInDate = /কখন: [^\n]*[0-9]/;

const subjectOf = (mail: ReceivedMail) => decodedHeader(mail.subject);
const textOf = (mail: ReceivedMail) => partOf(mail.raw, "text/plain") ?? "";
const htmlOf = (mail: ReceivedMail) => partOf(mail.raw, "text/html") ?? "";

describe.each(testDatabaseKinds)("a visitor's language, stored and written back in, on %s", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let reviewer: SignedInOrganiser;

  beforeAll(async () => {
    ({ t, smtp } = await createMailTestApp(kind));
    reviewer = await signedInAs(t, "reviewer");
    // The editor's Bangla title and category name, which a Bangla letter uses.
    await t.db.update(events).set({ titleBn: "রোবটিক্স কর্মশালা", locationBn: "বিজ্ঞান ভবন" }).where(eq(events.id, ev.roboticsWorkshop));
    await t.db.update(eventCategories).set({ nameBn: "কলেজ" }).where(eq(eventCategories.id, cat.college));
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await clearMail(t, smtp);
    await t.db.update(events).set({ capacity: null, waitlistEnabled: false }).where(eq(events.id, ev.roboticsWorkshop));
  });

  const console_ = (method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: reviewer.cookie, ...(method === "GET" ? {} : { origin: siteOrigin }) }, payload });
  const register = (lang: "en" | "bn", email: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/event-registrations",
      payload: registrationPayload({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: roboticsAnswers({ ...newRegistrantContact(), email }), lang }),
    });
  const expectBanglaHtml = (mail: ReceivedMail) => {
    const html = htmlOf(mail);
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain("Noto Sans Bengali");
    return html;
  };

  it("a Bangla application is stored bn and its applicant gets a Bangla e-mail linking to the Bangla status page", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/join-requests", payload: { ...application("bn-app"), lang: "bn" } });
    expect(response.statusCode).toBe(201);
    const { id, reference } = response.json() as { id: string; reference: string };
    expect((await t.db.select({ lang: applications.lang }).from(applications).where(eq(applications.id, id)))[0]?.lang).toBe("bn");
    const [outbox] = await t.db.select({ lang: mailOutbox.lang, kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.recipient, "bn-app@example.org"));
    expect(outbox).toEqual({ lang: "bn", kind: "application-received" });

    await until(() => smtp.to("bn-app@example.org").length === 1);
    const mail = smtp.to("bn-app@example.org")[0]!;
    expect(subjectOf(mail)).toBe(`আবেদন পাওয়া গেছে (${reference})`);
    const text = textOf(mail);
    expect(text).toContain("আমরা আপনার আবেদনটি পেয়েছি।");
    expect(text).toContain(`আপনার রেফারেন্স নম্বর: ${reference}`);
    expect(text).toContain(`${site}/bn/join-us/status?reference=${reference}`);
    expect(text).not.toContain("Thank you");
    expect(expectBanglaHtml(mail)).toContain(`<a href="${site}/bn/join-us/status?reference=${reference}">`);

    // Its status changes in Bangla too; the approval with the member card's Bangla page.
    for (const status of ["payment_verified", "approved"] as const) {
      smtp.received.length = 0;
      const change = await console_("POST", consoleApiPaths.applicationsStatus, { ids: [id], status });
      expect(change.json()).toMatchObject({ changed: [id], emailed: true });
      await until(() => smtp.to("bn-app@example.org").length === 1);
      const letter = smtp.to("bn-app@example.org")[0]!;
      expect(subjectOf(letter)).toBe(`আপনার আবেদন: ${status === "approved" ? "অনুমোদিত" : "পেমেন্ট যাচাই হয়েছে"} (${reference})`);
      expect(textOf(letter)).toContain(`${site}/bn/join-us/status?reference=${reference}`);
      if (status === "approved") {
        expect(textOf(letter)).toContain("আপনার আবেদনটি অনুমোদিত হয়েছে।");
        expect(textOf(letter)).toMatch(new RegExp(`আপনার সদস্য কার্ড: ${site}/bn/join-us/member/[A-Za-z0-9_-]{43}`));
      }
      expectBanglaHtml(letter);
    }
    // The console says the language and writes its WhatsApp letter in it.
    const detail = (await console_("GET", consoleApiPath(consoleApiPaths.application, { id }))).json() as { lang: string };
    expect(detail.lang).toBe("bn");
  });

  it("an English application is stored en, and its e-mail stays English with no HTML part", async () => {
    const { lang: _left, ...withoutLang } = application("en-app") as { lang?: string };
    const response = await t.app.inject({ method: "POST", url: "/api/join-requests", payload: withoutLang });
    expect(response.statusCode).toBe(201);
    const { id, reference } = response.json() as { id: string; reference: string };
    expect((await t.db.select({ lang: applications.lang }).from(applications).where(eq(applications.id, id)))[0]?.lang).toBe("en");
    await until(() => smtp.to("en-app@example.org").length === 1);
    const mail = smtp.to("en-app@example.org")[0]!;
    expect(mail.subject).toBe(`Application received (${reference})`);
    expect(textOf(mail)).toContain(`${site}/join-us/status?reference=${reference}`);
    expect(partOf(mail.raw, "text/html")).toBeUndefined();
    expect((await t.db.select({ lang: mailOutbox.lang }).from(mailOutbox).where(eq(mailOutbox.recipient, "en-app@example.org")))[0]?.lang).toBe("en");
  });

  it("a confirmed Bangla registration: stored bn, a Bangla confirmation with Bangla digits, the Bangla ticket page, the QR code the door reads", async () => {
    const response = await register("bn", "bn-seat@example.org");
    expect(response.statusCode).toBe(201);
    const { reference, status, ticketUrl } = response.json() as { reference: string; status: string; ticketUrl: string };
    expect(status).toBe("confirmed");
    expect((await t.db.select({ lang: eventRegistrations.lang }).from(eventRegistrations).where(eq(eventRegistrations.reference, reference)))[0]?.lang).toBe("bn");

    await until(() => smtp.to("bn-seat@example.org").length === 1);
    const mail = smtp.to("bn-seat@example.org")[0]!;
    expect(subjectOf(mail)).toBe(`নিবন্ধন সম্পন্ন: রোবটিক্স কর্মশালা (${reference})`);
    const text = textOf(mail);
    expect(text).toContain("রোবটিক্স কর্মশালা ইভেন্টের কলেজ ক্যাটাগরিতে আপনার নিবন্ধন সম্পন্ন হয়েছে।");
    expect(text).toContain(`অবস্থা দেখুন: ${site}/bn/join-us/status?reference=${reference}`);
    expect(text).toContain(`আপনার টিকিট: ${site}/bn${new URL(ticketUrl).pathname}`);
    expect(text).toContain("কোথায়: বিজ্ঞান ভবন");
    const when = /কখন: ([^\n]*) \(ঢাকার সময়\)/.exec(text)?.[1];
    expect(when).toMatch(banglaDigit);
    expect(text).not.toMatch(latinDigitInDate);
    // The form's own label (no Bangla label written) and the answer as typed; the calendar file as before.
    expect(text).toContain("আপনার উত্তরসমূহ:");
    expect(text).toMatch(/\.ics\) হিসেবে সংযুক্ত/);
    expect(mail.raw).toMatch(/Content-Type: text\/calendar/i);
    const html = expectBanglaHtml(mail);
    expect(html).toContain('src="cid:ticket-qr-code"');
    // The QR code carries the ticket's one address, as the door reads it.
    const png = /Content-Type: image\/png[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(mail.raw)?.[1]?.replace(/\s/g, "");
    const { data, info } = await sharp(Buffer.from(png!, "base64")).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(decodeQR({ width: info.width, height: info.height, data })).toBe(ticketUrl);
  });

  it("a waitlisted Bangla registration is told so in Bangla, and its seat later in Bangla with the Bangla ticket page", async () => {
    const taken = await t.db.select({ id: eventRegistrations.id }).from(eventRegistrations).where(eq(eventRegistrations.eventId, ev.roboticsWorkshop));
    await t.db.update(events).set({ capacity: taken.length, waitlistEnabled: true }).where(eq(events.id, ev.roboticsWorkshop));
    const response = await register("bn", "bn-wait@example.org");
    expect(response.json()).toMatchObject({ status: "waitlisted" });
    const { reference } = response.json() as { reference: string };
    const [row] = await t.db.select({ id: eventRegistrations.id, lang: eventRegistrations.lang }).from(eventRegistrations).where(eq(eventRegistrations.reference, reference));
    expect(row?.lang).toBe("bn");
    await until(() => smtp.to("bn-wait@example.org").length === 1);
    const waiting = smtp.to("bn-wait@example.org")[0]!;
    expect(textOf(waiting)).toContain("আপনি এখন অপেক্ষমাণ তালিকায় আছেন।");
    expect(textOf(waiting)).not.toContain("আপনার টিকিট");
    expectBanglaHtml(waiting);

    smtp.received.length = 0;
    const confirm = await console_("POST", consoleApiPath(consoleApiPaths.registrationConfirm, { id: row!.id }), { overCapacity: true });
    expect(confirm.json()).toMatchObject({ status: "confirmed", emailed: true });
    await until(() => smtp.to("bn-wait@example.org").length === 1);
    const seat = smtp.to("bn-wait@example.org")[0]!;
    expect(subjectOf(seat)).toBe(`আপনার জন্য একটি আসন: রোবটিক্স কর্মশালা (${reference})`);
    expect(textOf(seat)).toContain("রোবটিক্স কর্মশালা ইভেন্টের কলেজ ক্যাটাগরিতে আপনার আসন নিশ্চিত হয়েছে।");
    expect(textOf(seat)).toMatch(new RegExp(`আপনার টিকিট: ${site}/bn/events/ticket/${reference}\\.[A-Za-z0-9_-]{22}`));
    expect(textOf(seat)).toContain(`${site}/bn/join-us/status?reference=${reference}`);
    expectBanglaHtml(seat);
    // The console shows its language and the names its letters use.
    const detail = (await console_("GET", consoleApiPath(consoleApiPaths.registration, { id: row!.id }))).json() as { lang: string; letterNames: object };
    expect(detail).toMatchObject({ lang: "bn", letterNames: { eventTitle: "রোবটিক্স কর্মশালা", categoryName: "কলেজ" } });
  });

  it("an English registration's confirmation stays English, with the English title", async () => {
    const response = await register("en", "en-seat@example.org");
    const { reference } = response.json() as { reference: string };
    expect((await t.db.select({ lang: eventRegistrations.lang }).from(eventRegistrations).where(eq(eventRegistrations.reference, reference)))[0]?.lang).toBe("en");
    await until(() => smtp.to("en-seat@example.org").length === 1);
    const mail = smtp.to("en-seat@example.org")[0]!;
    const [event] = await t.db.select({ title: events.title }).from(events).where(eq(events.id, ev.roboticsWorkshop));
    expect(mail.subject).toBe(`Registered for ${event!.title} (${reference})`);
    expect(textOf(mail)).toContain(`${site}/join-us/status?reference=${reference}`);
    expect(textOf(mail)).not.toContain("/bn/");
    expect(htmlOf(mail)).not.toContain('lang="bn"');
  });

  it("a Bangla message is stored bn and its sender gets a Bangla acknowledgement", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: contactMessagePayload({ email: "bn-message@example.org", subject: "অলিম্পিয়াড ক্যাম্প", lang: "bn" }),
    });
    expect(response.statusCode).toBe(201);
    const { id, reference } = response.json() as { id: string; reference: string };
    expect((await t.db.select({ lang: contactMessages.lang }).from(contactMessages).where(eq(contactMessages.id, id)))[0]?.lang).toBe("bn");
    await until(() => smtp.to("bn-message@example.org").length === 1);
    const mail = smtp.to("bn-message@example.org")[0]!;
    expect(subjectOf(mail)).toBe(`আমরা আপনার বার্তা পেয়েছি (${reference})`);
    expect(textOf(mail)).toContain("“অলিম্পিয়াড ক্যাম্প” বিষয়ে আপনার বার্তাটি আমরা পেয়েছি");
    expect(textOf(mail)).toContain("প্রিয় Rafi Ahmed,");
    expectBanglaHtml(mail);
  });

  it.each([
    ["an application", "/api/join-requests", () => application("bad-lang"), applications],
    ["a message", "/api/contact-messages", () => contactMessagePayload({ email: "bad-lang@example.org" }), contactMessages],
    ["a registration", "/api/event-registrations", () => registrationPayload({ registrationData: roboticsAnswers({ ...newRegistrantContact(), email: "bad-lang@example.org" }) }), eventRegistrations],
  ] as const)("%s with a language other than en or bn is a 400 at the field that stores and sends nothing", async (_label, url, payload, table) => {
    const before = (await t.db.select().from(table)).length;
    const response = await t.app.inject({ method: "POST", url, payload: { ...payload(), lang: "fr" } });
    expect(response.statusCode).toBe(400);
    const issues = (response.json() as { issues?: { path: string; message: string }[] }).issues ?? [];
    expect(issues).toContainEqual({ path: "body.lang", message: "The page's language must be en or bn" });
    expect((await t.db.select().from(table)).length).toBe(before);
    expect(await t.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, ["bad-lang@example.org"]))).toHaveLength(0);
  });
});
