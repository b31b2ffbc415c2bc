import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import type { MailDeliveriesAnswer, NotificationSettingsAnswer } from "#shared/console/mail.ts";
import { referencePattern } from "#shared/reference.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "../../db/sample-content.ts";
import { mailOutbox, organisers } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { until, useMailTestApp } from "#tests/support/mail-app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { contactMessagePayload, registrationPayload, roboticsAnswers } from "#tests/support/factories.ts";
import { createOrganiser, signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { textOf } from "#tests/support/smtp.ts";
import { writeEndpoints } from "#tests/support/write-endpoints.ts";

// The console's e-mail (mail.ts) with the outbox's worker sending to a test SMTP server: the
// notices each organiser chooses, the failed deliveries and their retry, an organiser's set-up
// link, what the console says with e-mail off, and a submission found by its reference. The
// submissions' own letters are tested beside each feature's mail.server.ts.

const application = (marker: string) => writeEndpoints.find((e) => e.name === "join requests")!.validPayload(marker);
/** The sample Robotics Workshop's College form. */
const robotics = roboticsAnswers({ full_name: "Nadia Islam", email: "nadia@example.org" });

describe.each(testDatabaseKinds)("the console's e-mail pages on %s", (kind) => {
  let admin: SignedInOrganiser;
  let editor: SignedInOrganiser;
  const ctx = useMailTestApp(kind, async ({ t }) => {
    admin = await signedInAs(t, "admin");
    editor = await signedInAs(t, "editor");
  });
  // A test that had the SMTP server refuse mail leaves it accepting again for the next.
  afterEach(() => {
    ctx.smtp.refuseData = false;
  });

  const console_ = (who: SignedInOrganiser, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    ctx.t.app.inject({ method, url, headers: { cookie: who.cookie, ...(method === "GET" ? {} : { origin: siteOrigin }) }, payload });
  const notify = (who: SignedInOrganiser, settings: { applications: boolean; registrations: boolean; messages: boolean }) =>
    console_(who, "PATCH", consoleApiPaths.notifications, settings);
  const allSent = async () => (await ctx.t.db.select().from(mailOutbox)).every((row) => row.state === "sent");

  it("organisers choose only the notices their role may read; a disabled organiser gets none", async () => {
    const answer = (await console_(editor, "GET", consoleApiPaths.notifications)).json() as NotificationSettingsAnswer;
    expect(answer).toMatchObject({ enabled: true, allowed: { applications: false, registrations: false, messages: false } });
    const refused = await notify(editor, { applications: true, registrations: false, messages: false });
    expect(refused.statusCode).toBe(403);
    const other = await createOrganiser(ctx.t, "reviewer");
    await ctx.t.app.inject({ method: "POST", url: "/api/join-requests", payload: application("mail-notice-0") });
    await notify(ctx.reviewer, { applications: true, registrations: false, messages: false });
    await ctx.t.db.update(organisers).set({ disabled: true }).where(eq(organisers.id, ctx.reviewer.id));
    try {
      await ctx.t.app.inject({ method: "POST", url: "/api/join-requests", payload: application("mail-notice-1") });
      await until(allSent);
      expect(ctx.smtp.to(ctx.reviewer.email)).toHaveLength(0);
      expect(ctx.smtp.to(other.email)).toHaveLength(0);
    } finally {
      await ctx.t.db.update(organisers).set({ disabled: false }).where(eq(organisers.id, ctx.reviewer.id));
    }
  });

  it("shows failed deliveries to admins with their error, and sends one again on retry", async () => {
    ctx.smtp.refuseData = true;
    await ctx.t.app.inject({ method: "POST", url: "/api/contact-messages", payload: contactMessagePayload({ name: "Mina", email: "mina@example.org" }) });
    await until(async () => (await ctx.t.db.select().from(mailOutbox)).some((row) => row.state === "failed"));
    const page = (await console_(admin, "GET", consoleApiPaths.mailDeliveries)).json() as MailDeliveriesAnswer;
    expect(page.enabled).toBe(true);
    expect(page.counts.failed).toBe(1);
    const failed = page.deliveries.find((d) => d.state === "failed")!;
    expect(failed).toMatchObject({ recipient: "mina@example.org", kind: "message-received", attempts: 3 });
    expect(failed.lastError).toContain("451");
    expect((await console_(ctx.reviewer, "GET", consoleApiPaths.mailDeliveries)).statusCode).toBe(403);
    ctx.smtp.refuseData = false;
    const retry = await console_(admin, "POST", consoleApiPath(consoleApiPaths.mailDeliveryRetry, { id: failed.id }), {});
    expect(retry.statusCode).toBe(204);
    await until(allSent);
    expect(ctx.smtp.to("mina@example.org")).toHaveLength(1);
    expect((await console_(admin, "POST", consoleApiPath(consoleApiPaths.mailDeliveryRetry, { id: failed.id }), {})).statusCode).toBe(409);
  });

  it("sends an organiser's set-up link from the Organisers page", async () => {
    const newcomer = await ctx.t.app.inject({
      method: "POST",
      url: consoleApiPaths.organisers,
      headers: { cookie: admin.cookie, origin: siteOrigin },
      payload: { email: `newcomer-${Date.now()}@club.example`, name: "New Comer", role: "reviewer" },
    });
    const { id } = newcomer.json() as { id: string };
    const sent = await console_(admin, "POST", consoleApiPath(consoleApiPaths.organiserSetupLinkSend, { id }), {});
    expect(sent.statusCode).toBe(200);
    const { sentTo } = sent.json() as { sentTo: string };
    await until(() => ctx.smtp.to(sentTo).length === 1);
    expect(textOf(ctx.smtp.to(sentTo)[0]!.raw)).toMatch(/http:\/\/localhost:3000\/organiser\/setup\?token=/);
  });

  it("finds a submission by its reference in the console", async () => {
    const created = await ctx.t.app.inject({ method: "POST", url: "/api/join-requests", payload: application("mail-search") });
    const { id, reference } = created.json() as { id: string; reference: string };
    const list = await console_(ctx.reviewer, "GET", `${consoleApiPaths.applications}?q=${reference.toLowerCase()}`);
    expect((list.json() as { rows: { id: string; reference: string }[] }).rows.map((row) => row.id)).toEqual([id]);
    const detail = await console_(ctx.reviewer, "GET", consoleApiPath(consoleApiPaths.application, { id }));
    expect((detail.json() as { reference: string }).reference).toBe(reference);

    const message = await ctx.t.app.inject({ method: "POST", url: "/api/contact-messages", payload: contactMessagePayload({ name: "Sami", email: "sami@example.org" }) });
    const sent = message.json() as { id: string; reference: string };
    const messages = await console_(ctx.reviewer, "GET", `${consoleApiPaths.messages}?q=${sent.reference}`);
    expect((messages.json() as { rows: { id: string; reference: string }[] }).rows).toEqual([expect.objectContaining({ id: sent.id, reference: sent.reference })]);

    const registered = await ctx.t.app.inject({
      method: "POST",
      url: "/api/event-registrations",
      payload: registrationPayload({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: { ...robotics, email: "search@example.org", phone: "01799999999" } }),
    });
    const { reference: registrationReference } = registered.json() as { reference: string };
    const registrations = await console_(ctx.reviewer, "GET", `${consoleApiPaths.registrations}?event=${ev.roboticsWorkshop}&q=${registrationReference}`);
    const rows = (registrations.json() as { rows: { id: string; reference: string }[] }).rows;
    expect(rows.map((row) => row.reference)).toEqual([registrationReference]);
    const registrationDetail = await console_(ctx.reviewer, "GET", consoleApiPath(consoleApiPaths.registration, { id: rows[0]!.id }));
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
