import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { auditsThatCouldNotRun } from "../scripts/lighthouse-result.ts";

type Audit = Result["audits"][string];
const audit = (id: string, mode: Audit["scoreDisplayMode"], errorMessage?: string) =>
  ({ id, title: id, description: "", score: mode === "error" ? null : 1, scoreDisplayMode: mode, errorMessage }) as Audit;
const result = (audits: Audit[], refs: { id: string; weight: number }[]) =>
  ({
    audits: Object.fromEntries(audits.map((a) => [a.id, a])),
    categories: { performance: { id: "performance", title: "Performance", score: null, auditRefs: refs } },
  }) as unknown as Pick<Result, "categories" | "audits">;

// What scripts/lighthouse.ts measures again instead of scoring (decision 106).
describe("a Lighthouse result's audits that could not run", () => {
  it("names each scored audit in error, with Lighthouse's reason", () => {
    const lhr = result(
      [audit("total-blocking-time", "error", "Something went wrong with recording the trace (NO_NAVSTART)"), audit("speed-index", "numeric")],
      [{ id: "total-blocking-time", weight: 30 }, { id: "speed-index", weight: 10 }],
    );
    expect(auditsThatCouldNotRun(lhr)).toEqual(["total-blocking-time (Something went wrong with recording the trace (NO_NAVSTART))"]);
  });

  it("leaves out audits of no weight and audits that ran", () => {
    const lhr = result([audit("bf-cache", "error"), audit("speed-index", "numeric")], [{ id: "bf-cache", weight: 0 }, { id: "speed-index", weight: 10 }]);
    expect(auditsThatCouldNotRun(lhr)).toEqual([]);
  });
});
