import { z } from "zod";
import { applicantStatusLabels } from "#shared/application-status-labels.ts";
import { counted } from "#shared/counted.ts";
import { departments } from "#shared/departments.ts";
import { paymentTypeLabels } from "#features/applications/contract.ts";
import { contentListIds, type ContentListId } from "#features/content/rules.ts";
import { categoryFieldLabels, eventFieldLabels, formSettingLabels } from "./event-field-labels.ts";
import { calendarDay, pageQueryShape, startNotAfterEnd, type PageOf } from "#shared/console/lists.ts";
import { consolePagePaths } from "#shared/console/paths.ts";
import { registrationStatusLabels } from "#features/registrations/contract.ts";

/** What the activity log records (issue: sign-ins, failed sign-ins, status changes, exports, file views, account changes). */
export const activityActions = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "setup-completed",
  "application-status",
  // An applicant told of a status change on WhatsApp from the "Tell them" page.
  "applicant-told",
  "message-state",
  "export",
  "file-view",
  "organiser-added",
  "organiser-changed",
  "setup-link-issued",
  "mail-retried",
  "content-added",
  "content-changed",
  "content-deleted",
  "content-reordered",
  "points-changed",
  "registration-confirmed",
  "registration-cancelled",
  "registration-moved",
  "spam-restored",
  "payments-added",
  "payments-verified",
  // Received payments tied to an application, or set aside, by hand; and each undone.
  "payment-tied",
  "payment-untied",
  "payment-set-aside",
  "payment-set-aside-undone",
  "payment-settings-changed",
  "forwarder-secret-changed",
  // Check-ins are kept on the registration's row, not here; an undo is recorded.
  "check-in-undone",
  // Someone registered at the door and checked in at once.
  "registration-walk-in",
  "personal-data-erased",
  "registration-payments-expired",
  // The retention rules' runs and settings: counts and days only.
  "retention-run",
  "retention-settings-changed",
  // Letters to a group and the day-before reminders: counts only.
  "announcement-sent",
  "announcement-told",
  "event-reminders-sent",
  // Certificates: a design saved, certificates issued (counts), one revoked with its reason.
  "certificate-design-saved",
  "certificates-issued",
  "certificate-revoked",
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** Who did it: the organiser's id and e-mail; null where there is none (a failed sign-in has only the e-mail typed, the server's own runs neither). */
export interface ActivityActor {
  id: string | null;
  email: string | null;
}

/** One entry to record: who, what, about which row, and the details. */
export interface ActivityEntry {
  actor: ActivityActor;
  action: ActivityAction;
  subjectType?: string;
  subjectId?: string;
  /** What was done, without personal data of visitors: counts, filters, statuses, field names. */
  details?: ActivityDetails;
}

/** The action filter's choices, as an admin reads them. */
export const activityActionLabels: Record<ActivityAction, string> = {
  "sign-in": "Sign-ins",
  "sign-in-failed": "Failed sign-ins",
  "sign-out": "Sign-outs",
  "setup-completed": "Passwords chosen",
  "application-status": "Application status changes",
  "applicant-told": "Applicants told on WhatsApp",
  "message-state": "Message state changes",
  export: "Exports",
  "file-view": "Files opened",
  "organiser-added": "Organisers added",
  "organiser-changed": "Organisers changed",
  "setup-link-issued": "Set-up links issued",
  "mail-retried": "E-mail deliveries retried",
  "content-added": "Public rows added",
  "content-changed": "Public rows changed",
  "content-deleted": "Public rows deleted",
  "content-reordered": "Public lists reordered",
  "points-changed": "Ambassador points changed",
  "registration-confirmed": "Registrations moved from the waiting list",
  "registration-cancelled": "Registrations cancelled",
  "registration-moved": "Registrations moved to another category",
  "spam-restored": "Suspected spam restored",
  "payments-added": "Wallet payments added",
  "payments-verified": "Payments verified in bulk",
  "payment-tied": "Payments tied to an application by hand",
  "payment-untied": "Payment ties undone",
  "payment-set-aside": "Payments set aside",
  "payment-set-aside-undone": "Set-asides undone",
  "payment-settings-changed": "Payment settings changed",
  "forwarder-secret-changed": "SMS forwarder secrets made or removed",
  "check-in-undone": "Check-ins undone",
  "registration-walk-in": "Walk-ins registered at the door",
  "personal-data-erased": "Personal data erased",
  "registration-payments-expired": "Unpaid registrations expired",
  "retention-run": "Retention runs",
  "retention-settings-changed": "Retention settings changed",
  "announcement-sent": "Letters written to a group",
  "announcement-told": "People told on WhatsApp",
  "event-reminders-sent": "Day-before reminders sent",
  "certificate-design-saved": "Certificate designs saved",
  "certificates-issued": "Certificates issued",
  "certificate-revoked": "Certificates revoked",
};

