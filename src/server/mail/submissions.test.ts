import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consoleApiPath, consoleApiPaths } from "../../shared/console/paths.ts";
import type { MailDeliveriesAnswer, NotificationSettingsAnswer } from "../../shared/console/mail.ts";
import { referencePattern } from "../../shared/reference.ts";
import decodeQR from "@paulmillr/qr/decode.js";
import sharp from "sharp";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "../db/sample-content.ts";
import { contactMessages, eventRegistrations, events, applications, applicationStatusChanges, mailOutbox, organisers } from "../db/schema.ts";
import type { StatusChangeAnswer, TellBatch } from "#features/applications/contract.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { clearMail, createMailTestApp, until } from "#tests/support/mail-app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { contactMessagePayload, newRegistrantContact, registrationPayload, roboticsAnswers } from "#tests/support/factories.ts";
import { createOrganiser, signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { type TestSmtpServer, textOf } from "#tests/support/smtp.ts";
import { writeEndpoints } from "#tests/support/write-endpoints.ts";

const application = (marker: string) => writeEndpoints.find((e) => e.name === "join requests")!.validPayload(marker);
/** The sample Robotics Workshop's College form, answered by the registrant the confirmation goes to. */
const robotics = roboticsAnswers({ full_name: "Nadia Islam", email: "nadia@example.org" });

describe.each(testDatabaseKinds)("e-mail of submissions and changes on %s", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: SignedInOrganiser;
  let reviewer: SignedInOrganiser;
  let editor: SignedInOrganiser;

  beforeAll(async () => {
    ({ t, smtp } = await createMailTestApp(kind));
    admin = await signedInAs(t, "admin");
    reviewer = await signedInAs(t, "reviewer");
    editor = await signedInAs(t, "editor");
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  // Each test starts once the previous one's e-mail has been sent (or has failed), with nothing received.
  beforeEach(async () => {
    smtp.refuseData = false;
    await clearMail(t, smtp);
  });

  const console_ = (who: SignedInOrganiser, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie, ...(method === "GET" ? {} : { origin: siteOrigin }) }, payload });
  const notify = (who: SignedInOrganiser, settings: { applications: boolean; registrations: boolean; messages: boolean }) =>
    console_(who, "PATCH", consoleApiPaths.notifications, settings);
  const allSent = async () => (await t.db.select().from(mailOutbox)).every((row) => row.state === "sent");

  it("an application: a reference in the answer, the applicant's confirmation, and a notice to each organiser who asked", async () => {
    expect((await notify(reviewer, { applications: true, registrations: false, messages: false })).statusCode).toBe(200);
    expect((await notify(admin, { applications: false, registrations: false, messages: false })).statusCode).toBe(200);
    const response = await t.app.inject({ method: "POST", url: "/api/join-requests", payload: application("mail-app-1") });
    expect(response.statusCode).toBe(201);
    const { id, reference } = response.json() as { id: string; reference: string };
    expect(reference).toMatch(referencePattern);
    const [stored] = await t.db.select({ reference: applications.reference }).from(applications).where(eq(applications.id, id));
    expect(stored?.reference).toBe(reference);

    await until(() => smtp.received.length === 2);
    const [confirmation] = smtp.to("mail-app-1@example.org");
    expect(confirmation?.subject).toBe(`Application received (${reference})`);
    expect(textOf(confirmation!.raw)).toContain(`http://localhost:3000/join-us/status?reference=${reference}`);
    const [notice] = smtp.to(reviewer.email);
    expect(notice?.subject).toBe(`New membership application (${reference})`);
    // The notice names no applicant: the organiser reads the application in the console.
    expect(notice!.raw).not.toContain("mail-app-1");
    expect(textOf(notice!.raw)).toContain(`http://localhost:3000/organiser/applications/${id}`);
    expect(smtp.to(admin.email)).toHaveLength(0);
  });

  it("writes nothing to the outbox when the submission is refused: the mail is in the submission's transaction", async () => {
    const first = await t.app.inject({ method: "POST", url: "/api/join-requests", payload: application("mail-dup") });
    expect(first.statusCode).toBe(201);
    await until(allSent);
    await t.db.delete(mailOutbox);
    const again = await t.app.inject({ method: "POST", url: "/api/join-requests", payload: { ...application("mail-dup-2"), email: "mail-dup@example.org" } });
    expect(again.statusCode).toBe(409);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("a registration: its reference, and a confirmation with the answers and the event's calendar file", async () => {
    await notify(reviewer, { applications: false, registrations: true, messages: false });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/event-registrations",
      payload: registrationPayload({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: robotics }),
    });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json() as { reference: string };
    expect(reference).toMatch(referencePattern);
    const [stored] = await t.db.select({ reference: eventRegistrations.reference }).from(eventRegistrations).where(eq(eventRegistrations.reference, reference));
    expect(stored).toBeDefined();
    await until(() => smtp.to("nadia@example.org").length === 1 && smtp.to(reviewer.email).length === 1);
    const confirmation = smtp.to("nadia@example.org")[0]!;
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
    expect(decodeQR({ width: info.width, height: info.height, data })).toBe(ticketUrl);
    expect(smtp.to(reviewer.email)[0]?.subject).toContain(reference);
    expect(smtp.to(reviewer.email)[0]!.raw).not.toContain("Nadia");
  });

  it("a registration that lands on the waiting list is told so, not that it is registered, and gets no ticket", async () => {
    const taken = await t.db.select({ id: eventRegistrations.id }).from(eventRegistrations).where(eq(eventRegistrations.eventId, ev.roboticsWorkshop));
    await t.db.update(events).set({ capacity: taken.length, waitlistEnabled: true }).where(eq(events.id, ev.roboticsWorkshop));
    try {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/event-registrations",
        payload: registrationPayload({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: roboticsAnswers({ ...newRegistrantContact(), full_name: "Late Comer", email: "late.comer@example.org" }) }),
      });
      expect(response.json()).toMatchObject({ status: "waitlisted" });
      await until(() => smtp.to("late.comer@example.org").length === 1);
      const text = textOf(smtp.to("late.comer@example.org")[0]!.raw);
      expect(text).toContain("you are on the waiting list. We will tell you if a seat frees up.");
      expect(text).not.toContain("You are registered for");
      expect(text).not.toContain("Your ticket");
    } finally {
      await t.db.update(events).set({ capacity: null, waitlistEnabled: false }).where(eq(events.id, ev.roboticsWorkshop));
    }
  });

  it("a registrant confirmed from the waiting list is e-mailed their seat, and the console is told so", async () => {
    const [waiting] = await t.db
      .insert(eventRegistrations)
      .values({ eventId: ev.roboticsWorkshop, categoryId: cat.college, status: "waitlisted", registrationData: roboticsAnswers({ full_name: "Wait Listed", email: "Seat.Wait@example.org" }) })
      .returning({ id: eventRegistrations.id, reference: eventRegistrations.reference });
    const confirm = await console_(reviewer, "POST", consoleApiPath(consoleApiPaths.registrationConfirm, { id: waiting!.id }), { overCapacity: true });
    expect(confirm.json()).toEqual({ status: "confirmed", changed: true, emailed: true });
    await until(() => smtp.to("seat.wait@example.org").length === 1);
    const mail = smtp.to("seat.wait@example.org")[0]!;
    expect(mail.subject).toBe(`A seat for you at ${(await t.db.select({ title: events.title }).from(events).where(eq(events.id, ev.roboticsWorkshop)))[0]!.title} (${waiting!.reference})`);
    expect(textOf(mail.raw)).toContain(`Your reference: ${waiting!.reference}`);
    expect(textOf(mail.raw)).toContain(`/join-us/status?reference=${waiting!.reference}`);
    // The seat brings the ticket a waiting registration did not have.
    expect(textOf(mail.raw)).toMatch(new RegExp(`Your ticket: http://localhost:3000/events/ticket/${waiting!.reference}\\.[A-Za-z0-9_-]{22}`));
    expect(mail.raw).toMatch(/Content-ID: <ticket-qr-code>/i);
  });

  it("a message: its reference and the visitor's confirmation", async () => {
    await notify(reviewer, { applications: false, registrations: false, messages: false });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: contactMessagePayload({ email: "rafi@example.org", message: "When does it start?" }),
    });
    expect(response.statusCode).toBe(201);
    const { id, reference } = response.json() as { id: string; reference: string };
    expect(reference).toMatch(referencePattern);
    const [stored] = await t.db.select({ reference: contactMessages.reference }).from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored?.reference).toBe(reference);
    await until(() => smtp.received.length === 1);
    expect(smtp.to("rafi@example.org")[0]?.subject).toBe(`We received your message (${reference})`);
  });

  it("a status change from the console tells the applicant, a rejection with its reason", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/join-requests", payload: application("mail-status") });
    const { id, reference } = created.json() as { id: string; reference: string };
    await until(allSent);
    smtp.received.length = 0;
    const change = await console_(reviewer, "POST", consoleApiPaths.applicationsStatus, { ids: [id], status: "rejected", reason: "The payment was not found." });
    expect(change.statusCode).toBe(200);
    // The console says the applicant was e-mailed.
    expect(change.json()).toEqual({ changed: [id], skipped: [], emailed: true, batchId: expect.any(String) });
    expect((await console_(reviewer, "GET", consoleApiPaths.session)).json()).toMatchObject({ mailEnabled: true });
    await until(() => smtp.received.length === 1);
    const mail = smtp.to("mail-status@example.org")[0]!;
    expect(mail.subject).toBe(`Your application: Rejected (${reference})`);
    expect(textOf(mail.raw)).toContain("The reason: The payment was not found.");
    // The "Tell them" page says the e-mail went, and offers WhatsApp once it has failed.
    const batchId = (change.json() as StatusChangeAnswer).batchId!;
    const tell = async () => (await console_(reviewer, "GET", consoleApiPath(consoleApiPaths.applicationsTell, { batchId }))).json() as TellBatch;
    await until(async () => (await tell()).people[0]?.mail === "sent");
    const [note] = await t.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.batchId, batchId));
    await t.db.update(mailOutbox).set({ state: "failed" }).where(eq(mailOutbox.id, note!.mailId!));
    expect((await tell()).people[0]).toMatchObject({ applicationId: id, mail: "failed", toldAt: null });
  });

  it("organisers choose only the notices their role may read; a disabled organiser gets none", async () => {
    const answer = (await console_(editor, "GET", consoleApiPaths.notifications)).json() as NotificationSettingsAnswer;
    expect(answer).toMatchObject({ enabled: true, allowed: { applications: false, registrations: false, messages: false } });
    const refused = await notify(editor, { applications: true, registrations: false, messages: false });
    expect(refused.statusCode).toBe(403);
    const other = await createOrganiser(t, "reviewer");
    await t.app.inject({ method: "POST", url: "/api/join-requests", payload: application("mail-notice-0") });
    await notify(reviewer, { applications: true, registrations: false, messages: false });
    await t.db.update(organisers).set({ disabled: true }).where(eq(organisers.id, reviewer.id));
    try {
      await t.app.inject({ method: "POST", url: "/api/join-requests", payload: application("mail-notice-1") });
      await until(allSent);
      expect(smtp.to(reviewer.email)).toHaveLength(0);
      expect(smtp.to(other.email)).toHaveLength(0);
    } finally {
      await t.db.update(organisers).set({ disabled: false }).where(eq(organisers.id, reviewer.id));
    }
  });

  it("shows failed deliveries to admins with their error, and sends one again on retry", async () => {
    smtp.refuseData = true;
    await t.app.inject({ method: "POST", url: "/api/contact-messages", payload: contactMessagePayload({ name: "Mina", email: "mina@example.org" }) });
    await until(async () => (await t.db.select().from(mailOutbox)).some((row) => row.state === "failed"));
    const page = (await console_(admin, "GET", consoleApiPaths.mailDeliveries)).json() as MailDeliveriesAnswer;
    expect(page.enabled).toBe(true);
    expect(page.counts.failed).toBe(1);
    const failed = page.deliveries.find((d) => d.state === "failed")!;
    expect(failed).toMatchObject({ recipient: "mina@example.org", kind: "message-received", attempts: 3 });
    expect(failed.lastError).toContain("451");
    expect((await console_(reviewer, "GET", consoleApiPaths.mailDeliveries)).statusCode).toBe(403);
    smtp.refuseData = false;
    const retry = await console_(admin, "POST", consoleApiPath(consoleApiPaths.mailDeliveryRetry, { id: failed.id }), {});
    expect(retry.statusCode).toBe(204);
    await until(allSent);
    expect(smtp.to("mina@example.org")).toHaveLength(1);
    expect((await console_(admin, "POST", consoleApiPath(consoleApiPaths.mailDeliveryRetry, { id: failed.id }), {})).statusCode).toBe(409);
  });

  it("sends an organiser's set-up link from the Organisers page", async () => {
    const newcomer = await t.app.inject({
      method: "POST",
      url: consoleApiPaths.organisers,
      headers: { cookie: admin.cookie, origin: siteOrigin },
      payload: { email: `newcomer-${Date.now()}@club.example`, name: "New Comer", role: "reviewer" },
    });
    const { id } = newcomer.json() as { id: string };
    const sent = await console_(admin, "POST", consoleApiPath(consoleApiPaths.organiserSetupLinkSend, { id }), {});
    expect(sent.statusCode).toBe(200);
    const { sentTo } = sent.json() as { sentTo: string };
    await until(() => smtp.to(sentTo).length === 1);
    expect(textOf(smtp.to(sentTo)[0]!.raw)).toMatch(/http:\/\/localhost:3000\/organiser\/setup\?token=/);
  });

  it("finds a submission by its reference in the console", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/join-requests", payload: application("mail-search") });
    const { id, reference } = created.json() as { id: string; reference: string };
    const list = await console_(reviewer, "GET", `${consoleApiPaths.applications}?q=${reference.toLowerCase()}`);
    expect((list.json() as { rows: { id: string; reference: string }[] }).rows.map((row) => row.id)).toEqual([id]);
    const detail = await console_(reviewer, "GET", consoleApiPath(consoleApiPaths.application, { id }));
    expect((detail.json() as { reference: string }).reference).toBe(reference);

    const message = await t.app.inject({ method: "POST", url: "/api/contact-messages", payload: contactMessagePayload({ name: "Sami", email: "sami@example.org" }) });
    const sent = message.json() as { id: string; reference: string };
    const messages = await console_(reviewer, "GET", `${consoleApiPaths.messages}?q=${sent.reference}`);
    expect((messages.json() as { rows: { id: string; reference: string }[] }).rows).toEqual([expect.objectContaining({ id: sent.id, reference: sent.reference })]);

    const registered = await t.app.inject({
      method: "POST",
      url: "/api/event-registrations",
      payload: registrationPayload({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: { ...robotics, email: "search@example.org", phone: "01799999999" } }),
    });
    const { reference: registrationReference } = registered.json() as { reference: string };
    const registrations = await console_(reviewer, "GET", `${consoleApiPaths.registrations}?event=${ev.roboticsWorkshop}&q=${registrationReference}`);
    const rows = (registrations.json() as { rows: { id: string; reference: string }[] }).rows;
    expect(rows.map((row) => row.reference)).toEqual([registrationReference]);
    const registrationDetail = await console_(reviewer, "GET", consoleApiPath(consoleApiPaths.registration, { id: rows[0]!.id }));
    expect((registrationDetail.json() as { reference: string }).reference).toBe(registrationReference);
  });
});

