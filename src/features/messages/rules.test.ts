import { describe, expect, it } from "vitest";
import { contactMessageSchema, contactMessages } from "./rules.ts";

const valid = { name: " Rafi ", email: " rafi@example.org ", subject: "  ", message: " When is the next olympiad camp? " };

describe("contactMessageSchema", () => {
  it("trims every field, stores a blank subject as null, and takes a message without a language as sent from an English page", () => {
    expect(contactMessageSchema.parse(valid)).toEqual({
      name: "Rafi",
      email: "rafi@example.org",
      subject: null,
      message: "When is the next olympiad camp?",
      lang: "en",
    });
    expect(contactMessageSchema.parse({ ...valid, lang: "bn" }).lang).toBe("bn");
    expect(contactMessageSchema.safeParse({ ...valid, lang: "fr" }).error?.issues.map((issue) => issue.message)).toEqual(["The page's language must be en or bn"]);
    expect(contactMessageSchema.parse({ ...valid, subject: " Olympiad " }).subject).toBe("Olympiad");
  });

  it.each([
    [contactMessages.nameRequired, { name: "  " }],
    [contactMessages.emailRequired, { email: "" }],
    [contactMessages.emailInvalid, { email: "rafi@example" }],
    [contactMessages.messageRequired, { message: "\n\n" }],
    ["Your message must be at most 5000 characters", { message: "a".repeat(5001) }],
    ["Subject must be at most 200 characters", { subject: "a".repeat(201) }],
  ])("reports '%s'", (message, change) => {
    const result = contactMessageSchema.safeParse({ ...valid, ...change });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it("rejects unknown fields", () => {
    expect(contactMessageSchema.safeParse({ ...valid, id: "x" }).success).toBe(false);
  });
});
