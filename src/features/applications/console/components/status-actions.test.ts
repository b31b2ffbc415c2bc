import { describe, expect, it } from "vitest";
import { bulkActionsFrom } from "./status-actions.ts";

describe("the applications' bulk bar", () => {
  it("offers each status at least one selected application can move to, in the workflow's order", () => {
    expect(bulkActionsFrom(["pending"])).toEqual(["payment_verified", "rejected"]);
    expect(bulkActionsFrom(["pending", "payment_verified"])).toEqual(["payment_verified", "approved", "rejected", "pending"]);
    expect(bulkActionsFrom(["rejected", "approved"])).toEqual(["pending"]);
  });

  it("never takes back approvals in bulk (one at a time, from the application's page, with a reason), and offers nothing for none", () => {
    expect(bulkActionsFrom(["approved", "approved"])).toEqual([]);
    expect(bulkActionsFrom(["approved", "pending"])).toEqual(["payment_verified", "rejected"]);
    expect(bulkActionsFrom([])).toEqual([]);
  });
});
