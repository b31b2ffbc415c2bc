import { describe, expect, it } from "vitest";
import { normalisePhone, phoneMessage } from "./phone.ts";

describe("normalisePhone", () => {
  it.each([
    ["01712345678", "01712345678"],
    [" 01712-345678 ", "01712345678"],
    ["017 1234 5678", "01712345678"],
    ["+8801712345678", "01712345678"],
    ["+880 1712-345678", "01712345678"],
    ["8801912345678", "01912345678"],
    ["00880 1312 345678", "01312345678"],
    ["(+880) 1712.345.678", "01712345678"],
    ["০১৭১২৩৪৫৬৭৮", "01712345678"],
    ["+৮৮০ ১৭১২-৩৪৫৬৭৮", "01712345678"],
  ])("stores %j as %s", (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it.each([
    ["an empty text", ""],
    ["a number one digit short", "0171234567"],
    ["a number one digit long", "017123456789"],
    ["an operator code that does not exist", "01212345678"],
    ["a landline", "029876543"],
    ["a number without its leading 0 or country code", "1712345678"],
    ["another country's code", "+911712345678"],
    ["letters among the digits", "01712-34S678"],
    ["a plus sign in the middle", "017+12345678"],
    ["an e-mail address", "nadia@example.org"],
  ])("refuses %s", (_label, typed) => {
    expect(normalisePhone(typed)).toBeNull();
  });

  it("gives a stored form that is accepted again unchanged", () => {
    const stored = normalisePhone("+880 1712-345678") ?? "";
    expect(normalisePhone(stored)).toBe(stored);
  });

  it("names the field and the expected format in its refusal", () => {
    expect(phoneMessage("Phone Number")).toBe("Phone Number must be a Bangladeshi mobile number: 11 digits starting with 01, e.g. 01712-345678");
  });
});
