import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EventRegistrationForm } from "#shared/api/events.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import type { ApplicationDetail } from "#features/applications/contract.ts";
import type { RegistrationDetail } from "#features/registrations/contract.ts";
import { currentConsentVersions, legalVersionMessages, legalVersions } from "#shared/legal-versions.ts";
import { guardianText } from "#features/registrations/guardian.ts";
import { defaultRateLimit } from "../../app.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "../../db/sample-content.ts";
import { applications, eventRegistrations, events } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { parseCsv } from "#tests/support/csv.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { applicationPayload, newRegistrantContact, registrationPayload, roboticsAnswers } from "#tests/support/factories.ts";
import { signedInAs, type SignedInOrganiser } from "#tests/support/organisers.ts";

// Which privacy policy and terms a submission accepted, and the
// guardian of a participant who may be under 18.

describe.each(testDatabaseKinds)("consent versions and guardians on %s", (kind) => {
  let t: TestApp;
  let reviewer: SignedInOrganiser;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, rateLimit: { ...defaultRateLimit, max: 10_000, signInMax: 1000 } });
    reviewer = await signedInAs(t, "reviewer");
  }, 180_000);
  beforeEach(async () => {
    await t.db.delete(eventRegistrations);
    await t.db.delete(applications);
    await t.db.update(events).set({ participantsMayBeUnder18: false });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  const register = (overrides: object = {}) =>
    post("/api/event-registrations", { ...registrationPayload({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: roboticsAnswers(newRegistrantContact()) }), ...overrides });
  const console_ = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: reviewer.cookie } });
  const under18 = () => t.db.update(events).set({ participantsMayBeUnder18: true }).where(eq(events.id, ev.roboticsWorkshop));
  const guardian = { name: "  Rahima Begum ", phone: "+880 1811-223344", consent: true };

  describe("consent versions", () => {
    it("stores the versions an application and a registration accepted, with the time, and shows them in the console", async () => {
      const before = Date.now();
      const applied = await post("/api/join-requests", applicationPayload());
      expect(applied.statusCode, applied.body).toBe(201);
      const registered = await register();
      expect(registered.statusCode, registered.body).toBe(201);

      const [application] = await t.db.select().from(applications);
      const [registration] = await t.db.select().from(eventRegistrations);
      for (const row of [application!, registration!]) {
        expect(row).toMatchObject({ privacyPolicyVersion: legalVersions.privacyPolicy.id, termsVersion: legalVersions.terms.id });
        expect(row.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(row.consentAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      }

      const detail = (await console_(consoleApiPath(consoleApiPaths.application, { id: application!.id }))).json<ApplicationDetail>();
      expect(detail).toMatchObject({ ...currentConsentVersions, consentAt: application!.consentAt!.toISOString() });
      const shown = (await console_(consoleApiPath(consoleApiPaths.registration, { id: registration!.id }))).json<RegistrationDetail>();
      expect(shown.consent).toEqual({ ...currentConsentVersions, consentAt: registration!.consentAt!.toISOString() });
      expect(shown.guardian).toBeNull();
    });

    it.each([
      ["an application", "/api/join-requests", () => applicationPayload()],
      ["a registration", "/api/event-registrations", () => registrationPayload({ registrationData: roboticsAnswers(newRegistrantContact()) })],
    ])("refuses %s with an older or no version at the field, saying to reload, and stores nothing", async (_kind, url, payload) => {
      const older = await post(url, { ...payload(), privacyPolicyVersion: "2020-01-01" });
      expect(older.statusCode).toBe(400);
      expect(older.json()).toMatchObject({ issues: [{ path: "body.privacyPolicyVersion", message: legalVersionMessages.privacyPolicy }] });
      const { termsVersion: _left, ...withoutTerms } = payload();
      const missing = await post(url, withoutTerms);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ issues: [{ path: "body.termsVersion", message: legalVersionMessages.terms }] });
      expect(await t.db.select().from(applications)).toHaveLength(0);
      expect(await t.db.select().from(eventRegistrations)).toHaveLength(0);
    });
  });

  describe("participants who may be under 18", () => {
    it("tells the form to ask for a guardian only for an event marked so", async () => {
      const form = () => t.app.inject({ method: "GET", url: `/api/events/${ev.roboticsWorkshop}/categories/${cat.college}/form` }).then((r) => r.json<EventRegistrationForm>());
      expect((await form()).askGuardian).toBe(false);
      await under18();
      expect((await form()).askGuardian).toBe(true);
    });

    it("refuses a registration without the guardian's name, phone and consent, naming each field, and stores nothing", async () => {
      await under18();
      const none = await register();
      expect(none.statusCode).toBe(400);
      expect(none.json().issues).toEqual([
        { path: "guardian.name", message: `${guardianText.name} is required` },
        { path: "guardian.phone", message: `${guardianText.phone} is required` },
        { path: "guardian.consent", message: `${guardianText.consentQuestion} is required` },
      ]);
      const wrong = await register({ guardian: { name: "Rahima Begum", phone: "12345", consent: false } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().issues.map((issue: { path: string }) => issue.path)).toEqual(["guardian.phone", "guardian.consent"]);
      expect(wrong.json().issues[0].message).toMatch(/^Guardian's phone must be a Bangladeshi mobile number/);
      expect(await t.db.select().from(eventRegistrations)).toHaveLength(0);
    });

    it("stores the guardian (the phone as the form's phone fields are) and shows it in the console and its export", async () => {
      await under18();
      const response = await register({ guardian });
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await t.db.select().from(eventRegistrations);
      expect(row).toMatchObject({ guardianName: "Rahima Begum", guardianPhone: "01811223344", guardianConsent: true });
      // The guardian is not the registrant: the contact (one registration per person) stays the form's own.
      expect(row!.contactPhone).not.toBe("01811223344");

      const shown = (await console_(consoleApiPath(consoleApiPaths.registration, { id: row!.id }))).json<RegistrationDetail>();
      expect(shown.guardian).toEqual({ name: "Rahima Begum", phone: "01811223344" });
      const csv = await console_(`${consoleApiPaths.registrationsExport}?event=${ev.roboticsWorkshop}`);
      const [header, first] = parseCsv(csv.body.slice(1));
      const cell = (label: string) => first![header!.indexOf(label)];
      expect(cell("Guardian's name")).toBe("Rahima Begum");
      expect(cell("Guardian's phone")).toBe("01811223344");
      expect(cell("Guardian's consent")).toBe("Yes");
      expect(cell("Privacy policy accepted")).toBe(legalVersions.privacyPolicy.id);
      expect(cell("Terms accepted")).toBe(legalVersions.terms.id);
    });

    it("takes no guardian for another event", async () => {
      const response = await register({ guardian });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(guardianText.notAsked);
      expect(await t.db.select().from(eventRegistrations)).toHaveLength(0);
      expect((await register()).statusCode).toBe(201);
    });
  });
});
