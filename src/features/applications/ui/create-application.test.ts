import { describe, expect, it } from "vitest";
import { insertFailureMessages } from "../insert-failures.ts";
import { legalVersionMessages } from "#shared/legal-versions.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { refusalMessage } from "./create-application.ts";

describe("refusalMessage", () => {
  it("shows the message of the reason the server gave, whatever text came with it", () => {
    const body = { statusCode: 409, error: "Conflict", message: "anything", reason: "duplicateCollegeRoll" };
    expect(refusalMessage(new ApiError(409, "anything", body))).toBe(insertFailureMessages.duplicateCollegeRoll);
    const other = { statusCode: 500, error: "Internal Server Error", message: "x", reason: "other" };
    expect(refusalMessage(new ApiError(500, "x", other))).toBe("Please check your information and try again.");
  });

  it("gives the general advice when the server's own validation refused the data", () => {
    const body = { statusCode: 400, error: "Bad Request", message: "body.email: Please enter a valid email address" };
    expect(refusalMessage(new ApiError(400, body.message, body))).toBe("Please check your information and try again.");
  });

  it("says the fee of today when the fee changed while the form was open", () => {
    const message = "The membership fee is 300 TK. Please reload the page to see it before you apply.";
    const body = { statusCode: 400, error: "Bad Request", message: `body.totalAmount: ${message}`, issues: [{ path: "body.totalAmount", message }] };
    expect(refusalMessage(new ApiError(400, body.message, body))).toBe(message);
  });

  it("says to reload when the privacy policy or the terms changed while the form was open", () => {
    const message = legalVersionMessages.terms;
    const body = { statusCode: 400, error: "Bad Request", message: `body.termsVersion: ${message}`, issues: [{ path: "body.termsVersion", message }] };
    expect(refusalMessage(new ApiError(400, body.message, body))).toBe(message);
  });

  it.each([
    ["a network failure", new TypeError("Failed to fetch")],
    ["a server error without a reason", new ApiError(500, "Something went wrong", { statusCode: 500 })],
    ["too many requests", new ApiError(429, "Too Many Requests", undefined)],
    ["an unknown reason", new ApiError(409, "x", { statusCode: 409, error: "Conflict", message: "x", reason: "astrology" })],
  ])("leaves %s to the unexpected-error text", (_label, error) => {
    expect(refusalMessage(error)).toBeUndefined();
  });
});