export const activityMessages = {
  action: "Choose one of the actions the activity log records.",
  organiser: "organiser must be an organiser's id.",
} as const;

/** The log's filters: an action, an organiser, and Dhaka days from and to (both included). */
export const activityQuerySchema = z
  .strictObject({
    action: z.enum(activityActions, { error: activityMessages.action }).optional(),
    organiser: z.uuid(activityMessages.organiser).optional(),
    from: calendarDay("The start date"),
    to: calendarDay("The end date"),
    ...pageQueryShape,
  })
  .refine(...startNotAfterEnd);
export type ActivityQuery = z.output<typeof activityQuerySchema>;

/**
 * The rows an entry refers to by id, named as they are when the log is read: null
 * where that row has since been deleted; a key is absent where the entry names no such row.
 */
export interface ActivityNames {
  /** The row the entry is about: an applicant's name, a registration's reference, a title, an organiser's name and e-mail. */
  subject?: string | null;
  /** The event of a registration the entry is about, or of a registrations export. */
  event?: { id: string; title: string | null };
  /** The category a registrations export was filtered by. */
  category?: string | null;
  /** Labels of the form fields the entry lists by name, from the event's forms (every version). */
  fieldLabels?: Record<string, string>;
}

/** One row of the activity log as the console shows it. */
export interface ActivityRow {
  id: string;
  createdAt: string;
  /** Who: the organiser as they are now, or only the e-mail stored with the row (failed sign-ins, removed organisers). */
  organiser: { id: string | null; name: string | null; email: string | null };
  /** One of activityActions; rows written by an older version may carry another. */
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  details: ActivityDetails;
  names: ActivityNames;
}

/** What an activity row says was done (activity_log.details): counts, filters, statuses, field names, never a visitor's data. */
export type ActivityDetails = Record<string, unknown>;

export type ActivityPage = PageOf<ActivityRow>;

/** A piece of an entry's sentence: plain words, or a row's name linking to its console page. */
export type ActivityPart = string | { text: string; href: string };

type Details = Record<string, unknown>;
type Described = Pick<ActivityRow, "action" | "subjectType" | "subjectId" | "details"> & { names?: ActivityNames };

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : undefined;
const count = (value: unknown): number | undefined => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined);
const words = (value: string) => value.replaceAll("_", " ").replaceAll("-", " ");
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
const isId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Why a sign-in was refused, from the reason the server stored (better-auth's code, or our own). */
const signInFailures: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "wrong e-mail or password",
  INVALID_PASSWORD: "wrong password",
  USER_NOT_FOUND: "unknown e-mail",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "no password chosen yet",
  EMAIL_NOT_VERIFIED: "e-mail not verified",
  disabled: "account disabled",
};

/** The stored subject types, as an admin names them. */
const subjectNames: Record<string, string> = {
  event_registration: "registration",
  join_request: "application",
  contact_message: "message",
  organiser: "organiser",
  team_members: "team member",
  executive_members: "executive member",
  sub_executive_members: "sub-executive member",
  alumni_members: "alumni member",
  projects: "project",
  publications: "publication",
  club_partners: "club partner",
  campus_ambassadors: "campus ambassador",
  events: "event",
  event_categories: "event category",
  event_registration_forms: "registration form",
};
const subjectName = (type: string) => subjectNames[type] ?? words(type);

/** The content list whose rows a subject type (the table's name) stores. */
export function contentListOfSubject(subjectType: string | null): ContentListId | undefined {
  return contentListIds.find((list) => list.replaceAll("-", "_") === subjectType);
}

/** The console page of the row an entry is about, where it has one. */
export function activitySubjectPath(subjectType: string | null, subjectId: string | null): string | undefined {
  if (!subjectId || !isId(subjectId)) return undefined;
  const list = contentListOfSubject(subjectType);
  if (list) return `${consolePagePaths.content}/${list}/${subjectId}`;
  switch (subjectType) {
    case "join_request":
    case "application":
      return `${consolePagePaths.applications}/${subjectId}`;
    case "event_registration":
      return `${consolePagePaths.registrations}/${subjectId}`;
    case "contact_message":
      return `${consolePagePaths.messages}/${subjectId}`;
    case "events":
    case "event_registration_forms":
      // A form's entries store its event's id: the form is edited on the event's page.
      return `${consolePagePaths.contentEvents}/${subjectId}`;
    case "event_categories":
      return consolePagePaths.contentEventCategories;
    default:
      return undefined;
  }
}

