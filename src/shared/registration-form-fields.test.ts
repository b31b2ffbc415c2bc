import { describe, expect, it } from "vitest";
import { fieldKind, normaliseFormField, normaliseFormFields } from "./registration-form-fields.ts";

describe("normaliseFormField", () => {
  it("keeps every property an organiser set", () => {
    expect(
      normaliseFormField(
        { name: "school", label: "School Name", type: "select", placeholder: "Pick one", required: true, options: ["A", "B"] },
        3,
      ),
    ).toEqual({
      name: "school",
      label: "School Name",
      type: "select",
      placeholder: "Pick one",
      required: true,
      options: ["A", "B"],
      labelBn: null,
      placeholderBn: null,
      optionsBn: null,
    });
  });

  it("keeps the Bangla label, placeholder and options, the options only when they pair one for one", () => {
    const field = { name: "school", label: "School", type: "select", labelBn: "বিদ্যালয়", placeholderBn: "একটি বাছুন", options: ["A", "B"] };
    expect(normaliseFormField({ ...field, optionsBn: ["ক", "খ"] }, 0)).toMatchObject({ labelBn: "বিদ্যালয়", placeholderBn: "একটি বাছুন", optionsBn: ["ক", "খ"] });
    expect(normaliseFormField({ ...field, optionsBn: ["ক"] }, 0).optionsBn).toBeNull();
    expect(normaliseFormField({ ...field, optionsBn: ["ক", ""] }, 0).optionsBn).toBeNull();
    expect(normaliseFormField({ ...field, labelBn: "", placeholderBn: 7 }, 0)).toMatchObject({ labelBn: null, placeholderBn: null });
  });

  it("derives the name from the question, lower-cased, each non-alphanumeric turned into an underscore", () => {
    expect(normaliseFormField({ question: "How did you hear about us?" }, 0).name).toBe("how_did_you_hear_about_us_");
    expect(normaliseFormField({ question: "Student's full name" }, 0).name).toBe("student_s_full_name");
    expect(normaliseFormField({ question: "Age (years) 2026" }, 0).name).toBe("age__years__2026");
  });

  it("names a field with neither name nor question field_{index}", () => {
    expect(normaliseFormField({ label: "Phone" }, 4).name).toBe("field_4");
    expect(normaliseFormField({}, 0).name).toBe("field_0");
  });

  it("takes the label from the question, or 'Field {n}' counting from 1", () => {
    expect(normaliseFormField({ question: "Your school?" }, 2).label).toBe("Your school?");
    expect(normaliseFormField({ name: "x" }, 2).label).toBe("Field 3");
    expect(normaliseFormField({ label: "Label wins", question: "Question" }, 0).label).toBe("Label wins");
  });

  it("defaults the type to text", () => {
    expect(normaliseFormField({ name: "x" }, 0).type).toBe("text");
    expect(normaliseFormField({ name: "x", type: "signature" }, 0).type).toBe("signature");
  });

  it("defaults the placeholder to 'Enter {label}', using the label after its own default", () => {
    expect(normaliseFormField({ label: "College Roll" }, 0).placeholder).toBe("Enter College Roll");
    expect(normaliseFormField({ question: "Mobile number" }, 0).placeholder).toBe("Enter Mobile number");
    expect(normaliseFormField({}, 1).placeholder).toBe("Enter Field 2");
  });

  it("defaults required to false and accepts only true as true", () => {
    expect(normaliseFormField({}, 0).required).toBe(false);
    expect(normaliseFormField({ required: "yes" }, 0).required).toBe(false);
    expect(normaliseFormField({ required: true }, 0).required).toBe(true);
  });

  it("defaults options to an empty list and drops entries that are not text", () => {
    expect(normaliseFormField({}, 0).options).toEqual([]);
    expect(normaliseFormField({ options: "A,B" }, 0).options).toEqual([]);
    expect(normaliseFormField({ options: ["A", 2, null, "B"] }, 0).options).toEqual(["A", "B"]);
  });

  it("treats blank strings and non-objects as missing", () => {
    expect(normaliseFormField({ name: "", label: "", type: "", placeholder: "" }, 1)).toEqual({
      name: "field_1",
      label: "Field 2",
      type: "text",
      placeholder: "Enter Field 2",
      required: false,
      options: [],
      labelBn: null,
      placeholderBn: null,
      optionsBn: null,
    });
    expect(normaliseFormField(null, 0).name).toBe("field_0");
    expect(normaliseFormField("text", 5).label).toBe("Field 6");
  });
});

describe("normaliseFormFields", () => {
  it("numbers fields by their position and treats a non-array as an empty form", () => {
    expect(normaliseFormFields([{ name: "a" }, {}]).map((f) => f.name)).toEqual(["a", "field_1"]);
    expect(normaliseFormFields({})).toEqual([]);
    expect(normaliseFormFields(null)).toEqual([]);
  });
});

describe("fieldKind", () => {
  it.each([
    ["text", "input"],
    ["email", "input"],
    ["tel", "input"],
    ["number", "input"],
    ["date", "input"],
    ["time", "input"],
    ["datetime-local", "input"],
    ["textarea", "textarea"],
    ["select", "select"],
    ["dropdown", "select"],
    ["radio", "radio"],
    ["multiple_choice", "radio"],
    ["checkbox", "checkboxes"],
    ["checkboxes", "checkboxes"],
    ["file", "file"],
    ["image", "image"],
  ])("renders %s as %s", (type, kind) => {
    expect(fieldKind(type)).toBe(kind);
  });

  it("knows no other type, including inherited object keys", () => {
    expect(fieldKind("signature")).toBeUndefined();
    expect(fieldKind("toString")).toBeUndefined();
    expect(fieldKind("TEXT")).toBeUndefined();
  });
});
