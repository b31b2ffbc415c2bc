import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { busyFloorMs, ciFloorMarginMs, floorMarginMs, floorVerdict, median, withinOfAnyFloor } from "../scripts/main-thread-floor/tracked.ts";

// How CI's Lighthouse phase judges a tracked route's blocking time against its floor (decision 148).
describe("a route's TBT against its floor", () => {
  it("is within the target at its margin, above it past it, and over CI's margin past that, by the medians of the runs", () => {
    expect(floorVerdict([60, 20, 90], [0, 10, 40])).toEqual({ verdict: "within", overMs: floorMarginMs, floorMs: 10 });
    expect(floorVerdict([61, 20, 90], [0, 10, 40])).toEqual({ verdict: "above", overMs: 51, floorMs: 10 });
    expect(floorVerdict([160, 20, 300], [0, 10, 40])).toEqual({ verdict: "above", overMs: ciFloorMarginMs, floorMs: 10 });
    expect(floorVerdict([161, 20, 300], [0, 10, 40])).toEqual({ verdict: "over", overMs: 151, floorMs: 10 });
    // One slow run of the route, or of the floor, moves neither median.
    expect(floorVerdict([20, 400, 30], [5, 0, 300]).verdict).toBe("within");
  });

  it("is not judged over when the floor says the machine was busy, nor when a side has no figure", () => {
    expect(floorVerdict([400, 500, 450], [busyFloorMs + 1, 150, 120])).toMatchObject({ verdict: "busy", floorMs: 120 });
    expect(floorVerdict([400, 500, 450], [busyFloorMs, 90, 80])).toMatchObject({ verdict: "over", floorMs: 90 });
    expect(floorVerdict([30, 40, 50], [Number.NaN, Number.NaN, Number.NaN]).verdict).toBe("unmeasured");
    expect(floorVerdict([], [0, 0, 0]).verdict).toBe("unmeasured");
  });

  it("takes the lower middle of an even count, leaving out runs Lighthouse could not measure", () => {
    expect(median([40, 10, 30, 20])).toBe(20);
    expect(median([Number.NaN, 7, 3])).toBe(3);
  });

  it("is settled without a floor once two runs are within a margin, and only then", () => {
    expect(withinOfAnyFloor([0, 38], floorMarginMs)).toBe(true);
    expect(withinOfAnyFloor([28, 56, 17], floorMarginMs)).toBe(true);
    expect(withinOfAnyFloor([28, 56], floorMarginMs)).toBe(false);
    expect(withinOfAnyFloor([80, 61, 11], floorMarginMs)).toBe(false);
    expect(withinOfAnyFloor([80, 61, 11], ciFloorMarginMs)).toBe(true);
    expect(withinOfAnyFloor([ciFloorMarginMs, ciFloorMarginMs + 1, 400], ciFloorMarginMs)).toBe(false);
    expect(withinOfAnyFloor([Number.NaN, 10], ciFloorMarginMs)).toBe(false);
    // The floor that is not measured could not have changed the verdict: whatever its runs (never
    // under 0 ms) and whatever a third run of the route, the route is not over the margin.
    const any = fc.integer({ min: 0, max: 2_000 });
    for (const [marginMs, verdicts] of [
      [floorMarginMs, ["within"]],
      [ciFloorMarginMs, ["within", "above"]],
    ] as const) {
      const within = fc.integer({ min: 0, max: marginMs });
      fc.assert(
        fc.property(within, within, any, fc.array(any, { minLength: 1, maxLength: 3 }), (a, b, third, floors) => {
          for (const runs of [[a, b, third], [a, third, b], [third, a, b]]) {
            expect(withinOfAnyFloor(runs, marginMs)).toBe(true);
            expect(verdicts).toContain(floorVerdict(runs, floors).verdict);
          }
        }),
      );
    }
  });
});
