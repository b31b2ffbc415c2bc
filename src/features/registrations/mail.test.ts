import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { referencePattern } from "#shared/reference.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { eventCategories, eventRegistrations, events, mailOutbox } from "#server/db/schema.ts";
import { expectBanglaHtml, until, useMailTestApp } from "#tests/support/mail-app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { newRegistrantContact, registrationPayload, roboticsAnswers } from "#tests/support/factories.ts";
import { siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { htmlOf, plainTextOf, subjectOf, textOf } from "#tests/support/smtp.ts";
import { readQrCode } from "#tests/support/qr.ts";

// A registration's e-mail (mail.server.ts): the confirmation with the answers, the event's calendar
// file and the ticket, the waiting list's and the seat's letters, in the language of the page the
// registrant came from (a Bangla e-mail has Bangla digits in its dates, an HTML part with
// lang="bn" and links to the Bangla pages), and a notice to each organiser who asked for one.

/** The sample Robotics Workshop's College form, answered by the registrant the confirmation goes to. */
const robotics = roboticsAnswers({ full_name: "Nadia Islam", email: "nadia@example.org" });
const site = "http://localhost:3000";
const banglaDigit = /[০-৯]/;
const latinDigitInDate = /কখন: [^\n]*[0-9]/;

describe.each(testDatabaseKinds)("a registration's e-mail on %s", (kind) => {
  const ctx = useMailTestApp(kind, async ({ t }) => {
    // The editor's Bangla title and category name, which a Bangla letter uses.
    await t.db.update(events).set({ titleBn: "রোবটিক্স কর্মশালা", locationBn: "বিজ্ঞান ভবন" }).where(eq(events.id, ev.roboticsWorkshop));
    await t.db.update(eventCategories).set({ nameBn: "কলেজ" }).where(eq(eventCategories.id, cat.college));
  });
  // Each test starts with the workshop open to all, after the e-mail hooks' own clearing.
  beforeEach(async () => {
    await ctx.t.db.update(events).set({ capacity: null, waitlistEnabled: false }).where(eq(events.id, ev.roboticsWorkshop));
  });

  const console_ = (who: SignedInOrganiser, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    ctx.t.app.inject({ method, url, headers: { cookie: who.cookie, ...(method === "GET" ? {} : { origin: siteOrigin }) }, payload });
  const notify = (who: SignedInOrganiser, settings: { applications: boolean; registrations: boolean; messages: boolean }) =>
    console_(who, "PATCH", consoleApiPaths.notifications, settings);
  const register = (lang: "en" | "bn", email: string) =>
    ctx.t.app.inject({
      method: "POST",
      url: "/api/event-registrations",
      payload: registrationPayload({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: roboticsAnswers({ ...newRegistrantContact(), email }), lang }),
    });

  it("a confirmed Bangla registration: stored bn, a Bangla confirmation with Bangla digits, the Bangla ticket page, the QR code the door reads", async () => {
    const response = await register("bn", "bn-seat@example.org");
    expect(response.statusCode).toBe(201);
    const { reference, status, ticketUrl } = response.json() as { reference: string; status: string; ticketUrl: string };
    expect(status).toBe("confirmed");
    expect((await ctx.t.db.select({ lang: eventRegistrations.lang }).from(eventRegistrations).where(eq(eventRegistrations.reference, reference)))[0]?.lang).toBe("bn");

    await until(() => ctx.smtp.to("bn-seat@example.org").length === 1);
    const mail = ctx.smtp.to("bn-seat@example.org")[0]!;
    expect(subjectOf(mail)).toBe(`নিবন্ধন সম্পন্ন: রোবটিক্স কর্মশালা (${reference})`);
    const text = plainTextOf(mail);
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
    expect(await readQrCode({ width: info.width, height: info.height, data })).toBe(ticketUrl);
  });

  it("a waitlisted Bangla registration is told so in Bangla, and its seat later in Bangla with the Bangla ticket page", async () => {
    const taken = await ctx.t.db.select({ id: eventRegistrations.id }).from(eventRegistrations).where(eq(eventRegistrations.eventId, ev.roboticsWorkshop));
    await ctx.t.db.update(events).set({ capacity: taken.length, waitlistEnabled: true }).where(eq(events.id, ev.roboticsWorkshop));
    const response = await register("bn", "bn-wait@example.org");
    expect(response.json()).toMatchObject({ status: "waitlisted" });
    const { reference } = response.json() as { reference: string };
    const [row] = await ctx.t.db.select({ id: eventRegistrations.id, lang: eventRegistrations.lang }).from(eventRegistrations).where(eq(eventRegistrations.reference, reference));
    expect(row?.lang).toBe("bn");
    await until(() => ctx.smtp.to("bn-wait@example.org").length === 1);
    const waiting = ctx.smtp.to("bn-wait@example.org")[0]!;
    expect(plainTextOf(waiting)).toContain("আপনি এখন অপেক্ষমাণ তালিকায় আছেন।");
    expect(plainTextOf(waiting)).not.toContain("আপনার টিকিট");
    expectBanglaHtml(waiting);

    ctx.smtp.received.length = 0;
    const confirm = await console_(ctx.reviewer, "POST", consoleApiPath(consoleApiPaths.registrationConfirm, { id: row!.id }), { overCapacity: true });
    expect(confirm.json()).toMatchObject({ status: "confirmed", emailed: true });
    await until(() => ctx.smtp.to("bn-wait@example.org").length === 1);
    const seat = ctx.smtp.to("bn-wait@example.org")[0]!;
    expect(subjectOf(seat)).toBe(`আপনার জন্য একটি আসন: রোবটিক্স কর্মশালা (${reference})`);
    expect(plainTextOf(seat)).toContain("রোবটিক্স কর্মশালা ইভেন্টের কলেজ ক্যাটাগরিতে আপনার আসন নিশ্চিত হয়েছে।");
    expect(plainTextOf(seat)).toMatch(new RegExp(`আপনার টিকিট: ${site}/bn/events/ticket/${reference}\\.[A-Za-z0-9_-]{22}`));
    expect(plainTextOf(seat)).toContain(`${site}/bn/join-us/status?reference=${reference}`);
    expectBanglaHtml(seat);
    // The console shows its language and the names its letters use.
    const detail = (await console_(ctx.reviewer, "GET", consoleApiPath(consoleApiPaths.registration, { id: row!.id }))).json() as { lang: string; letterNames: object };
    expect(detail).toMatchObject({ lang: "bn", letterNames: { eventTitle: "রোবটিক্স কর্মশালা", categoryName: "কলেজ" } });
  });

  it("an English registration's confirmation stays English, with the English title", async () => {
    const response = await register("en", "en-seat@example.org");
    const { reference } = response.json() as { reference: string };
    expect((await ctx.t.db.select({ lang: eventRegistrations.lang }).from(eventRegistrations).where(eq(eventRegistrations.reference, reference)))[0]?.lang).toBe("en");
    await until(() => ctx.smtp.to("en-seat@example.org").length === 1);
    const mail = ctx.smtp.to("en-seat@example.org")[0]!;
    const [event] = await ctx.t.db.select({ title: events.title }).from(events).where(eq(events.id, ev.roboticsWorkshop));
    expect(mail.subject).toBe(`Registered for ${event!.title} (${reference})`);
    expect(plainTextOf(mail)).toContain(`${site}/join-us/status?reference=${reference}`);
    expect(plainTextOf(mail)).not.toContain("/bn/");
    expect(htmlOf(mail)).not.toContain('lang="bn"');
  });

  it("a registration: its reference, and a confirmation with the answers and the event's calendar file", async () => {
    await notify(ctx.reviewer, { applications: false, registrations: true, messages: false });
    const response = await ctx.t.app.inject({
      method: "POST",
      url: "/api/event-registrations",
      payload: registrationPayload({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: robotics }),
    });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json() as { reference: string };
    expect(reference).toMatch(referencePattern);
    const [stored] = await ctx.t.db.select({ reference: eventRegistrations.reference }).from(eventRegistrations).where(eq(eventRegistrations.reference, reference));
    expect(stored).toBeDefined();
    await until(() => ctx.smtp.to("nadia@example.org").length === 1 && ctx.smtp.to(ctx.reviewer.email).length === 1);
    const confirmation = ctx.smtp.to("nadia@example.org")[0]!;
    expect(confirmation.subject).toContain(reference);
    const text = textOf(confirmation.raw);
    expect(text).toContain("Full Name: Nadia Islam");
    expect(text).toContain("(Dhaka time)");
    expect(text).toContain(`Check its status: `);
    expect(text).toContain(`/join-us/status?reference=${reference}`);
    expect(confirmation.raw).toMatch(/Content-Type: text\/calendar/i);
    expect(confirmation.raw).toMatch(/filename="?[^"\r\n]+\.ics/);
    // The ticket: its address in the answer and the text, its QR code a PNG shown inside the message.
    const { ticketUrl } = response.json() as { ticketUrl: string };
    expect(ticketUrl).toMatch(new RegExp(`^http://localhost:3000/events/ticket/${reference}\\.[A-Za-z0-9_-]{22}$`));
    expect(text).toContain(`Your ticket: ${ticketUrl}`);
    expect(confirmation.raw).toMatch(/Content-Type: image\/png/i);
    expect(confirmation.raw).toMatch(/Content-ID: <ticket-qr-code>/i);
    expect(confirmation.raw).toMatch(/Content-Disposition: inline/i);
    expect(confirmation.raw.replace(/=\r?\n/g, "")).toContain('src=3D"cid:ticket-qr-code"');
    // The image, decoded, is the ticket's address.
    const png = /Content-Type: image\/png[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(confirmation.raw)?.[1]?.replace(/\s/g, "");
    const { data, info } = await sharp(Buffer.from(png!, "base64")).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(await readQrCode({ width: info.width, height: info.height, data })).toBe(ticketUrl);
    expect(ctx.smtp.to(ctx.reviewer.email)[0]?.subject).toContain(reference);
    expect(ctx.smtp.to(ctx.reviewer.email)[0]!.raw).not.toContain("Nadia");
  });

  it("a registration that lands on the waiting list is told so, not that it is registered, and gets no ticket", async () => {
    const taken = await ctx.t.db.select({ id: eventRegistrations.id }).from(eventRegistrations).where(eq(eventRegistrations.eventId, ev.roboticsWorkshop));
    await ctx.t.db.update(events).set({ capacity: taken.length, waitlistEnabled: true }).where(eq(events.id, ev.roboticsWorkshop));
    try {
      const response = await ctx.t.app.inject({
        method: "POST",
        url: "/api/event-registrations",
        payload: registrationPayload({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: roboticsAnswers({ ...newRegistrantContact(), full_name: "Late Comer", email: "late.comer@example.org" }) }),
      });
      expect(response.json()).toMatchObject({ status: "waitlisted" });
      await until(() => ctx.smtp.to("late.comer@example.org").length === 1);
      const text = textOf(ctx.smtp.to("late.comer@example.org")[0]!.raw);
      expect(text).toContain("you are on the waiting list. We will tell you if a seat frees up.");
      expect(text).not.toContain("You are registered for");
      expect(text).not.toContain("Your ticket");
    } finally {
      await ctx.t.db.update(events).set({ capacity: null, waitlistEnabled: false }).where(eq(events.id, ev.roboticsWorkshop));
    }
  });

  it("a registrant confirmed from the waiting list is e-mailed their seat, and the console is told so", async () => {
    const [waiting] = await ctx.t.db
      .insert(eventRegistrations)
      .values({ eventId: ev.roboticsWorkshop, categoryId: cat.college, status: "waitlisted", registrationData: roboticsAnswers({ full_name: "Wait Listed", email: "Seat.Wait@example.org" }) })
      .returning({ id: eventRegistrations.id, reference: eventRegistrations.reference });
    const confirm = await console_(ctx.reviewer, "POST", consoleApiPath(consoleApiPaths.registrationConfirm, { id: waiting!.id }), { overCapacity: true });
    expect(confirm.json()).toEqual({ status: "confirmed", changed: true, emailed: true });
    await until(() => ctx.smtp.to("seat.wait@example.org").length === 1);
    const mail = ctx.smtp.to("seat.wait@example.org")[0]!;
    expect(mail.subject).toBe(`A seat for you at ${(await ctx.t.db.select({ title: events.title }).from(events).where(eq(events.id, ev.roboticsWorkshop)))[0]!.title} (${waiting!.reference})`);
    expect(textOf(mail.raw)).toContain(`Your reference: ${waiting!.reference}`);
    expect(textOf(mail.raw)).toContain(`/join-us/status?reference=${waiting!.reference}`);
    // The seat brings the ticket a waiting registration did not have.
    expect(textOf(mail.raw)).toMatch(new RegExp(`Your ticket: http://localhost:3000/events/ticket/${waiting!.reference}\\.[A-Za-z0-9_-]{22}`));
    expect(mail.raw).toMatch(/Content-ID: <ticket-qr-code>/i);
  });

  it("a registration with a language other than en or bn is a 400 at the field that stores and sends nothing", async () => {
    const before = (await ctx.t.db.select().from(eventRegistrations)).length;
    const response = await ctx.t.app.inject({ method: "POST", url: "/api/event-registrations", payload: { ...registrationPayload({ registrationData: roboticsAnswers({ ...newRegistrantContact(), email: "bad-lang@example.org" }) }), lang: "fr" } });
    expect(response.statusCode).toBe(400);
    const issues = (response.json() as { issues?: { path: string; message: string }[] }).issues ?? [];
    expect(issues).toContainEqual({ path: "body.lang", message: "The page's language must be en or bn" });
    expect((await ctx.t.db.select().from(eventRegistrations)).length).toBe(before);
    expect(await ctx.t.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, ["bad-lang@example.org"]))).toHaveLength(0);
  });
});
