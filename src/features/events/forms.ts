import { z } from "zod";
import { limits } from "#shared/limits.ts";
import { fieldKind, type FieldKind } from "#shared/registration-form-fields.ts";
import { singleLine } from "#shared/single-line.ts";

/**
 * The registration form builder's rules: one schema for the console's builder
 * and for the server that stores the form, with the same messages, each at the field it is about.
 */

/** The types the builder offers, in its menu's order; the public dialog renders each (spec section 5). */
export const builderFieldTypes = [
  "text",
  "email",
  "tel",
  "number",
  "date",
  "time",
  "datetime-local",
  "textarea",
  "select",
  "radio",
  "checkboxes",
  "file",
  "image",
] as const;

export const fieldTypeLabels: Record<string, string> = {
  text: "Short text",
  email: "E-mail",
  tel: "Phone",
  number: "Number",
  date: "Date",
  time: "Time",
  "datetime-local": "Date and time",
  textarea: "Long text",
  select: "Choice list (drop-down)",
  dropdown: "Choice list (drop-down)",
  radio: "One choice (radio buttons)",
  multiple_choice: "One choice (radio buttons)",
  checkbox: "Several choices (check boxes)",
  checkboxes: "Several choices (check boxes)",
  file: "File (PDF or image)",
  image: "Image",
};

const choiceKinds: readonly FieldKind[] = ["select", "radio", "checkboxes"];

/** Types whose control shows no placeholder: uploads, radio buttons, check boxes and the browser's date and time pickers. */
const typesWithoutPlaceholder = new Set(["date", "time", "datetime-local"]);

/** Whether the public form shows a placeholder for a field of this type. */
export function takesPlaceholder(type: string): boolean {
  const kind = fieldKind(type);
  return (kind === "input" || kind === "textarea" || kind === "select") && !typesWithoutPlaceholder.has(type);
}

/** Whether a type asks the visitor to choose among options. */
export function isChoiceType(type: string): boolean {
  const kind = fieldKind(type);
  return kind !== undefined && choiceKinds.includes(kind);
}

export const maxFormFields = limits.formFields;
export const maxFieldOptions = limits.fieldOptions;

export const formBuilderMessages = {
  labelRequired: "Give the field a label.",
  labelTooLong: "A label may have at most 200 characters.",
  nameRequired: "Give the field a name.",
  nameTooLong: "A field name may have at most 100 characters.",
  nameCharacters: "A field name may use only letters, digits, _ and -.",
  nameTaken: "Another field of this form already has this name.",
  unknownType: (type: string) => `Unknown field type: ${type}. Choose one of the types offered.`,
  placeholderTooLong: "A placeholder may have at most 200 characters.",
  optionsRequired: "A choice field needs at least one option.",
  optionEmpty: "An option cannot be empty.",
  optionTooLong: "An option may have at most 200 characters.",
  optionRepeated: "Each option may appear only once.",
  tooManyOptions: `A field may have at most ${maxFieldOptions} options.`,
  labelBnTooLong: "A Bangla label may have at most 200 characters.",
  placeholderBnTooLong: "A Bangla placeholder may have at most 200 characters.",
  optionBnEmpty: "A Bangla option cannot be empty: give every option its Bangla text, or none.",
  optionBnTooLong: "A Bangla option may have at most 200 characters.",
  optionBnRepeated: "Each Bangla option may appear only once.",
  optionsBnCount: (bangla: number, english: number) =>
    `The Bangla options must match the English ones one for one: ${bangla} Bangla for ${english} English.`,
  tooManyFields: `A form may have at most ${maxFormFields} fields.`,
} as const;

/**
 * The field name derived from a label: lower-cased, each run of other characters an underscore, as
 * the spec's normalisation names a question (without its trailing underscores).
 */
export function fieldNameFromLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 100);
}

/** The longest each of a field's texts may be, in characters. */
const builderLengths = { label: 200, name: 100, placeholder: 200, option: 200 } as const;

/**
 * The largest save of a valid form, in bytes of JSON: every field at its longest with every option at
 * its longest, each label, placeholder and option twice (English and Bangla), 3
 * bytes a character (Bangla in UTF-8), and the JSON around them. About 3 MB: the console's other
 * routes take 64 KB, which refused a form of 50 fields long before its limits.
 */
export const eventFormBodyLimit =
  Math.ceil(
    (limits.formFields *
      (3 * (2 * builderLengths.label + builderLengths.name + 2 * builderLengths.placeholder + 64) + 2 * limits.fieldOptions * (3 * builderLengths.option + 3) + 192) +
      1024) /
      1024,
  ) * 1024;

/** An optional Bangla text: absent, null or blank is stored as null. */
const optionalBangla = (schema: z.ZodType<string, string>) =>
  schema
    .nullish()
    .transform((value) => (value ? value : null));

