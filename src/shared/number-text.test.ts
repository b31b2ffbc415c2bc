import { describe, expect, it } from "vitest";
import { banglaDigits } from "./bangla-digits.ts";
import { banglaNumber, groupedNumber, indianGroupedNumber } from "./number-text.ts";

// The hand-written numbers must read exactly as Intl writes them, which the server wrote before
// (decision 152): every size of whole number, and negatives.
const samples = [0, 1, 9, 10, 99, 100, 999, 1000, 1250, 9999, 10000, 12345, 99999, 100000, 123456, 999999, 1000000, 1234567, 12345678, 123456789, 1234567890, 2026, 404, -1, -1500, -1234567];

describe("numbers written by hand", () => {
  it.each(samples)("%s reads as Intl's en, en-IN and bn-BD write it", (n) => {
    expect(groupedNumber(n)).toBe(n.toLocaleString("en"));
    expect(indianGroupedNumber(n)).toBe(n.toLocaleString("en-IN"));
    expect(banglaNumber(n)).toBe(new Intl.NumberFormat("bn-BD").format(n));
  });

  it("agrees with Intl on a spread of whole numbers", () => {
    for (let n = 1; n < 5e9; n = Math.floor(n * 1.37) + 1) {
      expect(groupedNumber(n)).toBe(n.toLocaleString("en"));
      expect(indianGroupedNumber(n)).toBe(n.toLocaleString("en-IN"));
    }
  });

  it("rounds a fraction to the whole number, as the pages show only whole ones", () => {
    expect(groupedNumber(1234.6)).toBe("1,235");
    expect(banglaNumber(2.5)).toBe("৩");
  });

  it("writes a year in Bangla digits without grouping", () => {
    expect(banglaDigits(String(2026))).toBe(new Intl.NumberFormat("bn-BD", { useGrouping: false }).format(2026));
  });
});
