import { describe, expect, it } from "vitest";
import { builderIssuesFromServer, fieldNameFromLabel, formBuilderMessages, formFieldsSchema, isChoiceType, takesPlaceholder } from "./forms.ts";

const field = (label: string, name: string, type = "text", more: object = {}) => ({ label, name, type, placeholder: "", required: false, options: [], ...more });
const issuesOf = (fields: unknown) => {
  const parsed = formFieldsSchema.safeParse(fields);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};

describe("the form builder's schema", () => {
  it("accepts a field of every type the public dialog renders, trimmed, with the options only a choice keeps", () => {
    const parsed = formFieldsSchema.parse([
      field(" Full name ", "full_name", "text", { required: true, options: ["stray"] }),
      field("Size", "size", "select", { options: [" S ", "M"] }),
      field("Photo", "photo", "image"),
      field("Old kind", "old", "multiple_choice", { options: ["a"] }),
    ]);
    expect(parsed[0]).toEqual({ label: "Full name", name: "full_name", type: "text", placeholder: "", required: true, options: [] });
    expect(parsed[1]!.options).toEqual(["S", "M"]);
    expect(parsed.map((f) => f.type)).toEqual(["text", "select", "image", "multiple_choice"]);
  });

  it("refuses a duplicate name (in any letter case) at the later field", () => {
    expect(issuesOf([field("Name", "name"), field("Other", "email"), field("Name 2", "NAME")])).toEqual([{ path: [2, "name"], message: formBuilderMessages.nameTaken }]);
  });

  it("refuses a choice field without options, or with an option twice, at its options", () => {
    expect(issuesOf([field("Size", "size", "radio")])).toEqual([{ path: [0, "options"], message: formBuilderMessages.optionsRequired }]);
    expect(issuesOf([field("Size", "size", "checkboxes", { options: ["S", "S"] })])).toEqual([{ path: [0, "options"], message: formBuilderMessages.optionRepeated }]);
    expect(issuesOf([field("Size", "size", "checkboxes", { options: [" "] })])).toEqual([{ path: [0, "options", 0], message: formBuilderMessages.optionEmpty }]);
  });

  it("refuses an unknown type, a blank label and a name with other characters, each at its input", () => {
    expect(issuesOf([field(" ", "a b", "rating")])).toEqual([
      { path: [0, "label"], message: formBuilderMessages.labelRequired },
      { path: [0, "name"], message: formBuilderMessages.nameCharacters },
      { path: [0, "type"], message: formBuilderMessages.unknownType("rating") },
    ]);
  });

  it("keeps Bangla texts trimmed, stores them only when written, and drops those a type does not show", () => {
    const parsed = formFieldsSchema.parse([
      field("Size", "size", "select", { options: ["S", "M"], labelBn: " মাপ ", placeholderBn: "বাছুন", optionsBn: ["ছোট", " মাঝারি "] }),
      field("Name", "name", "text", { labelBn: "  ", placeholderBn: "", optionsBn: [] }),
      field("Letter", "letter", "file", { labelBn: "চিঠি", placeholderBn: "পিডিএফ", optionsBn: ["ক"] }),
    ]);
    expect(parsed[0]).toMatchObject({ labelBn: "মাপ", placeholderBn: "বাছুন", optionsBn: ["ছোট", "মাঝারি"] });
    expect(parsed[1]).toEqual({ label: "Name", name: "name", type: "text", placeholder: "", required: false, options: [] });
    expect(parsed[2]).toEqual({ label: "Letter", name: "letter", type: "file", placeholder: "", required: false, options: [], labelBn: "চিঠি" });
  });

  it("refuses Bangla options that do not pair one for one with the English ones, or repeat, or are too long", () => {
    expect(issuesOf([field("Size", "size", "radio", { options: ["S", "M", "L"], optionsBn: ["ছোট", "বড়"] })])).toEqual([
      { path: [0, "optionsBn"], message: formBuilderMessages.optionsBnCount(2, 3) },
    ]);
    expect(issuesOf([field("Size", "size", "radio", { options: ["S", "M"], optionsBn: ["ছোট", "ছোট"] })])).toEqual([
      { path: [0, "optionsBn"], message: formBuilderMessages.optionBnRepeated },
    ]);
    expect(issuesOf([field("Size", "size", "radio", { options: ["S"], labelBn: "ম".repeat(201), optionsBn: ["ছ".repeat(201)] })])).toEqual([
      { path: [0, "labelBn"], message: formBuilderMessages.labelBnTooLong },
      { path: [0, "optionsBn", 0], message: formBuilderMessages.optionBnTooLong },
    ]);
  });

  it("refuses more than 50 fields", () => {
    expect(issuesOf(Array.from({ length: 51 }, (_, i) => field(`F${i}`, `f${i}`)))).toEqual([{ path: [], message: formBuilderMessages.tooManyFields }]);
  });

  it("derives a field name from a label", () => {
    expect(fieldNameFromLabel("Student's full name")).toBe("student_s_full_name");
    expect(fieldNameFromLabel("  How did you hear about us?  ")).toBe("how_did_you_hear_about_us");
    expect(fieldNameFromLabel("মোবাইল")).toBe("");
  });

  it("knows which types are choices", () => {
    expect(["select", "dropdown", "radio", "multiple_choice", "checkbox", "checkboxes"].every(isChoiceType)).toBe(true);
    expect(["text", "file", "image", "textarea", "rating"].some(isChoiceType)).toBe(false);
  });

  it("keeps a placeholder only on a field whose control shows one", () => {
    expect(["text", "email", "tel", "number", "textarea", "select", "dropdown"].every(takesPlaceholder)).toBe(true);
    expect(["file", "image", "radio", "checkboxes", "date", "time", "datetime-local", "rating"].some(takesPlaceholder)).toBe(false);
    const parsed = formFieldsSchema.parse([field("Letter", "letter", "file", { placeholder: "Choose a PDF" }), field("School", "school", "text", { placeholder: "e.g. Dhaka College" })]);
    expect(parsed.map((f) => f.placeholder)).toEqual(["", "e.g. Dhaka College"]);
  });

  it("places the server's issues at the builder's fields", () => {
    expect(
      builderIssuesFromServer([
        { path: "body.fields.1.name", message: "taken" },
        { path: "body.fields.2.options.0", message: "empty" },
        { path: "body.fields", message: "too many" },
        { path: "body.capacity", message: "seats" },
      ]),
    ).toEqual([
      { index: 1, part: "name", message: "taken" },
      { index: 2, part: "options", message: "empty" },
      { index: null, part: null, message: "too many" },
      { index: null, part: null, message: "seats" },
    ]);
  });
});