const builderFieldSchema = z.strictObject({
  // Labels, placeholders and options are one line: a label heads its answer in the confirmation e-mail.
  label: singleLine(z.string(formBuilderMessages.labelRequired).trim().min(1, formBuilderMessages.labelRequired).max(builderLengths.label, formBuilderMessages.labelTooLong), "A label"),
  name: z
    .string(formBuilderMessages.nameRequired)
    .trim()
    .min(1, formBuilderMessages.nameRequired)
    .max(builderLengths.name, formBuilderMessages.nameTooLong)
    // The name becomes part of an upload's object key (registration-uploads.ts) unchanged.
    .regex(/^[A-Za-z0-9_-]+$/, formBuilderMessages.nameCharacters),
  type: z.string().superRefine((type, context) => {
    if (fieldKind(type) === undefined) context.addIssue({ code: "custom", message: formBuilderMessages.unknownType(type) });
  }),
  placeholder: singleLine(z.string().trim().max(builderLengths.placeholder, formBuilderMessages.placeholderTooLong), "A placeholder").default(""),
  required: z.boolean().default(false),
  options: z
    .array(singleLine(z.string().trim().min(1, formBuilderMessages.optionEmpty).max(builderLengths.option, formBuilderMessages.optionTooLong), "An option"))
    .max(maxFieldOptions, formBuilderMessages.tooManyOptions)
    .default([]),
  // The Bangla twins: never required, the same limits, empty stored as null.
  labelBn: optionalBangla(singleLine(z.string().trim().max(builderLengths.label, formBuilderMessages.labelBnTooLong), "A Bangla label")),
  placeholderBn: optionalBangla(singleLine(z.string().trim().max(builderLengths.placeholder, formBuilderMessages.placeholderBnTooLong), "A Bangla placeholder")),
  optionsBn: z
    .array(singleLine(z.string().trim().min(1, formBuilderMessages.optionBnEmpty).max(builderLengths.option, formBuilderMessages.optionBnTooLong), "A Bangla option"))
    .max(maxFieldOptions, formBuilderMessages.tooManyOptions)
    .nullish()
    .transform((options) => (options && options.length > 0 ? options : null)),
});
export type BuilderFieldInput = z.input<typeof builderFieldSchema>;

/**
 * A whole form: its fields in order. Names are unique within the form (in any letter case), a
 * choice field has options and no option twice; a field that offers no choice keeps no options.
 */
export const formFieldsSchema = z
  .array(builderFieldSchema)
  .max(maxFormFields, formBuilderMessages.tooManyFields)
  .superRefine((fields, context) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      const name = field.name.toLowerCase();
      if (seen.has(name)) context.addIssue({ code: "custom", path: [index, "name"], message: formBuilderMessages.nameTaken });
      seen.add(name);
      if (!isChoiceType(field.type)) return;
      if (field.options.length === 0) context.addIssue({ code: "custom", path: [index, "options"], message: formBuilderMessages.optionsRequired });
      else if (new Set(field.options).size !== field.options.length)
        context.addIssue({ code: "custom", path: [index, "options"], message: formBuilderMessages.optionRepeated });
      const bangla = field.optionsBn;
      if (bangla === null) return;
      if (bangla.length !== field.options.length)
        context.addIssue({ code: "custom", path: [index, "optionsBn"], message: formBuilderMessages.optionsBnCount(bangla.length, field.options.length) });
      else if (new Set(bangla).size !== bangla.length)
        context.addIssue({ code: "custom", path: [index, "optionsBn"], message: formBuilderMessages.optionBnRepeated });
    });
  })
  .transform((fields) =>
    fields.map(({ labelBn, placeholderBn, optionsBn, ...field }) => {
      const choice = isChoiceType(field.type);
      const placeholder = takesPlaceholder(field.type);
      // A Bangla text is stored only when written, so a form saved before Bangla existed reads the same.
      return {
        ...field,
        options: choice ? field.options : [],
        placeholder: placeholder ? field.placeholder : "",
        ...(labelBn ? { labelBn } : {}),
        ...(placeholder && placeholderBn ? { placeholderBn } : {}),
        ...(choice && optionsBn ? { optionsBn } : {}),
      };
    }),
  );

/** A field as the builder stores it: its Bangla texts only when written. */
export type BuilderField = z.output<typeof formFieldsSchema>[number];

/** Where a message belongs in the builder: the field's index and, when known, which of its inputs. */
export interface BuilderIssue {
  index: number | null;
  part: "label" | "name" | "type" | "placeholder" | "options" | "labelBn" | "placeholderBn" | "optionsBn" | null;
  message: string;
}

const parts = new Set(["label", "name", "type", "placeholder", "options", "labelBn", "placeholderBn", "optionsBn"]);

/** A zod issue path inside a form's fields (the builder's own or the server's "body.fields.2.name"), read as a builder issue. */
export function builderIssue(path: readonly PropertyKey[], message: string): BuilderIssue {
  const index = typeof path[0] === "number" ? path[0] : null;
  const part = typeof path[1] === "string" && parts.has(path[1]) ? (path[1] as BuilderIssue["part"]) : null;
  return { index, part, message };
}

/** The server's validation issues ({ path: "body.fields.2.name" }) as builder issues. */
export function builderIssuesFromServer(issues: readonly { path: string; message: string }[]): BuilderIssue[] {
  return issues.map((issue) => {
    const path = issue.path.replace(/^body\.fields\.?/, "").split(".").filter(Boolean);
    return builderIssue(
      path.map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
      issue.message,
    );
  });
}
