import type { Lang } from "#shared/lang.ts";
import type { ConsentRecord } from "#shared/console/consent.ts";
import { z } from "zod";
import { normaliseFormFields, type StoredFormField } from "#shared/registration-form-fields.ts";
import { registrationStatuses, type RegistrationStatus } from "#features/events/rules.ts";
import { pageQueryShape, searchShape, type PageOf } from "#shared/console/lists.ts";

/**
 * Event registrations in the organiser console: the queries of the table, its export and the file
 * route, the answers' shapes, and how the stored forms of an event become the table's columns.
 */

const eventId = z.uuid("event must be an event id.");
const categoryId = z.uuid("category must be a category id.");

/**
 * What narrows the table and its export: the event (required for the table), a category, a status,
 * a search, and "1" for only the registrations that look doubled.
 */
const registrationFilterShape = {
  event: eventId,
  category: categoryId.optional(),
  // The Overview's waiting-list count links to the event's table with status=waitlisted.
  status: z.enum(registrationStatuses, { error: `status must be one of ${registrationStatuses.join(", ")}.` }).optional(),
  q: searchShape,
  doubles: z.literal("1", { error: "doubles may only be 1." }).optional(),
  // Attendance: "1" only those checked in at the door, "0" only those not.
  checkedIn: z.enum(["1", "0"], { error: "checkedIn may only be 1 or 0." }).optional(),
};

export const registrationListQuerySchema = z.strictObject({ ...pageQueryShape, ...registrationFilterShape });
export type RegistrationListQuery = z.output<typeof registrationListQuerySchema>;

/** The export takes the table's filter; without an event it exports every event's registrations. */
export const registrationExportQuerySchema = z.strictObject({ ...registrationFilterShape, event: eventId.optional() });
export type RegistrationExportQuery = z.output<typeof registrationExportQuerySchema>;

/**
 * The console page's query: the same filter, with no event until one is chosen, and `find`, the
 * search across every event, which shows its results in place of the event's table while it is set.
 */
export const registrationPageQuerySchema = z.object({ ...pageQueryShape, ...registrationFilterShape, event: eventId.optional(), find: searchShape });

/**
 * The search across every event: a reference, part of any
 * answer, or a phone number however it is typed. At least two characters, so one letter does not
 * list half the club.
 */
export const registrationSearchRules = { min: 2, max: 200, shown: 50 } as const;
export const registrationSearchMessages = {
  missing: "Type a reference, a name, a phone number or an e-mail address to search for.",
  tooShort: `Type at least ${registrationSearchRules.min} characters to search across events.`,
  tooLong: `A search may have at most ${registrationSearchRules.max} characters.`,
  control: "A search may not contain control characters.",
} as const;
export const registrationSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: registrationSearchMessages.missing })
    .trim()
    .min(1, { error: registrationSearchMessages.missing, abort: true })
    .min(registrationSearchRules.min, registrationSearchMessages.tooShort)
    .max(registrationSearchRules.max, registrationSearchMessages.tooLong)
    // eslint-disable-next-line no-control-regex -- PostgreSQL refuses NUL, and no one types the others
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), registrationSearchMessages.control),
});
export type RegistrationSearchQuery = z.input<typeof registrationSearchQuerySchema>;

export const registrationParamsSchema = z.strictObject({ id: z.uuid("This is not a registration id.") });

export const registrationFileParamsSchema = z.strictObject({
  id: z.uuid("This is not a registration id."),
  // eslint-disable-next-line no-control-regex -- a field name is printable text
  field: z.string().min(1).max(200).regex(/^[^\u0000-\u001f\u007f/\\]+$/, "This is not a field name."),
});

export const registrationFileQuerySchema = z.strictObject({
  download: z.literal("1", { error: "download may only be 1." }).optional(),
});

/** Moving a registration from the waiting list; overCapacity confirms it even with no seat free. */
export const registrationConfirmSchema = z.strictObject({ overCapacity: z.boolean().default(false) });
export type RegistrationConfirm = z.input<typeof registrationConfirmSchema>;

