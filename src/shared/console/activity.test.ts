import { describe, expect, it } from "vitest";
import { describeActivity, type ActivityRow } from "./activity.ts";

const row = (action: string, details: Record<string, unknown> = {}, more: Partial<ActivityRow> = {}) => ({
  action,
  details,
  subjectType: null,
  subjectId: null,
  subjectOrganiser: null,
  ...more,
});

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
    [row("application-status", { to: "payment_verified" }, { subjectType: "application", subjectId: "1a2b3c4d-0000-4000-8000-000000000000" }), "Changed application 1a2b3c4d to payment verified"],
    [row("message-state", { state: "read", count: 2 }), "Marked 2 messages read"],
    [row("message-state", { state: "archived", count: 1 }), "Archived 1 message"],
    [row("export", { area: "applications", filters: { status: "pending" }, searched: false }), "Exported applications (status: pending)"],
    [row("export", { area: "applications", filters: {}, searched: false }), "Exported applications"],
    [
      row("export", { area: "applications", filters: { status: "payment_verified", department: "robotics_rocketry", from: "2026-11-01" }, searched: false }),
      "Exported applications (status: payment verified, department: robotics rocketry, from: 2026-11-01)",
    ],
    [
      row("export", { area: "registrations", filters: { event: "1a2b3c4d-0000-4000-8000-000000000000", category: "junior" }, searched: true }),
      "Exported registrations (event: 1a2b3c4d, category: junior, with a search)",
    ],
    [row("export", { area: "messages", state: "inbox", searched: false }), "Exported messages (state: inbox)"],
    [row("file-view", { field: "photo", download: false }, { subjectType: "event_registration", subjectId: "9f8e7d6c-0000-4000-8000-000000000000" }), "Opened a file (photo) of registration 9f8e7d6c"],
    [row("file-view", { field: "photo", download: true }, { subjectType: "event_registration", subjectId: "9f8e7d6c-0000-4000-8000-000000000000" }), "Downloaded a file (photo) of registration 9f8e7d6c"],
    [row("organiser-added", { email: "new@club.example", role: "reviewer" }), "Added new@club.example as reviewer"],
    [
      row("organiser-changed", { email: "x@club.example", role: { from: "reviewer", to: "admin" }, disabled: true }, { subjectOrganiser: { name: "Mim", email: "mim@club.example" } }),
      "Changed Mim (mim@club.example): role reviewer to admin, disabled",
    ],
    [row("setup-link-issued"), "Issued a set-up link for an organiser who has since been removed"],
    [row("content-added", { name: "Nusrat Jahan" }, { subjectType: "team_members" }), "Added team member Nusrat Jahan"],
    [row("content-changed", { name: "Nusrat Jahan", fields: ["Role", "Photo"] }, { subjectType: "team_members" }), "Changed team member Nusrat Jahan: role, photo"],
    [row("content-changed", { name: "Weather balloon", active: false }, { subjectType: "projects" }), "Hid project Weather balloon from the site"],
    [row("content-changed", { name: "Weather balloon", active: true }, { subjectType: "projects" }), "Showed project Weather balloon on the site again"],
    [row("content-deleted", { name: "Dr. Karim", row: {} }, { subjectType: "club_partners" }), "Deleted club partner Dr. Karim"],
    [row("content-reordered", { count: 12 }, { subjectType: "executive_members" }), "Reordered the executive member list"],
    [row("points-changed", { name: "Rafi", delta: 50, reason: "Brought 10 members" }, { subjectType: "campus_ambassadors" }), "Gave 50 points to campus ambassador Rafi (Brought 10 members)"],
    [row("points-changed", { name: "Rafi", delta: -1, reason: "Duplicate" }, { subjectType: "campus_ambassadors" }), "Took 1 point from campus ambassador Rafi (Duplicate)"],
    [row("spam-restored", { kind: "applications", count: 1 }), "Restored 1 application from suspected spam"],
    [row("spam-restored", { kind: "messages", count: 3 }), "Restored 3 messages from suspected spam"],
    [row("something-else"), "something else"],
  ])("%#: says what happened", (input, sentence) => {
    expect(describeActivity(input)).toBe(sentence);
  });
});
