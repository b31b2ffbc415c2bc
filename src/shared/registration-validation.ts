import { fieldKind, isUploadKind, type FormField } from "./registration-form-fields.ts";
import { limits } from "./limits.ts";
import { normalisePhone, phoneRefusal } from "./phone.ts";
import { isMultiLineText, isSingleLine, oneLineRule, textRule } from "./single-line.ts";
import { counted } from "./counted.ts";

export type RegistrationValue = string | string[];
export type RegistrationData = Record<string, RegistrationValue>;

export interface RegistrationIssue {
  /** The field's name, or "" for the answers as a whole. */
  field: string;
  message: string;
}

/**
 * How many answers beyond the form's fields are read at all: a few unknown names get an issue each;
 * more are refused at once, unread, with one issue (a body of thousands of made-up names).
 */
export const extraAnswerKeys = 5;

export interface RegistrationCheck {
  issues: RegistrationIssue[];
  /** The answers as stored: text trimmed, empty optional answers left out. */
  data: RegistrationData;
  /** File and image answers, for the server to check against its storage. */
  uploads: { field: FormField; kind: "file" | "image"; value: string }[];
}

/** decisions.md's e-mail rule, applied after trimming. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const formats: Readonly<Record<string, { pattern: RegExp; message: string }>> = {
  email: { pattern: emailPattern, message: "must be a valid email address" },
  number: { pattern: /^-?\d+(\.\d+)?$/, message: "must be a number" },
  date: { pattern: /^\d{4}-\d{2}-\d{2}$/, message: "must be a date (YYYY-MM-DD)" },
  time: { pattern: /^\d{2}:\d{2}(:\d{2})?$/, message: "must be a time (HH:MM)" },
  "datetime-local": { pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, message: "must be a date and time" },
};

/**
 * Checks answers against the normalised fields of the form stored for the event and category:
 * no unknown field names, required answers present, choices among the field's options, text
 * within the length limit, on one line except in a long-text field, and in the field's format.
 * Fields of unsupported types cannot be filled in the browser, so they are never required and
 * must stay empty.
 */
export function checkRegistration(fields: FormField[], data: Record<string, unknown>): RegistrationCheck {
  const issues: RegistrationIssue[] = [];
  const clean: RegistrationData = {};
  const uploads: RegistrationCheck["uploads"] = [];
  const byName = new Map(fields.map((field) => [field.name, field]));
  const names = Object.keys(data);
  if (names.length > fields.length + extraAnswerKeys) {
    const message = `There are ${counted(names.length, "answer")}, and this form has ${counted(fields.length, "field")}.`;
    return { issues: [{ field: "", message }], data: clean, uploads };
  }

  for (const name of names) {
    if (!byName.has(name)) issues.push({ field: name, message: "is not a field of this form" });
  }

  for (const field of byName.values()) {
    const kind = fieldKind(field.type);
    const value = Object.hasOwn(data, field.name) ? data[field.name] : undefined;
    const fail = (message: string) => issues.push({ field: field.name, message });

    if (kind === "checkboxes") {
      if (value !== undefined && (!Array.isArray(value) || value.some((v) => typeof v !== "string"))) {
        fail("must be a list of chosen options");
        continue;
      }
      const chosen = (value as string[] | undefined) ?? [];
      if (new Set(chosen).size !== chosen.length) fail("lists an option twice");
      else if (chosen.some((v) => !field.options.includes(v))) fail("has an option that is not offered");
      else if (field.required && chosen.length === 0) fail("is required");
      else if (chosen.length > 0) clean[field.name] = chosen;
      continue;
    }

    if (value !== undefined && typeof value !== "string") {
      fail("must be text");
      continue;
    }
    const answer = (value ?? "").trim();
    if (!kind) {
      if (answer !== "") fail(`cannot be answered (unsupported field type: ${field.type})`);
      continue;
    }
    if (answer === "") {
      if (field.required) fail("is required");
      continue;
    }
    if (answer.length > limits.message) {
      fail(`must be at most ${limits.message} characters`);
      continue;
    }
    // A line break is kept only where the visitor can type one (shared/single-line.ts).
    if (kind === "textarea" ? !isMultiLineText(answer) : !isSingleLine(answer)) {
      fail(kind === "textarea" ? textRule : oneLineRule);
      continue;
    }
    if ((kind === "select" || kind === "radio") && !field.options.includes(answer)) {
      fail("is not one of the offered options");
      continue;
    }
    if (kind === "input" && field.type === "tel") {
      // Stored in one form (src/shared/phone.ts), whatever way it was typed.
      const phone = normalisePhone(answer);
      if (phone === null) fail(phoneRefusal);
      else clean[field.name] = phone;
      continue;
    }
    const format = kind === "input" ? formats[field.type] : undefined;
    if (format && !format.pattern.test(answer)) {
      fail(format.message);
      continue;
    }
    if (isUploadKind(kind)) uploads.push({ field, kind, value: answer });
    clean[field.name] = answer;
  }
  return { issues, data: clean, uploads };
}

export function describeIssues(issues: RegistrationIssue[]): string {
  return issues.map((issue) => (issue.field ? `${issue.field} ${issue.message}` : issue.message)).join("; ");
}
