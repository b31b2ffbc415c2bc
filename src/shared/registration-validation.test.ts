import { describe, expect, it } from "vitest";
import { normaliseFormFields } from "./registration-form-fields.ts";
import { checkRegistration, extraAnswerKeys } from "./registration-validation.ts";
import { oneLineRule, textRule } from "./single-line.ts";
import { isUploadKeyFor, uploadKey } from "./registration-uploads.ts";

const fields = normaliseFormFields([
  { name: "full_name", label: "Full Name", type: "text", required: true },
  { name: "email", type: "email" },
  { name: "age", type: "number" },
  { name: "born", type: "date" },
  { name: "at", type: "time" },
  { name: "arrival", type: "datetime-local" },
  { name: "class", type: "select", options: ["Class 9", "Class 10"], required: true },
  { name: "segment", type: "multiple_choice", options: ["Quiz", "Olympiad"] },
  { name: "skills", type: "checkboxes", options: ["Arduino", "Soldering"], required: true },
  { name: "photo", type: "image", required: true },
  { name: "about", type: "textarea" },
  { name: "signature", type: "signature", required: true },
]);

const valid = {
  full_name: "  Nadia Islam ",
  email: "nadia@example.org",
  age: "17",
  born: "2009-04-01",
  at: "14:30",
  arrival: "2027-01-21T09:00",
  class: "Class 10",
  segment: "Quiz",
  skills: ["Soldering", "Arduino"],
  photo: "https://files.example.org/leader-uploads/e/photo_1.png",
  about: "",
};

const messages = (data: Record<string, unknown>) => checkRegistration(fields, data).issues.map((i) => `${i.field} ${i.message}`);