export interface RegistrationConfirmAnswer {
  status: RegistrationStatus;
  /** False when it was confirmed already: nothing changed and nothing was logged. */
  changed: boolean;
  /** Whether the registrant was e-mailed their seat: e-mail on, and the form's e-mail answered. */
  emailed: boolean;
}

/** Cancelling a registration: the organiser's reason, kept with it. */
export const cancellationReasonRules = { max: 500 } as const;
export const registrationCancelSchema = z.strictObject({
  reason: z
    .string({ error: "Give the reason for cancelling this registration." })
    .trim()
    .min(1, "Give the reason for cancelling this registration.")
    .max(cancellationReasonRules.max, `A reason may have at most ${cancellationReasonRules.max} characters.`),
});
export type RegistrationCancel = z.input<typeof registrationCancelSchema>;

export interface RegistrationCancelAnswer {
  status: "cancelled";
  /** False when it was cancelled already: nothing changed, no one was given a seat, nothing was logged. */
  changed: boolean;
  /** The first on the waiting list with room, given the seat the cancellation freed; null when no seat freed or no one waits. */
  promoted: { id: string; reference: string; emailed: boolean } | null;
}

/** Moving a registration to another category of its event, which must take registrations and, for a seat, have one free. */
export const registrationMoveSchema = z.strictObject({ categoryId: z.uuid("Choose one of the event's categories.") });
export type RegistrationMove = z.input<typeof registrationMoveSchema>;

export interface RegistrationMoveAnswer {
  categoryId: string;
  /** False when it was in that category already. */
  changed: boolean;
}

/** A registration's status as the console shows it, in its table, on its page and in the export. */
export const registrationStatusLabels: Record<RegistrationStatus, string> = { confirmed: "Confirmed", waitlisted: "Waiting list", cancelled: "Cancelled", payment_pending: "Payment pending" };

export const registrationMessages = {
  cancelled: "This registration was cancelled: it cannot be confirmed. The person may register again.",
  moveCancelled: "This registration was cancelled: it cannot be moved. The person may register again.",
  moveNoForm: "That category takes no registrations for this event: it has no form, or is not one of the event's categories.",
  moveClosed: "Registration for that category has closed: its deadline has passed.",
  moveFull: "That category is full: no seat is free for this registration. Free a seat there first.",
  noSeatFree: "No seat is free for this registration. Confirm it over capacity, or free a seat first.",
  notFound: "There is no registration with this id. It may have been removed.",
  eventNotFound: "There is no event with this id.",
  noFile: "This answer holds no uploaded file.",
  fileGone: "The uploaded file is no longer in storage.",
} as const;

export type RegistrationAnswer = string | string[];

export interface RegistrationEventSummary {
  id: string;
  title: string;
  startsAt: string;
  active: boolean;
  registrations: number;
}

export interface RegistrationEventsAnswer {
  /** Every event, newest first, inactive ones too. */
  events: RegistrationEventSummary[];
}

/** One column of an event's table: a form field (or an answer no stored form names). */
export interface RegistrationColumn {
  name: string;
  label: string;
  type: string;
  /** The ids of the categories whose forms have this field; empty for an answer no form names. */
  categories: string[];
}

export interface RegistrationRow {
  id: string;
  categoryId: string;
  categoryName: string;
  /** The registrant's reference (GSC-XXXX-XX), which the search finds too. */
  reference: string;
  /** confirmed, or waitlisted until an organiser confirms it. */
  status: RegistrationStatus;
  createdAt: string;
  answers: Record<string, RegistrationAnswer>;
  /** The names of the answers that hold an uploaded file, which the file route serves. */
  files: string[];
  /** When and by whom they were checked in at the door; null if not. */
  checkedIn: { at: string; by: string | null } | null;
  /** Registered at the door. */
  walkIn: boolean;
  /**
   * The event's other registrations with the same contact e-mail or phone, oldest first: a possible
   * double, stored before one registration per person was the rule or inserted by hand.
   */
  doubles: RegistrationDouble[];
  /** A paid category's payment, or null for a free one. */
  payment?: RegistrationPaymentView | null;
}

