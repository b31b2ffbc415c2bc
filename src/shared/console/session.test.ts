import { describe, expect, it } from "vitest";
import { setupSchema, signInSchema } from "./session.ts";

// Conform sends an empty field as missing: each field must say what to do, not "expected string".
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe("console sign-in and set-up schemas", () => {
  it("asks for each missing sign-in field by name", () => {
    expect(messages(signInSchema.safeParse({}))).toEqual(["Enter your e-mail address.", "Enter your password."]);
  });

  it("asks for each missing set-up field by name", () => {
    expect(messages(setupSchema.safeParse({}))).toEqual([
      "This set-up link is incomplete.",
      "Choose a password of at least 10 characters.",
      "Repeat the password.",
    ]);
  });

  it("refuses a short password and two different passwords with their own messages", () => {
    expect(messages(setupSchema.safeParse({ token: "t", password: "short", confirmPassword: "short" }))).toEqual([
      "Choose a password of at least 10 characters.",
    ]);
    expect(messages(setupSchema.safeParse({ token: "t", password: "long enough one", confirmPassword: "another long one" }))).toEqual([
      "The two passwords differ.",
    ]);
  });
});
