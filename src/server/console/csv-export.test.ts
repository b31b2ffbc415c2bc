import { describe, expect, it } from "vitest";
import { inBatches, neutraliseCell } from "./csv-export.ts";

describe("neutraliseCell", () => {
  it.each([
    ["=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"],
    ["+8801711000000", "'+8801711000000"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["রাফি আহমেদ", "রাফি আহমেদ"],
    ["plain", "plain"],
    ["", ""],
  ])("%j becomes %j", (input, output) => {
    expect(neutraliseCell(input)).toBe(output);
  });

  it("writes nothing for null, dates as ISO and lists joined", () => {
    expect(neutraliseCell(null)).toBe("");
    expect(neutraliseCell(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
    expect(neutraliseCell(["ROB", "AST"])).toBe("ROB; AST");
  });
});

describe("inBatches", () => {
  it("reads every row once, page after page", async () => {
    const all = Array.from({ length: 25 }, (_, i) => ({ id: String(i).padStart(3, "0"), createdAt: new Date(1000 * Math.floor(i / 3)) }));
    const seen: string[] = [];
    const reads: number[] = [];
    for await (const row of inBatches(async (after, limit) => {
      const start = after ? all.findIndex((r) => r.id === after.id) + 1 : 0;
      reads.push(start);
      return all.slice(start, start + limit);
    }, 10)) seen.push(row.id);
    expect(seen).toEqual(all.map((r) => r.id));
    expect(reads).toEqual([0, 10, 20]);
  });
});
