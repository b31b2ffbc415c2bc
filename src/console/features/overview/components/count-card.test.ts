import { describe, expect, it } from "vitest";
import { countParts } from "./count-card.tsx";

describe("countParts", () => {
  it("splits counted()'s text into the big figure and its noun, in the singular for one", () => {
    expect(countParts(1, "payment to verify", "payments to verify")).toEqual({ figure: "1", noun: "payment to verify" });
    expect(countParts(0, "unread message")).toEqual({ figure: "0", noun: "unread messages" });
    expect(countParts(1250, "new registration")).toEqual({ figure: "1,250", noun: "new registrations" });
    expect(countParts(3, "on the waiting list", "on the waiting list")).toEqual({ figure: "3", noun: "on the waiting list" });
  });
});
