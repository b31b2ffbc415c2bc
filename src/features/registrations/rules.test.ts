import { describe, expect, it } from "vitest";
import { normaliseFormFields } from "#shared/registration-form-fields.ts";
import { alreadyRegisteredMessage, contactEmail, contactPhone, looksLikePhone, registrantName, registrationContact } from "./rules.ts";
import { normalisePhone } from "#shared/phone.ts";

describe("contactPhone", () => {
  it.each([
    ["01712345678", "01712345678"],
    ["+880 1712-345678", "01712345678"],
    ["8801712345678", "01712345678"],
    ["00880 1712 345678", "01712345678"],
    ["০১৭১২৩৪৫৬৭৮", "01712345678"],
    // Typed before the phone rule: kept as its digits, still compared.
    ["029876543", "029876543"],
    ["+44 20 7946 0958", "442079460958"],
  ])("compares %j as %s", (typed, compared) => {
    expect(contactPhone(typed)).toBe(compared);
  });

  it("gives nothing for an answer without digits", () => {
    expect(contactPhone("none")).toBeNull();
  });

  it("agrees with the stored form of every number the phone rule accepts", () => {
    for (const typed of ["+880 1712-345678", "(+880) 1912.345.678", "+৮৮০ ১৭১২-৩৪৫৬৭৮"]) expect(contactPhone(typed)).toBe(normalisePhone(typed));
  });
});

describe("contactEmail", () => {
  it("trims and lowers the case", () => {
    expect(contactEmail("  Nadia.Islam@Example.ORG ")).toBe("nadia.islam@example.org");
    expect(contactEmail("   ")).toBeNull();
  });
});

describe("registrationContact", () => {
  const fields = normaliseFormFields([
    { name: "full_name", type: "text" },
    { name: "phone", type: "tel" },
    { name: "guardian_phone", type: "tel" },
    { question: "E-mail", type: "email" },
  ]);

  it("reads the form's first e-mail field and first phone field", () => {
    expect(registrationContact(fields, { full_name: "Nadia", phone: "+8801712345678", guardian_phone: "01812345678", e_mail: "Nadia@Example.org" })).toEqual({
      email: "nadia@example.org",
      phone: "01712345678",
    });
  });

  it("does not take a guardian's or parent's phone for the registrant's: brothers and sisters share it", () => {
    for (const field of [
      { name: "guardian_phone", label: "Guardian's Mobile Number", type: "tel" },
      { name: "p", label: "Father's phone", type: "tel" },
      { name: "parent_mobile", label: "Mobile", type: "tel" },
      { name: "m", label: "অভিভাবকের মোবাইল নম্বর", type: "tel" },
    ]) {
      const onlyTheirs = normaliseFormFields([{ name: "full_name", type: "text" }, field]);
      expect(registrationContact(onlyTheirs, { full_name: "Tania", [field.name]: "01712345678" })).toEqual({ email: null, phone: null });
    }
    // The registrant's own phone after it is the one compared.
    const both = normaliseFormFields([{ name: "guardian_phone", label: "Guardian's phone", type: "tel" }, { name: "mobile", label: "Your mobile", type: "tel" }]);
    expect(registrationContact(both, { guardian_phone: "01712345678", mobile: "01912345678" })).toEqual({ email: null, phone: "01912345678" });
  });

  it("gives null for a field left empty, and for a form without such fields", () => {
    expect(registrationContact(fields, { full_name: "Nadia", guardian_phone: "01812345678" })).toEqual({ email: null, phone: null });
    expect(registrationContact(normaliseFormFields([{ name: "full_name", type: "text" }]), { full_name: "Nadia" })).toEqual({ email: null, phone: null });
  });
});

describe("alreadyRegisteredMessage", () => {
  it("says what matched and gives the first reference", () => {
    expect(alreadyRegisteredMessage("GSC-AB2C-D3", "email")).toBe(
      "You have already registered for this event with this e-mail address. Your reference is GSC-AB2C-D3.",
    );
    expect(alreadyRegisteredMessage("GSC-AB2C-D3", "both")).toBe(
      "You have already registered for this event with this e-mail address and phone number. Your reference is GSC-AB2C-D3.",
    );
  });
});

describe("registrantName", () => {
  const fields = (raw: unknown[]) => normaliseFormFields(raw);

  it("answers the first text field named or labelled as a name, a guardian's or parent's aside", () => {
    const form = fields([
      { name: "guardian_name", label: "Guardian's Name", type: "text" },
      { name: "fathers_name", label: "বাবার নাম", type: "text" },
      { name: "photo_name", label: "Photo", type: "image" },
      { question: "Student's full name", type: "text" },
      { name: "school_name", label: "School Name", type: "text" },
    ]);
    expect(registrantName([form], { guardian_name: "Karim", fathers_name: "Rahim", student_s_full_name: "Rafi", school_name: "Ideal" })).toBe("Rafi");
  });

  it("takes the first form whose name field the answers hold, and null when none does", () => {
    const active = fields([{ name: "participant", label: "Participant name", type: "text" }]);
    const older = fields([{ name: "full_name", label: "Full Name", type: "text" }]);
    expect(registrantName([active, older], { full_name: "Nadia" })).toBe("Nadia");
    expect(registrantName([active, older], { participant: "  ", other: "x" })).toBeNull();
    expect(registrantName([], { full_name: "Nadia" })).toBeNull();
  });
});

describe("looksLikePhone", () => {
  it.each(["+880 1712-345678", "(+880) 1712 345678", "০১৭১২", "1712"])("takes %j as a phone number", (text) => {
    expect(looksLikePhone(text)).toBe(true);
  });

  it.each(["171", "GSC-1712", "nadia 01712345678", "2026-11-26 1712.34"])("does not take %j", (text) => {
    expect(looksLikePhone(text)).toBe(false);
  });
});
