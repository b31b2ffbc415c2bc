import { z } from "zod";
import { isSitePicture } from "#shared/safe-url.ts";
import { isMultiLineText, singleLine } from "#shared/single-line.ts";

/**
 * The fields an editor fills in for a row of a public list, described once: the console
 * renders its form from them, and `contentFormSchema` makes the one zod schema that the form and the
 * server both use, with the same messages.
 */
export type ContentFieldKind =
  /** One line of text. */
  | "text"
  /** Several lines of text. */
  | "long-text"
  /** A web address: http: or https: only. */
  | "link"
  /** An e-mail address (a leading mailto: is taken off). */
  | "email"
  /** A year such as 2024. */
  | "year"
  /** One of a fixed set of words. */
  | "choice"
  /** A picture uploaded from the editor (square portrait or logo, or a 16:9 cover). */
  | "photo"
  | "cover";

export interface ContentField {
  /** The row's property (the column's name in camelCase). */
  name: string;
  label: string;
  kind: ContentFieldKind;
  required?: boolean;
  hint?: string;
  /** For "choice": the stored words and how they read. */
  options?: readonly { value: string; label: string }[];
  /** "bn": the optional Bangla twin of the field before it, never required. */
  lang?: "bn";
}

/**
 * A text field followed by its optional Bangla twin (`titleBn` after `title`), which the form shows
 * right under it and the server stores in the twin's own column, null when left empty.
 */
export function withBangla(field: ContentField): [ContentField, ContentField] {
  return [field, { name: `${field.name}Bn`, label: `${field.label} in Bangla`, kind: field.kind, lang: "bn" }];
}

/** The label over a field's input: "Title (Bangla, optional)" for a twin, "Role (optional)" for an optional field. */
export function formLabel(field: ContentField): string {
  if (field.lang === "bn") return `${field.label.replace(/ in Bangla$/, "")} (Bangla, optional)`;
  return `${field.label}${field.required ? "" : " (optional)"}`;
}

/** A label inside a sentence: lower case, but "Bangla" keeps its capital. */
const inSentence = (label: string) => label.toLowerCase().replace(/\bbangla\b/, "Bangla");

export const contentMessages = {
  required: (label: string) => `Enter the ${inSentence(label)}.`,
  tooLong: (label: string, max: number) => `The ${inSentence(label)} may have at most ${max} characters.`,
  link: "Enter a web address starting with https:// or http://.",
  email: "Enter a valid e-mail address.",
  year: "Enter a year between 1950 and 2100.",
  choice: (label: string) => `Choose the ${inSentence(label)}.`,
  picture: (label: string) => `Upload the ${inSentence(label)} from this form: a picture on another site is not shown.`,
  controlCharacters: "Text may not contain control characters.",
} as const;

const maxLength: Record<ContentFieldKind, number> = {
  text: 200,
  "long-text": 5000,
  link: 500,
  email: 254,
  year: 4,
  choice: 40,
  photo: 500,
  cover: 500,
};

/** True for an absolute http: or https: address with a host, and nothing else. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]/i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const emailAddress = /^[^\s@<>()"'`\\,;:?&#%]+@[^\s@<>()"'`\\,;:?&#%]+\.[^\s@<>()"'`\\,;:?&#%]+$/;

/**
 * One field's rule. Each message is the field's own also when it is missing, since the console's
 * form sends an empty field as none. Optional fields left empty are stored as null.
 */
function fieldSchema(field: ContentField): z.ZodType<string | number | null> {
  const { label, kind } = field;
  const max = maxLength[kind];
  if (kind === "year") {
    const year = z.number(contentMessages.year).int(contentMessages.year).min(1950, contentMessages.year).max(2100, contentMessages.year);
    return field.required ? year : year.nullish().transform((v) => v ?? null);
  }
  const missing = kind === "choice" ? contentMessages.choice(label) : contentMessages.required(label);
  const string = z.string(missing).trim().max(max, contentMessages.tooLong(label, max));
  // Every kind but long text is one line (shared/single-line.ts); long text keeps its line breaks.
  let text: z.ZodType<string> = kind === "long-text" ? string.refine(isMultiLineText, contentMessages.controlCharacters) : singleLine(string, label);
  if (kind === "email") {
    text = text.transform((v) => v.replace(/^mailto:/i, "")).refine((v) => v === "" || emailAddress.test(v), contentMessages.email);
  }
  if (kind === "link") text = text.refine((v) => v === "" || isWebAddress(v), contentMessages.link);
  if (kind === "photo" || kind === "cover") text = text.refine((v) => v === "" || isSitePicture(v), contentMessages.picture(label));
  if (kind === "choice") {
    const values = (field.options ?? []).map((o) => o.value);
    text = text.refine((v) => v === "" || values.includes(v), contentMessages.choice(label));
  }
  if (field.required) return text.refine((v) => v !== "", missing);
  return text
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
}

/** The values of a row as the form sends them and the server stores them. */
export type ContentValues = Record<string, string | number | null>;

/** The one schema of a list's form, made from its fields; unknown properties are refused. */
export function contentFormSchema(fields: readonly ContentField[]): z.ZodType<ContentValues, Record<string, unknown>> {
  return z.strictObject(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)]))) as unknown as z.ZodType<
    ContentValues,
    Record<string, unknown>
  >;
}
