import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "#features/messages/rules.ts";
import { newOrganiserSchema } from "#features/organisers/contract.ts";
import { pointsChangeSchema } from "#features/content/contract.ts";
import { applicationSchema } from "#features/applications/rules.ts";
import { currentConsentVersions } from "./legal-versions.ts";
import { isMultiLineText, isSingleLine, singleLineMessage } from "./single-line.ts";

const breaks = ["\r\n", "\n", "\r", "\u2028", "\u2029", "\u0000", "\u0007", "\u001b", "\u007f", "\t", "\u000b", "\u000c"];
// NEL, another C1 control, and the bidirectional controls that turn a line around: one-line only.
const lineTurners = ["\u0085", "\u009b", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"];

describe("one-line text", () => {
  it.each(breaks)("refuses %j in one line, and keeps only line breaks and tabs in long text", (character) => {
    expect(isSingleLine(`Nick${character}Bcc: victim@example.org`)).toBe(false);
    expect(isMultiLineText(`Nick${character}more`)).toBe(["\r\n", "\n", "\r", "\t", "\u2028", "\u2029"].includes(character));
  });

  it.each(lineTurners)("refuses %j in one line", (character) => {
    expect(isSingleLine(`Invoice${character}fdp.exe`)).toBe(false);
  });

  it("keeps any text without control characters, in any script", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        // eslint-disable-next-line no-control-regex
        const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, "");
        expect(isSingleLine(clean)).toBe(true);
        expect(isMultiLineText(`${clean}\r\n${clean}`)).toBe(true);
      }),
    );
    expect(isSingleLine("নাদিয়া ইসলাম — O'Brien <x@example.org>")).toBe(true);
  });

  it("is refused at its field by the public forms and the console's, with the field's own message", () => {
    const header = "Nick\r\nBcc: victim@example.org";
    const join = applicationSchema.safeParse({
      fullName: header,
      collegeRoll: "r1",
      email: "a@example.org",
      phone: null,
      section: null,
      bloodGroup: null,
      fathersName: null,
      fathersPhone: null,
      mothersName: null,
      mothersPhone: null,
      permanentAddress: "Mirpur\nDhaka",
      presentAddress: null,
      photoDriveLink: "https://drive.example.org/x\r\ny",
      facebookId: null,
      previousClubbingExperience: false,
      extraQualificationActivities: false,
      termsAgreement: true,
      departments: ["it"],
      totalAmount: 200,
      paymentType: "cash",
      paymentNumber: null,
      accountName: null,
      accountNumber: null,
      transactionId: null,
      ...currentConsentVersions,
    });
    expect(join.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["fullName", singleLineMessage("Name")],
      ["permanentAddress", singleLineMessage("Permanent Address")],
      ["photoDriveLink", singleLineMessage("Photo Drive Link")],
    ]);

    const contact = contactMessageSchema.safeParse({ name: header, email: "a@example.org\u0000", subject: "Hi\u2028there", message: "Line one.\r\nLine two." });
    expect(contact.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", singleLineMessage("Your name")],
      ["email", singleLineMessage("Your email")],
      ["subject", singleLineMessage("Subject")],
    ]);
    expect(contactMessageSchema.parse({ name: "Nadia", email: "a@example.org", subject: null, message: "Line one.\r\nLine two." }).message).toBe("Line one.\r\nLine two.");

    const organiser = newOrganiserSchema.safeParse({ email: "a@example.org\nBcc: b@example.org", name: header, role: "editor" });
    expect(organiser.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["email", singleLineMessage("The e-mail address")],
      ["name", singleLineMessage("The name")],
    ]);
    expect(pointsChangeSchema.safeParse({ delta: 5, reason: header }).error?.issues[0]?.message).toBe(singleLineMessage("The reason"));
  });
});