const eventPath = (id: string) => `${consolePagePaths.contentEvents}/${id}`;

/**
 * A row named in a sentence through `template` ("team member {}"): its name now, linked to its page
 * where it has one; what the entry stored, with "(deleted)", once the row is gone; what the entry
 * stored where the log did not look the row up; else `unnamed` ("a team member").
 */
function named(row: Described, template: string, unnamed: string, stored?: string): ActivityPart[] {
  const now = row.names?.subject;
  if (now === null) return [`${stored === undefined ? unnamed : template.replace("{}", stored)} (deleted)`];
  const shown = now ?? stored;
  if (shown === undefined) return [unnamed];
  const wording = template.replace("{}", shown);
  const href = now === undefined ? undefined : activitySubjectPath(row.subjectType, row.subjectId);
  return href ? [{ text: wording, href }] : [wording];
}

/** "registration GSC-7KQ2-9F for Science Fair 2027", linked to the registration. */
function registrationParts(row: Described): ActivityPart[] {
  const event = row.names?.event;
  return [...named(row, "registration {}", "a registration"), ...(event?.title && row.names?.subject ? [` for ${event.title}`] : [])];
}

/** The organiser an account change was about: as they are now, or the e-mail stored with the entry. */
function organiserSubject(row: Described): ActivityPart[] {
  const email = text(row.details.email);
  if (row.names?.subject === undefined) return [email ?? "an organiser"];
  return named(row, "{}", "an organiser", email);
}

function organiserChange(details: Details): string {
  const parts: string[] = [];
  const role = details.role;
  if (role && typeof role === "object") {
    const { from, to } = role as Details;
    if (text(from) && text(to)) parts.push(`role ${text(from)} to ${text(to)}`);
  }
  if (details.disabled === true) parts.push("disabled");
  if (details.disabled === false) parts.push("enabled again");
  return parts.length > 0 ? `: ${parts.join(", ")}` : "";
}