export interface RegistrationDouble {
  id: string;
  reference: string;
}

export interface RegistrationCategoryCount {
  id: string;
  name: string;
  registrations: number;
}

export interface RegistrationListAnswer extends PageOf<RegistrationRow> {
  event: { id: string; title: string };
  /** The event's categories (with a form or with registrations), with their registrations. */
  categories: RegistrationCategoryCount[];
  columns: RegistrationColumn[];
}

/** An uploaded file the file route serves: its extension (the type read from its bytes at upload). */
export interface RegistrationFile {
  extension: string;
  /** An image the console can show inline. */
  image: boolean;
}

export interface RegistrationField {
  name: string;
  label: string;
  type: string;
  /** The answer, or null when the registrant left the field empty. */
  value: RegistrationAnswer | null;
  /** The uploaded file the answer holds, or null. */
  file: RegistrationFile | null;
}

/** A paid category's payment as the registration sent it; the table and the page show it. */
export interface RegistrationPaymentView {
  paymentType: "cash" | "online";
  /** The club's number it was sent to, the payer's account name and number, and the transaction ID (online only). */
  paymentNumber: string | null;
  accountName: string | null;
  accountNumber: string | null;
  transactionId: string | null;
  /** The fee owed when it registered, in whole taka. */
  feeTaka: number | null;
  /** When its payment was verified (from a received payment, or marked paid), or null. */
  verifiedAt: string | null;
}

/** The guardian of a participant who may be under 18; name and phone null once erased. */
export interface RegistrationGuardianView {
  name: string | null;
  phone: string | null;
}

export interface RegistrationDetail {
  /** A paid category's payment, or null for a free one. */
  payment?: RegistrationPaymentView | null;
  /** The guardian who consented, or null when the event did not ask. */
  guardian: RegistrationGuardianView | null;
  /** The privacy policy and terms it accepted, and when. */
  consent: ConsentRecord;
  id: string;
  reference: string;
  status: RegistrationStatus;
  createdAt: string;
  event: { id: string; title: string };
  category: { id: string; name: string };
  /** The event's categories that take registrations (an active form), to move it to. */
  categories: { id: string; name: string }[];
  /** When and why an organiser cancelled it; null unless cancelled. */
  cancellation: { at: string; reason: string } | null;
  /** The category's form fields in order, then any answer its forms do not name. */
  fields: RegistrationField[];
  /** The language of the page it was sent from: the registrant's letters are in it. */
  lang: Lang;
  /** The event's title and category as those letters name them: the editor's Bangla where there is one for a Bangla registration. */
  letterNames: { eventTitle: string; categoryName: string };
}

/** A registration found by the search across events: enough to tell it apart and open it. */
export interface RegistrationSearchRow {
  id: string;
  reference: string;
  status: RegistrationStatus;
  createdAt: string;
  eventId: string;
  eventTitle: string;
  categoryName: string;
  /** The answer to the form's name field (registrantNameField), or null when its forms have none answered. */
  name: string | null;
  /** The stored contact e-mail and phone, null when the form asks for none. */
  email: string | null;
  phone: string | null;
}

export interface RegistrationSearchAnswer {
  /** Newest first, at most registrationSearchRules.shown; suspected spam left out. */
  rows: RegistrationSearchRow[];
  /** More registrations match than are shown: the search should be narrowed. */
  more: boolean;
}

/** One stored form of an event, as the repository reads them: in category display order. */
export interface EventForm {
  categoryId: string;
  formFields: StoredFormField[];
}

/**
 * The columns of an event's table: every field of its forms (active or not), in the order the
 * forms come (category display order) and the fields within each; a field name used by two forms
 * is one column, labelled and typed by the first. Then the answers no form names, by name.
 */
