/**
 * Registration forms as organisers store them (spec section 3: name, label or question, type,
 * placeholder, required, options), and the normalisation of spec section 5 that fills the gaps.
 * The browser renders the normalised fields and the server validates answers against them.
 */

export interface FormField {
  name: string;
  label: string;
  type: string;
  placeholder: string;
  required: boolean;
  options: string[];
  /**
   * The Bangla label, placeholder and options, when the editor wrote them; null
   * otherwise. `optionsBn` reads the English options in their order, one for one: the answer stored is
   * always the English option, keyed by `name`, whatever language the form was shown in.
   */
  labelBn: string | null;
  placeholderBn: string | null;
  optionsBn: string[] | null;
}

/**
 * A field as a form is stored (event_registration_forms.form_fields): what the console's form
 * builder writes (features/events/forms.ts, every key set), or a field written by hand or by the
 * sample content with gaps, which normaliseFormField fills. The one type of a stored form from the
 * database to the browser, which renders it normalised (FormField).
 */
export type StoredFormField = Partial<FormField> & { question?: string };

/** How each stored type is rendered; anything else is an unsupported type. */
export type FieldKind = "input" | "textarea" | "select" | "radio" | "checkboxes" | "file" | "image";

const kindsByType: Readonly<Record<string, FieldKind>> = {
  text: "input",
  email: "input",
  tel: "input",
  number: "input",
  date: "input",
  time: "input",
  "datetime-local": "input",
  textarea: "textarea",
  select: "select",
  dropdown: "select",
  radio: "radio",
  multiple_choice: "radio",
  checkbox: "checkboxes",
  checkboxes: "checkboxes",
  file: "file",
  image: "image",
};

export function fieldKind(type: string): FieldKind | undefined {
  return Object.hasOwn(kindsByType, type) ? kindsByType[type] : undefined;
}

export function isUploadKind(kind: FieldKind | undefined): kind is "file" | "image" {
  return kind === "file" || kind === "image";
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((o): o is string => typeof o === "string") : undefined;
}

/** Bangla options only when they pair one for one with the English ones (the builder refuses any other). */
function banglaOptions(value: unknown, count: number): string[] | null {
  const options = strings(value);
  return options && options.length === count && count > 0 && options.every((o) => o !== "") ? options : null;
}

/** One stored field, with every default of spec section 5 applied. `index` counts from 0. */
export function normaliseFormField(raw: unknown, index: number): FormField {
  const field = raw !== null && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const question = text(field.question);
  const name = text(field.name) ?? (question ? question.toLowerCase().replace(/[^a-z0-9]/g, "_") : `field_${index}`);
  const label = text(field.label) ?? question ?? `Field ${index + 1}`;
  const options = strings(field.options) ?? [];
  return {
    name,
    label,
    type: text(field.type) ?? "text",
    placeholder: text(field.placeholder) ?? `Enter ${label}`,
    required: field.required === true,
    options,
    labelBn: text(field.labelBn) ?? null,
    placeholderBn: text(field.placeholderBn) ?? null,
    optionsBn: banglaOptions(field.optionsBn, options.length),
  };
}

/** The stored `form_fields` value, normalised; anything but an array is an empty form. */
export function normaliseFormFields(raw: unknown): FormField[] {
  return Array.isArray(raw) ? raw.map((field, index) => normaliseFormField(field, index)) : [];
}