/** A stored field name nobody labelled, made readable: "guardian_phone" -> "Guardian phone". */
function readableName(name: string): string {
  const spaced = words(name).replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The changed fields' labels as the organiser saw them: content rows store their labels; events and
 * categories store their editors' names, labelled here; forms store their fields' names, labelled
 * from the labels stored with the entry, else from the event's forms as the server read them.
 */
function fieldLabels(row: Described): string[] {
  const fields = strings(row.details.fields);
  const stored = row.details.labels && typeof row.details.labels === "object" ? (row.details.labels as Details) : {};
  const label = (field: string): string => {
    switch (row.subjectType) {
      case "events":
        return eventFieldLabels[field] ?? readableName(field);
      case "event_categories":
        return categoryFieldLabels[field] ?? readableName(field);
      case "event_registration_forms":
        return text(stored[field]) ?? row.names?.fieldLabels?.[field] ?? formSettingLabels[field] ?? readableName(field);
      default:
        return field;
    }
  };
  return [...new Set(fields.map(label))];
}

/** Content changes: which row, and which fields changed. */
function describeContentChange(row: Described): ActivityPart[] {
  const { action, subjectType, details } = row;
  const kind = subjectType ? subjectName(subjectType) : "row";
  const name = text(details.name);
  const subject = () => named(row, `${kind} {}`, `${/^[aeiou]/.test(kind) ? "an" : "a"} ${kind}`, name);
  switch (action) {
    case "content-added":
      return ["Added ", ...subject()];
    case "content-deleted":
      // The entry itself says the row is gone: its stored name, unlinked.
      return [`Deleted ${kind}${name ? ` ${name}` : ""}`];
    case "content-reordered": {
      const listId = contentListOfSubject(subjectType);
      const href = listId ? `${consolePagePaths.content}/${listId}` : subjectType === "event_categories" ? consolePagePaths.contentEventCategories : undefined;
      const list = `the ${kind} list`;
      return ["Reordered ", href ? { text: list, href } : list];
    }
    case "points-changed": {
      const delta = typeof details.delta === "number" ? details.delta : undefined;
      const reason = text(details.reason);
      const amount = delta === undefined ? "Changed the points of " : delta > 0 ? `Gave ${counted(delta, "point")} to ` : `Took ${counted(-delta, "point")} from `;
      return [amount, ...subject(), ...(reason ? [` (${reason})`] : [])];
    }
    default: {
      if (details.active === true) return ["Showed ", ...subject(), " on the site again"];
      if (details.active === false) return ["Hid ", ...subject(), " from the site"];
      const labels = fieldLabels(row);
      return ["Changed ", ...subject(), ...(labels.length > 0 ? [`: ${labels.join(", ")}`] : [])];
    }
  }
}

/** An export filter's value as the table's filter showed it. */
function filterValue(key: string, value: string, row: Described): ActivityPart {
  if (key === "event" && isId(value)) {
    const event = row.names?.event;
    if (!event || event.id !== value) return "an event";
    return event.title === null ? "an event (deleted)" : { text: event.title, href: eventPath(value) };
  }
  if (key === "category" && isId(value)) {
    const category = row.names?.category;
    return category === null ? "a category (deleted)" : (category ?? "a category");
  }
  if (key === "status") {
    const status = applicantStatusLabels[value as keyof typeof applicantStatusLabels] ?? registrationStatusLabels[value as keyof typeof registrationStatusLabels];
    if (status) return status.toLowerCase();
  }
  if (key === "payment" && value in paymentTypeLabels) return paymentTypeLabels[value as keyof typeof paymentTypeLabels].toLowerCase();
  if (key === "department") {
    const department = departments.find((d) => d.code === value);
    if (department) return department.name;
  }
  return /^[a-z][a-z_-]*$/.test(value) ? words(value) : value;
}

/** The filters an export was made with, as "(status: pending, with a search)" (top-level, or under `filters`). */
function exportFilters(row: Described): ActivityPart[] {
  const details = row.details;
  const nested = details.filters && typeof details.filters === "object" && !Array.isArray(details.filters) ? (details.filters as Details) : {};
  const parts: ActivityPart[][] = [];
  for (const [key, value] of Object.entries({ ...details, ...nested })) {
    if (["area", "searched", "rows", "count", "filters"].includes(key)) continue;
    const shown = text(value);
    if (shown !== undefined) parts.push([`${words(key)}: `, filterValue(key, shown, row)]);
  }
  if (details.searched === true) parts.push(["with a search"]);
  if (parts.length === 0) return [];
  return [" (", ...parts.flatMap((part, index) => (index === 0 ? part : [", ", ...part])), ")"];
}

/**
 * What an activity row records, as a sentence whose rows are named and linked, e.g. ["Changed the
 * application of ", { text: "Ayesha Rahman", href: "/organiser/applications/…" }, " to approved"].
 */
export function describeActivityParts(row: Described): ActivityPart[] {
  const details = row.details;
  switch (row.action) {
    case "sign-in":
      return ["Signed in"];
    case "sign-out":
      return ["Signed out"];
    case "sign-in-failed": {
      const reason = text(details.reason);
      return [reason ? `Failed sign-in (${signInFailures[reason] ?? words(reason).toLowerCase()})` : "Failed sign-in"];
    }
    case "setup-completed":
      return ["Chose a password through a set-up link"];
    case "application-status": {
      const n = count(details.changed) ?? count(details.count) ?? 1;
      const skipped = count(details.skipped) ?? 0;
      const code = text(details.status) ?? text(details.to);
      const status = code ? (applicantStatusLabels[code as keyof typeof applicantStatusLabels] ?? words(code)).toLowerCase() : undefined;
      const what: ActivityPart[] =
        n === 1 && row.subjectId
          ? row.names?.subject
            ? ["the application of ", ...named(row, "{}", "an application")]
            : named(row, "{}", "an application")
          : [n === 0 ? "no applications" : counted(n, "application")];
      const skippedNote = skipped > 0 ? [` (${skipped} skipped)`] : [];
      return [...(status ? ["Changed ", ...what, ` to ${status}`] : ["Changed the status of ", ...what]), ...skippedNote];
    }
    case "applicant-told": {
      const code = text(details.status);
      const status = code ? (applicantStatusLabels[code as keyof typeof applicantStatusLabels] ?? words(code)).toLowerCase() : undefined;
      return ["Told ", ...named(row, "{}", "an applicant"), status ? ` on WhatsApp that the application is ${status}` : " on WhatsApp of a status change"];
    }
    case "message-state": {
      const messages = counted(count(details.count) ?? 1, "message");
      if (details.state === "archived") return [`Archived ${messages}`];
      if (details.state === "read" || details.state === "unread") return [`Marked ${messages} ${details.state}`];
      return [`Changed the state of ${messages}`];
    }
    case "export": {
      const area = text(details.area);
      return [`Exported ${area ? words(area) : "a table"}`, ...exportFilters(row)];
    }
    case "file-view": {
      const field = text(details.field) ?? text(details.label);
      const label = field ? (row.names?.fieldLabels?.[field] ?? readableName(field)) : undefined;
      const verb = details.download === true ? "Downloaded" : "Opened";
      const file = label ? `the file “${label}”` : "a file";
      return row.subjectId ? [`${verb} ${file} of `, ...registrationParts(row)] : [`${verb} ${file}`];
    }
    case "organiser-added": {
      const role = text(details.role);
      return ["Added ", ...organiserSubject(row), ...(role ? [` as ${role}`] : [])];
    }
    case "organiser-changed":
      return ["Changed ", ...organiserSubject(row), organiserChange(details)];
    case "setup-link-issued":
      return [`${details.sent === true ? "Sent" : "Issued"} a set-up link for `, ...organiserSubject(row)];
    case "registration-confirmed": {
      if (details.paymentVerified === true) return ["Verified the payment of ", ...(row.subjectId ? registrationParts(row) : ["a registration"]), ": confirmed"];
      if (details.paymentReceived === true) return ["Marked ", ...(row.subjectId ? registrationParts(row) : ["a registration"]), " paid: confirmed"];
      const over = details.overCapacity === true ? " over capacity" : "";
      const freedBy = text(details.freedBy);
      return ["Confirmed ", ...(row.subjectId ? registrationParts(row) : ["a registration"]), ` from the waiting list${over}`, ...(freedBy ? [`, into the seat ${freedBy} freed`] : [])];
    }
    case "registration-moved": {
      const to = text(details.toName);
      return ["Moved ", ...(row.subjectId ? registrationParts(row) : ["a registration"]), to ? ` to the category ${to}` : " to another category"];
    }
    case "registration-cancelled": {
      const promoted = text(details.promoted);
      return ["Cancelled ", ...(row.subjectId ? registrationParts(row) : ["a registration"]), ...(promoted ? [`; ${promoted} was given the freed seat`] : [])];
    }
    case "registration-payments-expired": {
      // docs/decisions/117: paid registrations whose payment did not arrive in time.
      const expired = count(details.expired) ?? 0;
      const promoted = count(details.promoted) ?? 0;
      return [`Cancelled ${counted(expired, "unpaid registration")} after ${counted(count(details.hours) ?? 0, "hour")} without payment${promoted > 0 ? `; ${counted(promoted, "registration")} from the waiting list given the freed seats` : ""}`];
    }
    case "spam-restored": {
      const n = count(details.count) ?? 1;
      const kind = text(details.kind);
      if (n === 1 && row.subjectId && row.names?.subject !== undefined) {
        const what =
          kind === "registrations"
            ? registrationParts(row)
            : row.names.subject === null
              ? named(row, "{}", kind === "applications" ? "an application" : "a message")
              : [kind === "applications" ? "the application of " : "the message from ", ...named(row, "{}", "")];
        return ["Restored ", ...what, " from suspected spam"];
      }
      const what = kind === "applications" ? counted(n, "application") : kind === "registrations" ? counted(n, "registration") : kind === "messages" ? counted(n, "message") : counted(n, "submission");
      return [`Restored ${what} from suspected spam`];
    }
    case "payments-added": {
      const source = text(details.source);
      const from = source === "statement" ? "a statement file" : source === "forward" ? "a forwarded SMS" : "pasted SMS";
      const known = count(details.alreadyKnown) ?? 0;
      return [`Added ${counted(count(details.added) ?? 0, "wallet payment")} from ${from}${known > 0 ? ` (${known} already known)` : ""}`];
    }
    case "payments-verified": {
      const skipped = count(details.skipped) ?? 0;
      const how = details.automatic === true ? (details.by === "forwarder" ? " automatically, from a forwarded SMS" : " automatically") : "";
      // Paid event registrations are counted among the verified since docs/decisions/116.
      const registrations = count(details.registrations) ?? 0;
      const applications = (count(details.verified) ?? 0) - registrations;
      const what =
        registrations === 0
          ? counted(applications, "application")
          : applications === 0
            ? counted(registrations, "event registration")
            : `${counted(applications, "application")} and ${counted(registrations, "event registration")}`;
      return [`Verified the payment of ${what}${how}${skipped > 0 ? ` (${skipped} skipped)` : ""}`];
    }
    case "payment-tied": {
      const n = count(details.payments) ?? 1;
      const joined = count(details.joined) ?? n;
      return [`Tied ${counted(n, "received payment")} by hand to `, ...named(row, "{}", "an application"), joined > 1 ? ` (${joined} payments joined)` : ""];
    }
    case "payment-untied":
      return ["Undid a received payment's tie to ", ...named(row, "{}", "an application")];
    case "payment-set-aside":
      return [`Set aside a received ${text(details.kind) === "cash_in" ? "Cash In" : "payment"} as no membership fee`];
    case "payment-set-aside-undone":
      return ["Undid the set-aside of a received payment"];
    case "payment-settings-changed": {
      const fields = strings(details.fields);
      return [fields.length > 0 ? `Changed the payment settings (${fields.map(words).join(", ")})` : "Saved the payment settings unchanged"];
    }
    case "personal-data-erased": {
      // Counts only: how many rows and files went, and how many files are still to go.
      const counts = (details.counts ?? {}) as Record<string, unknown>;
      const files = count(counts.file) ?? 0;
      const rows = Object.entries(counts).reduce((sum, [kind, n]) => (kind === "file" ? sum : sum + (count(n) ?? 0)), 0);
      const left = count((details.left as Record<string, unknown> | undefined)?.files) ?? 0;
      return [`Erased one person's data: ${counted(rows, "row")} and ${counted(files, "file")}${left > 0 ? `, ${counted(left, "file")} still to delete` : ""}`];
    }
    case "retention-run": {
      // Counts only: rows per rule and files.
      const counts = (details.counts ?? {}) as Record<string, unknown>;
      const files = count(counts.files) ?? 0;
      const rows = Object.entries(counts).reduce((sum, [kind, n]) => (kind === "files" ? sum : sum + (count(n) ?? 0)), 0);
      return [`Applied the retention rules: ${counted(rows, "row")} and ${counted(files, "file")} removed`];
    }
    case "retention-settings-changed": {
      const on = strings(details.on);
      return [on.length > 0 ? `Changed the retention settings (on: ${on.map((k) => k.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)).join(", ")})` : "Changed the retention settings (every rule off)"];
    }
    case "forwarder-secret-changed":
      return [details.removed === true ? "Turned SMS forwarding off" : "Made a new SMS forwarder secret"];
    case "check-in-undone":
      return ["Undid the check-in of ", ...(row.subjectId ? registrationParts(row) : ["a registration"])];
    case "registration-walk-in":
      return ["Registered ", ...(row.subjectId ? registrationParts(row) : ["a registration"]), ` at the door${details.beyondSeats === true ? ", beyond the seats" : ""}`];
    case "mail-retried":
      return ["Retried ", ...(row.subjectId ? named(row, "the e-mail {}", "an e-mail") : ["an e-mail"])];
    case "announcement-sent": {
      // Counts only: how many people, and how each was reached.
      const counts = (details.counts ?? {}) as Record<string, unknown>;
      const by = [`${counted(count(counts.email) ?? 0, "e-mail")}`, `${count(counts.whatsapp) ?? 0} on WhatsApp`];
      return [`Wrote a letter to ${counted(count(counts.total) ?? 0, "person", "people")} (${by.join(", ")})`];
    }
    case "announcement-told":
      return [details.told === false ? "Unmarked a person as told on WhatsApp" : "Marked a person as told on WhatsApp"];
    case "event-reminders-sent":
      return [`Sent ${counted(count(details.count) ?? 0, "day-before reminder")}`];
    case "certificate-design-saved":
      return ["Saved an event's certificate design"];
    case "certificates-issued":
      return [`Issued ${counted(count(details.issued) ?? 0, "certificate")} (${counted(count(details.emailed) ?? 0, "e-mail")})`];
    case "certificate-revoked":
      return [`Revoked the certificate ${typeof details.code === "string" ? details.code : ""}${typeof details.reason === "string" ? `: ${details.reason}` : ""}`];
    case "content-added":
    case "content-changed":
    case "content-deleted":
    case "content-reordered":
    case "points-changed":
      return describeContentChange(row);
    default:
      return [words(row.action)];
  }
}

/** The same sentence as plain text, e.g. "Changed the application of Ayesha Rahman to approved". */
export function describeActivity(row: Described): string {
  return describeActivityParts(row)
    .map((part) => (typeof part === "string" ? part : part.text))
    .join("");
}
