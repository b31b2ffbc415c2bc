import { z } from "zod";
import { pageQueryShape, type PageOf } from "./lists.ts";
import { counted } from "../counted.ts";

/** What the activity log records (issue: sign-ins, failed sign-ins, status changes, exports, file views, account changes). */
export const activityActions = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "setup-completed",
  "application-status",
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
  "spam-restored",
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** The action filter's choices, as an admin reads them. */
export const activityActionLabels: Record<ActivityAction, string> = {
  "sign-in": "Sign-ins",
  "sign-in-failed": "Failed sign-ins",
  "sign-out": "Sign-outs",
  "setup-completed": "Passwords chosen",
  "application-status": "Application status changes",
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
  "spam-restored": "Suspected spam restored",
};

export const activityQuerySchema = z.strictObject({
  action: z.enum(activityActions, { error: "Choose one of the actions the activity log records." }).optional(),
  ...pageQueryShape,
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;

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
  /** The organiser the action was about, when it was about one who still exists. */
  subjectOrganiser: { name: string; email: string } | null;
  details: ActivityDetails;
}

/** What an activity row says was done (activity_log.details): counts, filters, statuses, field names, never a visitor's data. */
export type ActivityDetails = Record<string, unknown>;

export type ActivityPage = PageOf<ActivityRow>;

type Details = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : undefined;
const count = (value: unknown): number | undefined => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined);
const words = (value: string) => value.replaceAll("_", " ").replaceAll("-", " ");
const shortId = (id: string | null) => (id ? id.slice(0, 8) : undefined);

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
/** A filter's value for reading: an id (a UUID) shortened as the rest of the log shows ids, a code in words, a date as it is. */
function filterValue(value: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(value)) return value.slice(0, 8);
  return /^[a-z][a-z_-]*$/.test(value) ? words(value) : value;
}

/** The filters an export was made with, as "status: pending, with a search" (top-level, or under `filters`). */
function exportFilters(details: Details): string {
  const nested = details.filters && typeof details.filters === "object" && !Array.isArray(details.filters) ? (details.filters as Details) : {};
  const parts: string[] = [];
  for (const [key, value] of Object.entries({ ...details, ...nested })) {
    if (["area", "searched", "rows", "count", "filters"].includes(key)) continue;
    const shown = text(value);
    if (shown !== undefined) parts.push(`${words(key)}: ${filterValue(shown)}`);
  }
  if (details.searched === true) parts.push("with a search");
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

function organiserSubject(row: Pick<ActivityRow, "subjectOrganiser" | "details">): string {
  if (row.subjectOrganiser) return `${row.subjectOrganiser.name} (${row.subjectOrganiser.email})`;
  return text(row.details.email) ?? "an organiser who has since been removed";
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

/** "team member Ayesha Rahman", from a content row's subject type and the name recorded with it. */
function contentSubject(subjectType: string | null, details: Details): string {
  const what = subjectType ? subjectName(subjectType) : "row";
  const name = text(details.name);
  return name ? `${what} ${name}` : what;
}

/** Content changes (issue 18): which row, and which fields changed. */
function describeContentChange(action: string, subjectType: string | null, details: Details): string {
  const subject = contentSubject(subjectType, details);
  const fields = Array.isArray(details.fields) ? details.fields.filter((f): f is string => typeof f === "string") : [];
  switch (action) {
    case "content-added":
      return `Added ${subject}`;
    case "content-deleted":
      return `Deleted ${subject}`;
    case "content-reordered":
      return `Reordered the ${subjectType ? subjectName(subjectType) : "list"} list`;
    case "points-changed": {
      const delta = typeof details.delta === "number" ? details.delta : undefined;
      const reason = text(details.reason);
      const amount = delta === undefined ? "Changed the points of" : delta > 0 ? `Gave ${counted(delta, "point")} to` : `Took ${counted(-delta, "point")} from`;
      return `${amount} ${subject}${reason ? ` (${reason})` : ""}`;
    }
    default:
      if (details.active === true) return `Showed ${subject} on the site again`;
      if (details.active === false) return `Hid ${subject} from the site`;
      return `Changed ${subject}${fields.length > 0 ? `: ${fields.map((f) => words(f).toLowerCase()).join(", ")}` : ""}`;
  }
}

/**
 * A sentence saying what an activity row records, from its action and details, e.g. "Changed 3
 * applications to approved" or "Exported applications (status: pending)".
 */
export function describeActivity(row: Pick<ActivityRow, "action" | "subjectType" | "subjectId" | "subjectOrganiser" | "details">): string {
  const details = row.details;
  switch (row.action) {
    case "sign-in":
      return "Signed in";
    case "sign-out":
      return "Signed out";
    case "sign-in-failed": {
      const reason = text(details.reason);
      return reason ? `Failed sign-in (${signInFailures[reason] ?? words(reason).toLowerCase()})` : "Failed sign-in";
    }
    case "setup-completed":
      return "Chose a password through a set-up link";
    case "application-status": {
      const n = count(details.changed) ?? count(details.count) ?? 1;
      const skipped = count(details.skipped) ?? 0;
      const status = text(details.status) ?? text(details.to);
      const what = n === 1 && row.subjectId ? `application ${shortId(row.subjectId)}` : n === 0 ? "no applications" : counted(n, "application");
      const skippedNote = skipped > 0 ? ` (${skipped} skipped)` : "";
      return `${status ? `Changed ${what} to ${words(status)}` : `Changed the status of ${what}`}${skippedNote}`;
    }
    case "message-state": {
      const messages = counted(count(details.count) ?? 1, "message");
      if (details.state === "archived") return `Archived ${messages}`;
      if (details.state === "read" || details.state === "unread") return `Marked ${messages} ${details.state}`;
      return `Changed the state of ${messages}`;
    }
    case "export": {
      const area = text(details.area);
      return `Exported ${area ? words(area) : "a table"}${exportFilters(details)}`;
    }
    case "file-view": {
      const field = text(details.field) ?? text(details.label);
      const of = row.subjectType && row.subjectId ? ` of ${subjectName(row.subjectType)} ${shortId(row.subjectId)}` : "";
      return `${details.download === true ? "Downloaded" : "Opened"} a file${field ? ` (${field})` : ""}${of}`;
    }
    case "organiser-added": {
      const role = text(details.role);
      return `Added ${organiserSubject(row)}${role ? ` as ${role}` : ""}`;
    }
    case "organiser-changed":
      return `Changed ${organiserSubject(row)}${organiserChange(details)}`;
    case "setup-link-issued":
      return `${details.sent === true ? "Sent" : "Issued"} a set-up link for ${organiserSubject(row)}`;
    case "registration-confirmed": {
      const over = details.overCapacity === true ? " over capacity" : "";
      const id = shortId(row.subjectId);
      return `Confirmed ${id ? `registration ${id}` : "a registration"} from the waiting list${over}`;
    }
    case "spam-restored": {
      const n = count(details.count) ?? 1;
      const kind = text(details.kind);
      const what = kind === "applications" ? counted(n, "application") : kind === "registrations" ? counted(n, "registration") : kind === "messages" ? counted(n, "message") : counted(n, "submission");
      return `Restored ${what} from suspected spam`;
    }
    case "mail-retried":
      return `Retried an e-mail delivery${row.subjectId ? ` (${shortId(row.subjectId)})` : ""}`;
    case "content-added":
    case "content-changed":
    case "content-deleted":
    case "content-reordered":
    case "points-changed":
      return describeContentChange(row.action, row.subjectType, details);
    default:
      return words(row.action);
  }
}
