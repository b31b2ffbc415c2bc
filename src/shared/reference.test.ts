import { describe, expect, it } from "vitest";
import { newReference, normaliseReference, referenceAlphabet, referencePattern } from "./reference.ts";

describe("submission references", () => {
  it("are GSC-XXXX-XX from 32 characters without 0, O, 1 or I", () => {
    expect(referenceAlphabet).toHaveLength(32);
    expect(referenceAlphabet).not.toMatch(/[01IO]/);
    for (let i = 0; i < 2000; i++) expect(newReference()).toMatch(referencePattern);
  });

  it("use every character of the alphabet in every position, and rarely repeat in a few thousand draws", () => {
    const drawn = Array.from({ length: 5000 }, () => newReference());
    // Over 32^6 values, 5,000 draws repeat one about once in 86 runs (the birthday bound), so one
    // repeat is chance; three or more happen once in millions of runs unless the draw is narrower than
    // it claims (20 random bits would repeat about twelve times here).
    expect(drawn.length - new Set(drawn).size).toBeLessThanOrEqual(2);
    const codes = drawn.map((reference) => reference.replace(/^GSC-|-/g, ""));
    for (let position = 0; position < 6; position++) {
      expect(new Set(codes.map((code) => code[position])).size).toBe(32);
    }
  });

  it.each([
    ["GSC-7KQ3-M9", "GSC-7KQ3-M9"],
    ["gsc-7kq3-m9", "GSC-7KQ3-M9"],
    [" 7KQ3 M9 ", "GSC-7KQ3-M9"],
    ["7kq3m9", "GSC-7KQ3-M9"],
    ["GSC7KQ3M9", "GSC-7KQ3-M9"],
  ])("reads %j as %s", (typed, stored) => {
    expect(normaliseReference(typed)).toBe(stored);
  });

  it.each(["", "GSC-7KQ3-M", "GSC-0KQ3-M9", "GSC-7KQ3-MO", "GSC-1KQ3-M9", "GSC-IKQ3-M9", "ABC-7KQ3-M9", "GSC-7KQ3-M9-X"])("refuses %j", (typed) => {
    expect(normaliseReference(typed)).toBeNull();
  });
});
