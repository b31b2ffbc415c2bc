import { describe, expect, it } from "vitest";
import { activityQuerySchema, describeActivity, describeActivityParts, type ActivityNames, type ActivityRow } from "./contract.ts";

const row = (action: string, details: Record<string, unknown> = {}, more: Partial<ActivityRow> = {}) => ({
  action,
  details,
  subjectType: null,
  subjectId: null,
  names: {} as ActivityNames,
  ...more,
});
const applicationId = "1a2b3c4d-0000-4000-8000-000000000000";
const registrationId = "9f8e7d6c-0000-4000-8000-000000000000";
const eventId = "5e5e5e5e-0000-4000-8000-000000000000";

describe("describeActivity", () => {
  it.each([
    [row("sign-in"), "Signed in"],
    [row("sign-out"), "Signed out"],
    [row("sign-in-failed", { reason: "INVALID_EMAIL_OR_PASSWORD" }), "Failed sign-in (wrong e-mail or password)"],
    [row("sign-in-failed", { reason: "disabled" }), "Failed sign-in (account disabled)"],
    [row("sign-in-failed", { reason: "SOMETHING_NEW" }), "Failed sign-in (something new)"],
    [row("application-status", { status: "approved", changed: 3, skipped: 0 }), "Changed 3 applications to approved"],
    [row("application-status", { status: "approved", changed: 2, skipped: 1 }), "Changed 2 applications to approved (1 skipped)"],
    [row("application-status", { status: "rejected", changed: 0, skipped: 2 }), "Changed no applications to rejected (2 skipped)"],
    [
      row("application-status", { status: "approved", changed: 1 }, { subjectType: "join_request", subjectId: applicationId, names: { subject: "Ayesha Rahman" } }),
      "Changed the application of Ayesha Rahman to approved",
    ],
    [
      row("application-status", { to: "payment_verified" }, { subjectType: "join_request", subjectId: applicationId, names: { subject: null } }),
      "Changed an application (deleted) to payment verified",
    ],
    [row("payments-added", { source: "paste", added: 50, alreadyKnown: 0, refused: 1 }), "Added 50 wallet payments from pasted SMS"],
    [row("payments-added", { source: "statement", added: 1, alreadyKnown: 3 }), "Added 1 wallet payment from a statement file (3 already known)"],
    [row("payments-verified", { verified: 47, skipped: 2 }), "Verified the payment of 47 applications (2 skipped)"],
    [row("payments-verified", { verified: 1, skipped: 0, automatic: true, by: "forwarder" }), "Verified the payment of 1 application automatically, from a forwarded SMS"],
    [row("payment-settings-changed", { fields: ["fee", "automatic verification"] }), "Changed the payment settings (fee, automatic verification)"],
    [row("forwarder-secret-changed", { removed: false }), "Made a new SMS forwarder secret"],
    [row("forwarder-secret-changed", { removed: true }), "Turned SMS forwarding off"],
    [row("announcement-sent", { counts: { total: 3, email: 2, whatsapp: 1 } }), "Wrote a letter to 3 people (2 e-mails, 1 on WhatsApp)"],
    [row("announcement-told", { told: true }), "Marked a person as told on WhatsApp"],
    [row("event-reminders-sent", { count: 1 }), "Sent 1 day-before reminder"],
    [row("personal-data-erased", { counts: { application: 1, registration: 2, file: 2, mail: 3 }, left: { files: 1, registrations: 1 } }), "Erased one person's data: 6 rows and 2 files, 1 file still to delete"],
    [row("export", { area: "personal-data", counts: { application: 1, registration: 2 } }), "Exported personal data"],
    [row("message-state", { state: "read", count: 2 }), "Marked 2 messages read"],
    [row("message-state", { state: "archived", count: 1 }), "Archived 1 message"],
    [row("export", { area: "applications", filters: { status: "pending" }, searched: false }), "Exported applications (status: pending)"],
    [row("export", { area: "applications", filters: {}, searched: false }), "Exported applications"],
    [
      row("export", { area: "applications", filters: { status: "payment_verified", department: "robotics_rocketry", payment: "cash", from: "2026-11-01" }, searched: false }),
      "Exported applications (status: payment verified, department: Robotics and Rocketry, payment: cash, from: 2026-11-01)",
    ],
    [
      row(
        "export",
        { area: "registrations", filters: { event: eventId, category: "4c4c4c4c-0000-4000-8000-000000000000" }, searched: true },
        { names: { event: { id: eventId, title: "Science Fair 2027" }, category: "Junior" } },
      ),
      "Exported registrations (event: Science Fair 2027, category: Junior, with a search)",
    ],
    [
      row("export", { area: "registrations", filters: { event: eventId } }, { names: { event: { id: eventId, title: null } } }),
      "Exported registrations (event: an event (deleted))",
    ],
    [row("export", { area: "messages", state: "inbox", searched: false }), "Exported messages (state: inbox)"],
    [
      row(
        "file-view",
        { field: "payment_receipt", download: false },
        { subjectType: "event_registration", subjectId: registrationId, names: { subject: "GSC-7KQ2-9F", event: { id: eventId, title: "Science Fair 2027" }, fieldLabels: { payment_receipt: "Payment receipt" } } },
      ),
      "Opened the file “Payment receipt” of registration GSC-7KQ2-9F for Science Fair 2027",
    ],
    [
      row("file-view", { field: "photo", download: true }, { subjectType: "event_registration", subjectId: registrationId, names: { subject: null } }),
      "Downloaded the file “Photo” of a registration (deleted)",
    ],
    [row("organiser-added", { email: "new@club.example", role: "reviewer" }), "Added new@club.example as reviewer"],
    [
      row("organiser-added", { email: "new@club.example", role: "reviewer" }, { subjectType: "organiser", subjectId: applicationId, names: { subject: null } }),
      "Added new@club.example (deleted) as reviewer",
    ],
    [
      row(
        "organiser-changed",
        { email: "x@club.example", role: { from: "reviewer", to: "admin" }, disabled: true },
        { subjectType: "organiser", subjectId: applicationId, names: { subject: "Mim (mim@club.example)" } },
      ),
      "Changed Mim (mim@club.example): role reviewer to admin, disabled",
    ],
    [row("setup-link-issued", {}, { subjectType: "organiser", subjectId: applicationId, names: { subject: null } }), "Issued a set-up link for an organiser (deleted)"],
    [row("content-added", { name: "Nusrat Jahan" }, { subjectType: "team_members" }), "Added team member Nusrat Jahan"],
    [row("content-changed", { name: "Nusrat Jahan", fields: ["Role", "Photo"] }, { subjectType: "team_members" }), "Changed team member Nusrat Jahan: Role, Photo"],
    [
      row("content-changed", { name: "Nusrat Jahan", fields: ["Role"] }, { subjectType: "team_members", subjectId: applicationId, names: { subject: "Nusrat J. Khan" } }),
      "Changed team member Nusrat J. Khan: Role",
    ],
    [
      row("content-changed", { name: "Nusrat Jahan", fields: ["Role"] }, { subjectType: "team_members", subjectId: applicationId, names: { subject: null } }),
      "Changed team member Nusrat Jahan (deleted): Role",
    ],
    [
      row("content-changed", { name: "Science Fair", fields: ["startsAt", "registrationDeadline", "googleFormUrl"] }, { subjectType: "events" }),
      "Changed event Science Fair: Starts, Registration closes, Outside form's address",
    ],
    [
      row(
        "content-changed",
        { name: "Junior for Science Fair", fields: ["e_mail_address", "guardian_s_phone", "order", "capacity"], labels: { guardian_s_phone: "Guardian's phone" } },
        { subjectType: "event_registration_forms", subjectId: eventId, names: { subject: "Junior for Science Fair", fieldLabels: { e_mail_address: "E-mail address", guardian_s_phone: "Guardian phone (old)" } } },
      ),
      "Changed registration form Junior for Science Fair: E-mail address, Guardian's phone, Order of the fields, Seats",
    ],
    [
      row("content-changed", { name: "Junior for Fair", fields: ["blood_group"] }, { subjectType: "event_registration_forms" }),
      "Changed registration form Junior for Fair: Blood group",
    ],
    [row("content-changed", { name: "Weather balloon", active: false }, { subjectType: "projects" }), "Hid project Weather balloon from the site"],
    [row("content-changed", { name: "Weather balloon", active: true }, { subjectType: "projects" }), "Showed project Weather balloon on the site again"],
    [row("content-deleted", { name: "Dr. Karim", row: {} }, { subjectType: "club_partners" }), "Deleted club partner Dr. Karim"],
    [row("content-reordered", { count: 12 }, { subjectType: "executive_members" }), "Reordered the executive member list"],
    [row("points-changed", { name: "Rafi", delta: 50, reason: "Brought 10 members" }, { subjectType: "campus_ambassadors" }), "Gave 50 points to campus ambassador Rafi (Brought 10 members)"],
    [row("points-changed", { name: "Rafi", delta: -1, reason: "Duplicate" }, { subjectType: "campus_ambassadors" }), "Took 1 point from campus ambassador Rafi (Duplicate)"],
    [row("spam-restored", { kind: "applications", count: 1 }), "Restored 1 application from suspected spam"],
    [
      row("spam-restored", { kind: "applications", count: 1 }, { subjectType: "join_request", subjectId: applicationId, names: { subject: "Ayesha Rahman" } }),
      "Restored the application of Ayesha Rahman from suspected spam",
    ],
    [row("spam-restored", { kind: "messages", count: 3 }), "Restored 3 messages from suspected spam"],
    [row("mail-retried", {}, { subjectType: "mail", subjectId: applicationId, names: { subject: "“Welcome” to a@b.example" } }), "Retried the e-mail “Welcome” to a@b.example"],
    [row("registration-confirmed", {}, { subjectType: "event_registration", subjectId: registrationId, names: { subject: null } }), "Confirmed a registration (deleted) from the waiting list"],
    [
      row("registration-confirmed", { overCapacity: false, freedBy: "GSC-AAAA-AA" }, { subjectType: "event_registration", subjectId: registrationId, names: { subject: null } }),
      "Confirmed a registration (deleted) from the waiting list, into the seat GSC-AAAA-AA freed",
    ],
    [
      row("registration-cancelled", { promoted: "GSC-BBBB-BB" }, { subjectType: "event_registration", subjectId: registrationId, names: { subject: null } }),
      "Cancelled a registration (deleted); GSC-BBBB-BB was given the freed seat",
    ],
    [row("registration-moved", { toName: "University" }, { subjectType: "event_registration", subjectId: registrationId, names: { subject: null } }), "Moved a registration (deleted) to the category University"],
    [row("registration-cancelled", {}, { subjectType: "event_registration", subjectId: registrationId, names: { subject: null } }), "Cancelled a registration (deleted)"],
    [row("something-else"), "something else"],
  ])("%#: says what happened", (input, sentence) => {
    expect(describeActivity(input)).toBe(sentence);
  });

  it("links a named row to its console page, and a deleted one to nothing", () => {
    const named = row("application-status", { status: "approved", changed: 1 }, { subjectType: "join_request", subjectId: applicationId, names: { subject: "Ayesha Rahman" } });
    expect(describeActivityParts(named)).toEqual(["Changed ", "the application of ", { text: "Ayesha Rahman", href: `/organiser/applications/${applicationId}` }, " to approved"]);
    const file = row("file-view", { field: "photo" }, { subjectType: "event_registration", subjectId: registrationId, names: { subject: "GSC-7KQ2-9F", event: { id: eventId, title: "Fair" } } });
    expect(describeActivityParts(file)).toContainEqual({ text: "registration GSC-7KQ2-9F", href: `/organiser/registrations/${registrationId}` });
    const member = row("content-changed", { name: "Nusrat", fields: ["Role"] }, { subjectType: "team_members", subjectId: applicationId, names: { subject: "Nusrat" } });
    expect(describeActivityParts(member)).toContainEqual({ text: "team member Nusrat", href: `/organiser/content/team-members/${applicationId}` });
    const gone = row("content-changed", { name: "Nusrat", fields: ["Role"] }, { subjectType: "team_members", subjectId: applicationId, names: { subject: null } });
    expect(describeActivityParts(gone).some((part) => typeof part !== "string")).toBe(false);
  });
});

describe("activityQuerySchema", () => {
  it.each([
    ["from=2026-02-31", "The start date is not a real date."],
    ["to=26-01-01", "Use a date as YYYY-MM-DD."],
    ["from=2026-03-02&to=2026-03-01", "The start date must not be after the end date."],
    ["organiser=nadia", "organiser must be an organiser's id."],
  ])("refuses %s: %s", (query, message) => {
    const parsed = activityQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.message)).toContain(message);
  });
});