describe.each(testDatabaseKinds)("with e-mail off on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t.close());

  it("takes submissions, writes no e-mail, and the console says e-mail is off", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/join-requests", payload: application("mail-off") });
    expect(response.statusCode).toBe(201);
    expect((response.json() as { reference: string }).reference).toMatch(referencePattern);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
    const admin = await signedInAs(t, "admin");
    const page = await t.app.inject({ method: "GET", url: consoleApiPaths.mailDeliveries, headers: { cookie: admin.cookie } });
    expect((page.json() as MailDeliveriesAnswer).enabled).toBe(false);
    const other = await createOrganiser(t, "editor");
    const send = await t.app.inject({
      method: "POST",
      url: consoleApiPath(consoleApiPaths.organiserSetupLinkSend, { id: other.id }),
      headers: { cookie: admin.cookie, origin: siteOrigin },
      payload: {},
    });
    expect(send.statusCode).toBe(409);
    expect((send.json() as { message: string }).message).toMatch(/^E-mail is off/);
  });

  it("tells the console that e-mail is off, and that a changed applicant was not e-mailed", async () => {
    const reviewer = await signedInAs(t, "reviewer");
    const session = await t.app.inject({ method: "GET", url: consoleApiPaths.session, headers: { cookie: reviewer.cookie } });
    expect(session.json()).toMatchObject({ mailEnabled: false, organiser: { id: reviewer.id } });
    const created = await t.app.inject({ method: "POST", url: "/api/join-requests", payload: application("mail-off-status") });
    const { id } = created.json() as { id: string };
    const change = await t.app.inject({
      method: "POST",
      url: consoleApiPaths.applicationsStatus,
      headers: { cookie: reviewer.cookie, origin: siteOrigin },
      payload: { ids: [id], status: "payment_verified" },
    });
    expect(change.json()).toEqual({ changed: [id], skipped: [], emailed: false, batchId: expect.any(String) });
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
