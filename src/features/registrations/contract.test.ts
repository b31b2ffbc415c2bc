import { describe, expect, it } from "vitest";
import type { StoredFormField } from "#shared/registration-form-fields.ts";
import {
  answerText,
  columnsAcrossEvents,
  registrationColumns,
  registrationExportQuerySchema,
  registrationFields,
  registrationFileParamsSchema,
  registrationListQuerySchema,
  titleSlug,
} from "./contract.ts";

const school = "0c5b8e2f-4d7a-4f13-a961-2be263840f9a";
const college = "1d6c9f30-5e8b-4024-b872-3cf374951aab";
const event = "5e9a3c71-0d2f-4b8e-a174-6b8c0d2e4f34";

const forms = [
  {
    categoryId: school,
    formFields: [
      { question: "Student's full name", type: "text" },
      { name: "class", label: "Class", type: "select", options: ["Class 9"] },
      { name: "photo", label: "Photo", type: "image" },
    ],
  },
  {
    categoryId: college,
    formFields: [
      { name: "full_name", label: "Full Name", type: "text" },
      { name: "photo", label: "Your photo (ID card)", type: "file" },
      { name: "segments", label: "Segments", type: "checkboxes", options: ["Robotics"] },
    ],
  },
  // An older, inactive form of the school category: its new field is a column too.
  { categoryId: school, formFields: [{ name: "class", label: "Class (old)", type: "text" }, { name: "guardian", label: "Guardian" }] },
];

describe("registrationColumns", () => {
  it("lists every field of the event's forms in form order, one column per name with the first form's label and type", () => {
    expect(registrationColumns(forms)).toEqual([
      { name: "student_s_full_name", label: "Student's full name", type: "text", categories: [school] },
      { name: "class", label: "Class", type: "select", categories: [school] },
      { name: "photo", label: "Photo", type: "image", categories: [school, college] },
      { name: "full_name", label: "Full Name", type: "text", categories: [college] },
      { name: "segments", label: "Segments", type: "checkboxes", categories: [college] },
      { name: "guardian", label: "Guardian", type: "text", categories: [school] },
    ]);
  });

  it("adds the answers no form names, by name, after the form fields", () => {
    const columns = registrationColumns(forms, ["photo", "zeta", "alpha", "zeta"]);
    expect(columns.slice(-2)).toEqual([
      { name: "alpha", label: "alpha", type: "text", categories: [] },
      { name: "zeta", label: "zeta", type: "text", categories: [] },
    ]);
    expect(columns).toHaveLength(8);
  });

  it("makes no columns of a form that is not a list of fields", () => {
    // The column's type and the database's check both rule this out; the normalisation copes anyway.
    const notAList = { name: "x" } as unknown as StoredFormField[];
    expect(registrationColumns([{ categoryId: school, formFields: notAList }], [])).toEqual([]);
  });
});

describe("registrationFields", () => {
  it("gives the category's fields in its form's order, empty ones as null, then answers to other fields", () => {
    const eventColumns = registrationColumns(forms, ["legacy"]);
    const own = registrationColumns(forms.filter((form) => form.categoryId === college));
    const answers = { photo: "upload:x/photo_1.png", segments: ["Robotics"], legacy: "old", class: "Class 9", unlisted: "?" };
    const fields = registrationFields(own, eventColumns, answers, new Map([["photo", { extension: "png", image: true }]]));
    expect(fields).toEqual([
      { name: "full_name", label: "Full Name", type: "text", value: null, file: null },
      { name: "photo", label: "Your photo (ID card)", type: "file", value: "upload:x/photo_1.png", file: { extension: "png", image: true } },
      { name: "segments", label: "Segments", type: "checkboxes", value: ["Robotics"], file: null },
      // Another category's field keeps its label; an unnamed answer is labelled by its name.
      { name: "class", label: "Class", type: "select", value: "Class 9", file: null },
      { name: "legacy", label: "legacy", type: "text", value: "old", file: null },
      { name: "unlisted", label: "unlisted", type: "text", value: "?", file: null },
    ]);
  });
});

describe("columnsAcrossEvents", () => {
  it("shares a column between events that label a name alike, and splits it by event where they do not", () => {
    const columns = columnsAcrossEvents([
      { id: "a", title: "Olympiad", columns: registrationColumns([{ categoryId: school, formFields: [{ name: "full_name", label: "Full Name" }, { name: "class", label: "Class" }] }]) },
      { id: "b", title: "Festival", columns: registrationColumns([{ categoryId: school, formFields: [{ name: "full_name", label: "Full Name" }, { name: "class", label: "Grade" }, { name: "photo", label: "Photo", type: "image" }] }]) },
    ]);
    expect(columns).toEqual([
      { name: "full_name", label: "Full Name" },
      { name: "class", label: "Olympiad: Class", eventId: "a" },
      { name: "class", label: "Festival: Grade", eventId: "b" },
      { name: "photo", label: "Photo" },
    ]);
  });
});

describe("query schemas", () => {
  it("requires an event for the table but not for the export", () => {
    expect(registrationListQuerySchema.safeParse({}).success).toBe(false);
    expect(registrationListQuerySchema.parse({ event })).toEqual({ event, page: 1, pageSize: 25 });
    expect(registrationExportQuerySchema.parse({})).toEqual({});
    expect(registrationExportQuerySchema.safeParse({ event: "robotics" }).error?.issues[0]?.message).toBe("event must be an event id.");
    expect(registrationListQuerySchema.safeParse({ event, sort: "name" }).success).toBe(false);
  });

  it("takes field names as text, without slashes or control characters", () => {
    expect(registrationFileParamsSchema.safeParse({ id: event, field: "how_did_you_hear_about_the_festival_" }).success).toBe(true);
    for (const field of ["", "../photo", "a\\b", "a\u0000b", "x".repeat(201)]) {
      expect(registrationFileParamsSchema.safeParse({ id: event, field }).success, JSON.stringify(field)).toBe(false);
    }
  });
});

describe("titleSlug and answerText", () => {
  it("makes file-name parts of event titles", () => {
    expect(titleSlug("12th National Science Festival 2027")).toBe("12th-national-science-festival-2027");
    expect(titleSlug("Robotics Workshop: Build a Line-Following Robot")).toBe("robotics-workshop-build-a-line-following-robot");
    expect(titleSlug("বিজ্ঞান মেলা")).toBe("event");
    expect(titleSlug("Café ৩")).toBe("cafe");
    expect(titleSlug("a".repeat(59) + " b c")).toBe("a".repeat(59));
  });

  it("joins lists and shows nothing for no answer", () => {
    expect(answerText(["Robotics", "Rocketry"])).toBe("Robotics, Rocketry");
    expect(answerText(null)).toBe("");
    expect(answerText("x")).toBe("x");
  });
});
