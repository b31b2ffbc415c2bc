import { describe, expect, it } from "vitest";
import {
  applicationListQuerySchema,
  applicationStatuses,
  mayChangeStatus,
  rejectionFormSchema,
  statusChangeMessages,
  statusChangeSchema,
  transitionRefusal,
  type ApplicationStatus,
} from "./contract.ts";

const allowed: [ApplicationStatus, ApplicationStatus][] = [
  ["pending", "payment_verified"],
  ["pending", "rejected"],
  ["payment_verified", "approved"],
  ["payment_verified", "rejected"],
  ["payment_verified", "pending"],
  ["rejected", "pending"],
  ["approved", "payment_verified"],
];

describe("the status workflow", () => {
  const everyPair = applicationStatuses.flatMap((from) => applicationStatuses.map((to) => [from, to] as const));
  const isAllowed = (from: string, to: string) => allowed.some(([f, t]) => f === from && t === to);

  it.each(everyPair)("%s -> %s", (from, to) => {
    expect(mayChangeStatus(from, to)).toBe(isAllowed(from, to));
    const refusal = transitionRefusal(from, to);
    if (isAllowed(from, to)) expect(refusal).toBeUndefined();
    else expect(refusal).toMatch(/\.$/);
  });

  it("says why a change is refused", () => {
    expect(transitionRefusal("approved", "approved")).toBe("Already approved.");
    expect(transitionRefusal("payment_verified", "payment_verified")).toBe("Already payment verified.");
    expect(transitionRefusal("approved", "rejected")).toBe("Approved: take the approval back (to payment verified) first.");
    expect(transitionRefusal("approved", "pending")).toBe("Approved: take the approval back (to payment verified) first.");
    expect(transitionRefusal("pending", "approved")).toBe("The payment must be verified before approval.");
    expect(transitionRefusal("rejected", "approved")).toBe("Rejected: reopen it (back to pending) first.");
    expect(transitionRefusal("rejected", "payment_verified")).toBe("Rejected: reopen it (back to pending) first.");
  });
});

describe("statusChangeSchema", () => {
  const id = "0b6f3f7e-8f4f-4c55-9d47-3c1b1c1e2a10";
  const other = "1c7e4a8f-9a5b-4d66-8e58-4d2c2d2f3b21";
  const messages = (value: unknown) => {
    const result = statusChangeSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("keeps a trimmed reason of up to 500 characters when moving to payment verified (taking back an approval needs one), refuses one elsewhere", () => {
    expect(statusChangeSchema.parse({ ids: [id], status: "payment_verified", reason: " Approved the wrong Nadia. " })).toEqual({
      ids: [id],
      status: "payment_verified",
      reason: "Approved the wrong Nadia.",
    });
    expect(statusChangeSchema.parse({ ids: [id], status: "payment_verified", reason: "  " })).toEqual({ ids: [id], status: "payment_verified", reason: undefined });
    expect(messages({ ids: [id], status: "payment_verified", reason: "x".repeat(501) })).toEqual([statusChangeMessages.reasonTooLong]);
    expect(messages({ ids: [id], status: "approved", reason: "Because." })).toEqual([statusChangeMessages.reasonNotAllowed]);
  });

  it("requires a trimmed reason of 1 to 500 characters for a rejection", () => {
    expect(statusChangeSchema.parse({ ids: [id], status: "rejected", reason: "  Paid twice. " })).toEqual({
      ids: [id],
      status: "rejected",
      reason: "Paid twice.",
    });
    expect(messages({ ids: [id], status: "rejected" })).toEqual([statusChangeMessages.reasonRequired]);
    expect(messages({ ids: [id], status: "rejected", reason: "   " })).toEqual([statusChangeMessages.reasonRequired]);
    expect(messages({ ids: [id], status: "rejected", reason: "x".repeat(501) })).toEqual([statusChangeMessages.reasonTooLong]);
    expect(statusChangeSchema.parse({ ids: [id], status: "rejected", reason: ` ${"x".repeat(500)} ` }).reason).toHaveLength(500);
  });

  it("refuses a reason for any other status, and ignores a blank one", () => {
    expect(messages({ ids: [id], status: "approved", reason: "Because." })).toEqual([statusChangeMessages.reasonNotAllowed]);
    expect(statusChangeSchema.parse({ ids: [id], status: "approved", reason: " " })).toEqual({ ids: [id], status: "approved", reason: undefined });
  });

  it("takes 1 to 500 distinct ids, in any letter case", () => {
    expect(messages({ ids: [], status: "approved" })).toEqual([statusChangeMessages.noIds]);
    expect(messages({ status: "approved" })).toEqual([statusChangeMessages.noIds]);
    expect(messages({ ids: [id, other, id.toUpperCase()], status: "approved" })).toEqual([statusChangeMessages.duplicateIds]);
    expect(messages({ ids: ["1; drop table join_requests"], status: "approved" })).toEqual([statusChangeMessages.badId]);
    const many = Array.from({ length: 501 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    expect(messages({ ids: many, status: "approved" })).toEqual([statusChangeMessages.tooManyIds]);
    expect(statusChangeSchema.parse({ ids: many.slice(0, 500), status: "approved" }).ids).toHaveLength(500);
    expect(statusChangeSchema.parse({ ids: [other.toUpperCase()], status: "pending" }).ids).toEqual([other]);
  });

  it("refuses an unknown status and extra fields", () => {
    expect(messages({ ids: [id], status: "archived" })[0]).toMatch(/^status must be one of pending, payment_verified/);
    expect(statusChangeSchema.safeParse({ ids: [id], status: "approved", by: "me" }).success).toBe(false);
  });
});

describe("rejectionFormSchema", () => {
  it("gives the form the same messages as the server", () => {
    const result = rejectionFormSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(statusChangeMessages.reasonRequired);
    expect(rejectionFormSchema.safeParse({ reason: "x".repeat(501) }).error?.issues[0]?.message).toBe(statusChangeMessages.reasonTooLong);
  });
});

describe("applicationListQuerySchema", () => {
  it("reads a full query string", () => {
    expect(
      applicationListQuerySchema.parse({
        page: "2",
        pageSize: "50",
        q: "  Rahman ",
        status: "approved",
        payment: "online",
        department: "it",
        from: "2026-01-01",
        to: "2026-01-31",
      }),
    ).toEqual({ page: 2, pageSize: 50, q: "Rahman", status: "approved", payment: "online", department: "it", from: "2026-01-01", to: "2026-01-31" });
    expect(applicationListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 25 });
  });

  it.each([
    [{ status: "done" }, "status must be one of pending, payment_verified, approved, rejected."],
    [{ payment: "card" }, "payment must be one of cash, online."],
    [{ department: "chess" }, /^department must be one of project_display_research_paper, /],
    [{ from: "1/2/2026" }, "Use a date as YYYY-MM-DD."],
    [{ to: "2026-02-30" }, "The end date is not a real date."],
    [{ from: "2026-03-02", to: "2026-03-01" }, "The start date must not be after the end date."],
    [{ q: "a\u0000b" }, "A search may not contain control characters."],
    [{ q: "a\u001fb" }, "A search may not contain control characters."],
    [{ pageSize: "30" }, "pageSize must be one of 25, 50, 100."],
  ])("refuses %j", (query, message) => {
    const result = applicationListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(message);
  });

  it("refuses unknown parameters", () => {
    expect(applicationListQuerySchema.safeParse({ sort: "name" }).success).toBe(false);
  });
});
