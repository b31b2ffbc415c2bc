import { describe, expect, it } from "vitest";
import { bulkActionsFor } from "./state-actions.ts";

const labels = (...args: Parameters<typeof bulkActionsFor>) => bulkActionsFor(...args).map((action) => action.label);

describe("the messages' bulk bar", () => {
  it("offers only the changes that would change at least one selected message", () => {
    expect(labels(undefined, ["unread", "read"])).toEqual(["Mark read", "Mark unread", "Archive"]);
    expect(labels(undefined, ["read", "read"])).toEqual(["Mark unread", "Archive"]);
    expect(labels("unread", ["unread"])).toEqual(["Mark read", "Archive"]);
  });

  it("offers archived messages the way back to the inbox, or as unread", () => {
    expect(labels("archived", ["archived"])).toEqual(["Move to inbox", "Mark unread"]);
    expect(labels("archived", [])).toEqual([]);
  });
});