describe("checkRegistration", () => {
  it("keeps a long-text answer's line breaks, and refuses a line break or control character in any other answer (docs/security.md)", () => {
    const lines = "First line.\r\nSecond line.\n\tIndented.";
    expect(checkRegistration(fields, { ...valid, about: lines }).data.about).toBe(lines);
    expect(messages({ ...valid, about: "bell\u0007" })).toEqual([`about ${textRule}`]);
    for (const value of ["Nick\r\nBcc: victim@example.org", "Nick\nBcc", "Nick\u2028Bcc", "Nick\u0000", "Nick\u001b[31m", "Nick\u007f", "Ni\tck"]) {
      expect(messages({ ...valid, full_name: value }), JSON.stringify(value)).toEqual([`full_name ${oneLineRule}`]);
    }
    expect(messages({ ...valid, email: "nadia@example.org\r\nBcc: x@example.org" })).toEqual([`email ${oneLineRule}`]);
    expect(messages({ ...valid, class: "Class 10\nBcc" })).toEqual([`class ${oneLineRule}`]);
  });

  it(`refuses more answers than the form has fields and ${extraAnswerKeys} more with one issue, before reading any`, () => {
    const unknown = Object.fromEntries(Array.from({ length: fields.length + extraAnswerKeys - Object.keys(valid).length + 1 }, (_, i) => [`x${i}`, "1"]));
    const result = checkRegistration(fields, { ...valid, ...unknown });
    expect(result.issues).toEqual([{ field: "", message: `There are ${fields.length + extraAnswerKeys + 1} answers, and this form has ${fields.length} fields.` }]);
    expect(result.data).toEqual({});
    // At the margin, each unknown name is named.
    const few = checkRegistration(fields, { ...valid, x0: "1", x1: "2" });
    expect(few.issues.map((i) => i.field)).toEqual(["x0", "x1"]);
  });

  it("accepts complete answers, trims text and leaves out empty optional ones", () => {
    const result = checkRegistration(fields, valid);
    expect(result.issues).toEqual([]);
    expect(result.data).toEqual({ ...valid, full_name: "Nadia Islam", about: undefined });
    expect(Object.keys(result.data)).not.toContain("about");
    expect(result.uploads.map((u) => [u.field.name, u.kind, u.value])).toEqual([["photo", "image", valid.photo]]);
  });

  it("requires required answers, a blank text counting as missing", () => {
    expect(messages({ ...valid, full_name: "   " })).toEqual(["full_name is required"]);
    expect(messages({ ...valid, class: undefined })).toEqual(["class is required"]);
    const { photo: _photo, ...withoutPhoto } = valid;
    expect(messages(withoutPhoto)).toEqual(["photo is required"]);
    expect(messages({ ...valid, skills: [] })).toEqual(["skills is required"]);
  });

  it("never requires a field of an unsupported type, and refuses an answer to one", () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, signature: "drawn" })).toEqual(["signature cannot be answered (unsupported field type: signature)"]);
  });

  it("rejects field names the form does not have", () => {
    expect(messages({ ...valid, is_admin: "true" })).toEqual(["is_admin is not a field of this form"]);
  });

  it("accepts only offered options for choices", () => {
    expect(messages({ ...valid, class: "Class 11" })).toEqual(["class is not one of the offered options"]);
    expect(messages({ ...valid, segment: "quiz" })).toEqual(["segment is not one of the offered options"]);
    expect(messages({ ...valid, skills: ["Arduino", "Welding"] })).toEqual(["skills has an option that is not offered"]);
    expect(messages({ ...valid, skills: ["Arduino", "Arduino"] })).toEqual(["skills lists an option twice"]);
  });

  it("wants text for single answers and a list for checkboxes", () => {
    expect(messages({ ...valid, full_name: ["Nadia"] })).toEqual(["full_name must be text"]);
    expect(messages({ ...valid, age: 17 })).toEqual(["age must be text"]);
    expect(messages({ ...valid, skills: "Arduino" })).toEqual(["skills must be a list of chosen options"]);
    expect(messages({ ...valid, skills: [1] })).toEqual(["skills must be a list of chosen options"]);
  });

  it("checks the format of e-mail, number, date and time answers", () => {
    expect(messages({ ...valid, email: "not an email" })).toEqual(["email must be a valid email address"]);
    expect(messages({ ...valid, age: "seventeen" })).toEqual(["age must be a number"]);
    expect(messages({ ...valid, born: "1 April 2009" })).toEqual(["born must be a date (YYYY-MM-DD)"]);
    expect(messages({ ...valid, at: "2pm" })).toEqual(["at must be a time (HH:MM)"]);
    expect(messages({ ...valid, arrival: "2027-01-21" })).toEqual(["arrival must be a date and time"]);
  });

  it("stores a tel answer as 01XXXXXXXXX and refuses one that is not a Bangladeshi mobile number", () => {
    const withPhone = normaliseFormFields([{ name: "guardian_phone", label: "Guardian's phone", type: "tel", required: true }]);
    expect(checkRegistration(withPhone, { guardian_phone: "+880 1812-345678" })).toMatchObject({
      issues: [],
      data: { guardian_phone: "01812345678" },
    });
    expect(checkRegistration(withPhone, { guardian_phone: "৯৯৯" }).issues).toEqual([
      { field: "guardian_phone", message: "must be a Bangladeshi mobile number: 11 digits starting with 01, e.g. 01712-345678" },
    ]);
    expect(checkRegistration(withPhone, { guardian_phone: " " }).issues).toEqual([{ field: "guardian_phone", message: "is required" }]);
  });

  it("limits the length of an answer", () => {
    expect(messages({ ...valid, about: "x".repeat(5001) })).toEqual(["about must be at most 5000 characters"]);
    expect(messages({ ...valid, about: "x".repeat(5000) })).toEqual([]);
  });
});

describe("upload keys", () => {
  it("are {event id}/{field name}_{timestamp}.{extension}, with unsafe name characters replaced", () => {
    expect(uploadKey("ev-1", "photo", 1700000000000, "png")).toBe("ev-1/photo_1700000000000.png");
    expect(uploadKey("ev-1", "../Your Photo", 5, "pdf")).toBe("ev-1/___Your_Photo_5.pdf");
  });

  it("belong to one event and field, with a type the field accepts", () => {
    const key = uploadKey("ev-1", "photo", 42, "pdf");
    expect(isUploadKeyFor(key, "ev-1", "photo", "file")).toBe(true);
    expect(isUploadKeyFor(key, "ev-1", "photo", "image")).toBe(false);
    expect(isUploadKeyFor(key, "ev-2", "photo", "file")).toBe(false);
    expect(isUploadKeyFor(key, "ev-1", "id_card", "file")).toBe(false);
    expect(isUploadKeyFor("ev-1/photo_42.png/../x", "ev-1", "photo", "image")).toBe(false);
    expect(isUploadKeyFor("ev-1/photo_.png", "ev-1", "photo", "image")).toBe(false);
  });
});
