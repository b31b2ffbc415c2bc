import { describe, expect, it } from "vitest";
import { applicationStatusMessages } from "#features/applications/status.ts";
import { applicationMessages } from "#features/applications/messages.ts";
import { insertFailureMessages } from "#features/applications/insert-failures.ts";
import { contactMessages } from "#features/messages/rules.ts";
import { legalVersionMessages } from "#shared/legal-versions.ts";
import { phoneMessage } from "#shared/phone.ts";
import { singleLineMessage } from "#shared/single-line.ts";
import { joinUsContent } from "../join-us.ts";
import { databaseFaultMessages } from "#shared/database-faults.ts";
import { inBangla as applicationInBangla } from "./application-messages.ts";
import { inBangla as contactInBangla } from "./contact-messages.ts";

// The Bangla pages show every message of the shared rules and the server in Bangla: a
// message the dictionaries miss would come through in English.
const latin = /[A-Za-z]{3,}/;

describe("the Bangla dictionaries of Join Us, the status page and Contact", () => {
  it.each([
    ...Object.values(applicationMessages),
    ...Object.values(insertFailureMessages),
    ...Object.values(applicationStatusMessages),
    ...Object.values(legalVersionMessages),
    "Name must be at most 200 characters",
    "Father's Phone Number must be at most 20 characters",
    phoneMessage("Mother's Phone Number"),
    singleLineMessage("College Roll"),
    "The membership fee is 250 TK. Please reload the page to see it before you apply.",
    "Too many requests from your address. Please wait 30 seconds and try again.",
    "Something went wrong on our side. Please try again later.",
    ...Object.values(databaseFaultMessages),
  ])("Join Us and the status page: %s", (english) => {
    const bangla = applicationInBangla(english);
    expect(bangla).not.toBe(english);
    // Examples (GSC-7KQ3-M9, 01712-345678, https://) stay as written.
    expect(bangla.replace(/GSC-7KQ3-M9|01712-345678|https:\/\//g, "")).not.toMatch(latin);
  });

  it("writes numbers in a message in Bangla digits and translates the field's label", () => {
    expect(applicationInBangla("Name must be at most 200 characters")).toBe("নাম সর্বোচ্চ ২০০ অক্ষরের হতে পারে");
    expect(applicationInBangla("The membership fee is 250 TK. Please reload the page to see it before you apply.")).toContain("২৫০ টাকা");
  });

  it("has every field label of the form, so a message naming a field names it in Bangla", () => {
    for (const label of ["Name", "College Roll", "Email", "Phone Number", "Section", "Blood Group", "Permanent Address", "Facebook ID", "Transaction ID"]) {
      expect(applicationInBangla(label), label).not.toBe(label);
    }
    expect(Object.keys(joinUsContent.labels).length).toBe(16);
  });

  it.each([
    ...Object.values(contactMessages),
    "Your name must be at most 200 characters",
    "Your message may not contain control characters other than line breaks and tabs",
    singleLineMessage("Your email"),
    "Too many requests from your address. Please wait 1 second and try again.",
    ...Object.values(databaseFaultMessages),
  ])("Contact: %s", (english) => {
    const bangla = contactInBangla(english);
    expect(bangla).not.toBe(english);
    expect(bangla).not.toMatch(latin);
  });
});