export function registrationColumns(forms: readonly EventForm[], answerKeys: Iterable<string> = []): RegistrationColumn[] {
  const byName = new Map<string, RegistrationColumn>();
  for (const form of forms) {
    for (const field of normaliseFormFields(form.formFields)) {
      const column = byName.get(field.name);
      if (!column) byName.set(field.name, { name: field.name, label: field.label, type: field.type, categories: [form.categoryId] });
      else if (!column.categories.includes(form.categoryId)) column.categories.push(form.categoryId);
    }
  }
  const unnamed = [...new Set(answerKeys)].filter((key) => !byName.has(key)).sort();
  return [...byName.values(), ...unnamed.map((name) => ({ name, label: name, type: "text", categories: [] }))];
}

/**
 * The fields of one registration: its category's form fields in that form's order (`own`, the
 * columns of its category's forms alone), then its answers to other categories' fields (a
 * registration moved by hand) labelled as the event's columns label them, then answers no form
 * names, by name.
 */
export function registrationFields(
  own: readonly RegistrationColumn[],
  eventColumns: readonly RegistrationColumn[],
  answers: Record<string, RegistrationAnswer>,
  files: ReadonlyMap<string, RegistrationFile>,
): RegistrationField[] {
  const named = new Set(own.map((column) => column.name));
  const others = eventColumns.filter((column) => !named.has(column.name) && Object.hasOwn(answers, column.name));
  const known = new Set([...named, ...others.map((column) => column.name)]);
  const unnamed = Object.keys(answers)
    .filter((name) => !known.has(name))
    .sort()
    .map((name) => ({ name, label: name, type: "text", categories: [] }));
  return [...own, ...others, ...unnamed].map((column) => ({
    name: column.name,
    label: column.label,
    type: column.type,
    value: Object.hasOwn(answers, column.name) ? answers[column.name]! : null,
    file: files.get(column.name) ?? null,
  }));
}

/** A column of the export of every event: shared by all events, or one event's own. */
export interface ExportColumn {
  name: string;
  label: string;
  /** Set when the column holds only this event's answers. */
  eventId?: string;
}

/**
 * The columns of the export of every event: one column per field name, labelled by its label when
 * every event that uses the name labels it alike. When two events label one name differently, each
 * of those events gets its own column, labelled "Event title: Label", so no column mixes answers to
 * different questions. Columns come in the order the names first appear, events in the order given.
 */
export function columnsAcrossEvents(events: readonly { id: string; title: string; columns: readonly RegistrationColumn[] }[]): ExportColumn[] {
  const uses = new Map<string, { eventId: string; title: string; label: string }[]>();
  for (const event of events) {
    for (const column of event.columns) {
      const list = uses.get(column.name) ?? [];
      list.push({ eventId: event.id, title: event.title, label: column.label });
      uses.set(column.name, list);
    }
  }
  return [...uses].flatMap(([name, list]) =>
    new Set(list.map((use) => use.label)).size === 1
      ? [{ name, label: list[0]!.label }]
      : list.map((use) => ({ name, label: `${use.title}: ${use.label}`, eventId: use.eventId })),
  );
}

/** A file-name-safe part from an event title: "12th National Science Festival 2027" -> "12th-national-science-festival-2027". */
export function titleSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "event";
}

/** How the console shows an answer in a table cell or a CSV cell: lists joined. */
export function answerText(value: RegistrationAnswer | null | undefined): string {
  if (value === null || value === undefined) return "";
  return Array.isArray(value) ? value.join(", ") : value;
}

/** An event's attendance: of its tickets (confirmed registrations), who came, in all and per category. */
export interface AttendanceSummary {
  registered: number;
  checkedIn: number;
  walkIns: number;
  /** Tickets not checked in, once the event has started; null before (no one has missed it yet). */
  noShows: number | null;
  started: boolean;
  categories: { name: string; registered: number; checkedIn: number; walkIns: number; noShows: number | null }[];
}
export const attendanceQuerySchema = z.strictObject({ event: eventId });
