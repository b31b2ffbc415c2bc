import { describe, expect, it } from "vitest";
import { normaliseFormFields } from "#shared/registration-form-fields.ts";
import { serverIssues } from "./walk-in-issues.ts";

const fields = normaliseFormFields([
  { name: "full_name", label: "Full Name", type: "text", required: true },
  { name: "email", label: "Email Address", type: "email" },
]);

describe("the server's refusal of a walk-in, put at its fields", () => {
  it("words answer issues as the form does and keeps payment issues by field", () => {
    const body = {
      message: "The registration does not match the form: ...",
      issues: [
        { path: "registrationData.email", message: "must be a valid email address" },
        { path: "registrationData.email", message: "a second issue of the same field" },
        { path: "payment.transactionId", message: "Transaction ID is required for online payment" },
      ],
    };
    expect(serverIssues(fields, body)).toEqual({
      fields: { email: "Email Address must be a valid email address" },
      payment: { transactionId: "Transaction ID is required for online payment" },
    });
  });

  it("answers nothing when no issue names a field of this form, so the message shows whole", () => {
    expect(serverIssues(fields, { message: "x", issues: [{ path: "registrationData.gone", message: "is not a field of this form" }] })).toBeUndefined();
    expect(serverIssues(fields, { message: "This walk-in is for another event than the one open at the door." })).toBeUndefined();
    expect(serverIssues(fields, null)).toBeUndefined();
  });
});
