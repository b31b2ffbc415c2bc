import { describe, expect, it } from "vitest";
import { counted } from "./counted.ts";

describe("counted", () => {
  it("uses the singular for exactly one and the plural for every other count, zero included", () => {
    expect(counted(1, "registration")).toBe("1 registration");
    expect(counted(0, "registration")).toBe("0 registrations");
    expect(counted(2, "seat")).toBe("2 seats");
    expect(counted(-1, "point")).toBe("-1 points");
  });

  it("takes an irregular plural and groups thousands", () => {
    expect(counted(1, "category", "categories")).toBe("1 category");
    expect(counted(3, "category", "categories")).toBe("3 categories");
    expect(counted(1250, "view")).toBe("1,250 views");
  });

  it("counts a noun of several words", () => {
    expect(counted(1, "other application")).toBe("1 other application");
    expect(counted(4, "other application")).toBe("4 other applications");
  });
});
