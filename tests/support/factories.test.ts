import { describe, expect, it } from "vitest";
import { registrationSubmissionSchema } from "../../src/shared/api/events.ts";
import { applicationSchema } from "#features/applications/rules.ts";
import { contactMessageSchema } from "#features/messages/rules.ts";
import { normaliseFormFields } from "../../src/shared/registration-form-fields.ts";
import { checkRegistration } from "../../src/shared/registration-validation.ts";
import { sampleEventRegistrationForms } from "../../src/server/db/sample-content.ts";
import { applicationPayload, cashApplicationPayload, contactMessagePayload, markedApplicant, registrationPayload } from "./factories.ts";

// The types keep the factories in the schemas' shape; these checks keep their values within the
// schemas' rules, and already in the form the schemas give back (as the browser sends them).

describe("the submission factories", () => {
  it.each([
    ["an online application", applicationPayload()],
    ["a cash application", cashApplicationPayload()],
    ["a marked application", applicationPayload(markedApplicant("factory-check"))],
  ])("give %s the join form's schema accepts unchanged", (_label, payload) => {
    expect(applicationSchema.parse(payload)).toEqual(payload);
  });

  it("give a contact message the contact form's schema accepts unchanged", () => {
    const payload = contactMessagePayload();
    expect(contactMessageSchema.parse(payload)).toEqual(payload);
  });

  it("give a registration whose answers the sample Robotics Workshop's College form accepts unchanged", () => {
    const payload = registrationPayload();
    expect(registrationSubmissionSchema.parse(payload)).toEqual(payload);
    const form = sampleEventRegistrationForms.find((f) => f.eventId === payload.eventId && f.categoryId === payload.categoryId);
    const check = checkRegistration(normaliseFormFields(form?.formFields), payload.registrationData);
    expect(check.issues).toEqual([]);
    expect(check.data).toEqual(payload.registrationData);
  });

  it("make each marked application new where the database asks for it", () => {
    const [a, b] = [markedApplicant("one"), markedApplicant("two")];
    expect(a.email).not.toBe(b.email);
    expect(a.collegeRoll).not.toBe(b.collegeRoll);
  });
});
