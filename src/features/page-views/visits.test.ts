import { describe, expect, it } from "vitest";
import { busiestDay, chartCeiling, daysEndingOn, dhakaDay, withEmptyDays } from "./visits.ts";

describe("dhakaDay", () => {
  it("reads the day in Dhaka (UTC+6), not in UTC", () => {
    expect(dhakaDay(new Date("2026-03-01T17:59:59Z"))).toBe("2026-03-01");
    expect(dhakaDay(new Date("2026-03-01T18:00:00Z"))).toBe("2026-03-02");
  });
});

describe("daysEndingOn", () => {
  it("counts back across month and year ends, and leap days", () => {
    expect(daysEndingOn("2026-01-02", 4)).toEqual(["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"]);
    expect(daysEndingOn("2028-03-01", 2)).toEqual(["2028-02-29", "2028-03-01"]);
    expect(daysEndingOn("2026-11-24", 30)).toHaveLength(30);
    expect(daysEndingOn("2026-11-24", 30)[0]).toBe("2026-10-26");
  });
});

describe("withEmptyDays", () => {
  it("fills the days the database had no row for with zeros, in the period's order", () => {
    const days = ["2026-11-01", "2026-11-02", "2026-11-03"];
    expect(withEmptyDays(days, [{ day: "2026-11-02", views: 5, sessions: 2 }])).toEqual([
      { day: "2026-11-01", views: 0, sessions: 0 },
      { day: "2026-11-02", views: 5, sessions: 2 },
      { day: "2026-11-03", views: 0, sessions: 0 },
    ]);
  });
});

describe("busiestDay", () => {
  it("is the day with the most views, the latest of a tie, none without views", () => {
    const day = (d: string, views: number) => ({ day: d, views, sessions: 1 });
    expect(busiestDay([day("a", 3), day("b", 7), day("c", 7), day("d", 1)])?.day).toBe("c");
    expect(busiestDay([day("a", 0), day("b", 0)])).toBeUndefined();
  });
});

describe("chartCeiling", () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 3],
    [7, 8],
    [9, 10],
    [12, 15],
    [120, 150],
    [151, 200],
    [4_321, 5_000],
  ])("puts the top of the scale for %i at %i", (max, top) => {
    expect(chartCeiling(max)).toBe(top);
  });
});
