import { describe, expect, it } from "vitest";
import { siteConfig } from "./site-config.ts";
import { banglaDigits, clockTime, dhakaDateTime, dhakaSpan, formatNumber, timeRange } from "./club-time.ts";
import { banglaClockTime, banglaDateTime, banglaDay, banglaDayPart, banglaDayParts, banglaSpan, banglaTimeRange } from "./club-time-bn.ts";
import { dateTimeIn, spanIn } from "./club-time-in.ts";
import { banglaNumber } from "./number-text.ts";

describe("the site's times", () => {
  it("are on the 12-hour clock with AM and PM, as the office hours in the spec", () => {
    expect(clockTime("09:00")).toBe("9:00 AM");
    expect(clockTime("14:05")).toBe("2:05 PM");
    expect(clockTime("12:30")).toBe("12:30 PM");
    expect(clockTime("00:15")).toBe("12:15 AM");
    expect(timeRange("10:00", "14:00")).toBe("10:00 AM to 2:00 PM");
  });

  it("write an instant as its date and time in Dhaka, whatever the machine's time zone", () => {
    expect(dhakaDateTime("2026-12-13T14:00:00.000Z")).toBe("Sunday, 13 December 2026, 8:00 PM");
    // 20:30 UTC on the 31st is already the next day (and year) in Dhaka.
    expect(dhakaDateTime(new Date("2026-12-31T20:30:00Z"))).toBe("Friday, 1 January 2027, 2:30 AM");
  });

  it("write an event's start and end in Dhaka: the end's time alone on the same day, its date too on another", () => {
    expect(dhakaSpan("2026-12-13T14:00:00.000Z", null)).toBe("Sunday, 13 December 2026, 8:00 PM");
    expect(dhakaSpan("2026-12-13T14:00:00.000Z", "2026-12-13T16:30:00.000Z")).toBe("Sunday, 13 December 2026, 8:00 PM to 10:30 PM");
    // 18:30 UTC on the 13th is past midnight in Dhaka: the next day there.
    expect(dhakaSpan("2026-12-13T14:00:00.000Z", "2026-12-13T18:30:00.000Z")).toBe("Sunday, 13 December 2026, 8:00 PM to Monday, 14 December 2026, 12:30 AM");
  });

  it("match the office hours the site configuration writes out (spec section 9), which every page loads", () => {
    expect(siteConfig.officeHours.slice(0, 2).map((entry) => entry.hours)).toEqual([timeRange("09:00", "17:00"), timeRange("10:00", "14:00")]);
  });
});

describe("dates, times and numbers in Bangla", () => {
  it("writes Bangla digits and month names, in Dhaka time", () => {
    expect(banglaDateTime("2026-12-13T14:00:00Z")).toBe("রবিবার, ১৩ ডিসেম্বর, ২০২৬, রাত ৮:০০");
    expect(banglaSpan("2026-12-13T04:00:00Z", "2026-12-13T10:30:00Z")).toBe("রবিবার, ১৩ ডিসেম্বর, ২০২৬, সকাল ১০:০০ থেকে বিকাল ৪:৩০");
    // Over two days, each day in full.
    expect(banglaSpan("2026-12-13T12:00:00Z", "2026-12-14T03:00:00Z")).toBe("রবিবার, ১৩ ডিসেম্বর, ২০২৬, সন্ধ্যা ৬:০০ থেকে সোমবার, ১৪ ডিসেম্বর, ২০২৬, সকাল ৯:০০");
    expect(formatNumber(1250, "bn")).toBe("১,২৫০");
    expect(banglaNumber(1250)).toBe("১,২৫০");
    expect(formatNumber(1250)).toBe("1,250");
    expect(dateTimeIn("en", "2026-12-13T14:00:00Z")).toBe(dhakaDateTime("2026-12-13T14:00:00Z"));
    expect(spanIn("bn", "2026-12-13T04:00:00Z", null)).toBe(banglaDateTime("2026-12-13T04:00:00Z"));
  });

  it("writes each day as Intl's bn-BD does in Dhaka time, by hand (no Intl on a first visit)", () => {
    const intl = new Intl.DateTimeFormat("bn-BD", { timeZone: "Asia/Dhaka", weekday: "long", day: "numeric", month: "long", year: "numeric" });
    // Every day of two years, each at the two instants either side of Dhaka's midnight (18:00 UTC).
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      for (const instant of [new Date(day + 18 * 3_600_000 - 1), new Date(day + 18 * 3_600_000)]) expect(banglaDay(instant)).toBe(intl.format(instant));
    }
    expect(banglaDay("2026-12-13T14:00:00Z")).toBe("রবিবার, ১৩ ডিসেম্বর, ২০২৬");
  });

  it("writes a time as Bangla speakers say it: the part of the day first, then the 12-hour time in Bangla digits", () => {
    expect(banglaTimeRange("10:00", "17:00")).toBe("সকাল ১০:০০ থেকে বিকাল ৫:০০");
    expect(banglaTimeRange("09:00", "17:00")).toBe("সকাল ৯:০০ থেকে বিকাল ৫:০০");
    // Each part from its first hour: ভোর 4, সকাল 6, দুপুর 12, বিকাল 15, সন্ধ্যা 18, রাত 20 to 4.
    const said = ["00:00", "03:59", "04:00", "05:30", "06:00", "11:59", "12:00", "14:45", "15:00", "17:59", "18:00", "19:30", "20:00", "23:15"].map(banglaClockTime);
    expect(said).toEqual([
      "রাত ১২:০০",
      "রাত ৩:৫৯",
      "ভোর ৪:০০",
      "ভোর ৫:৩০",
      "সকাল ৬:০০",
      "সকাল ১১:৫৯",
      "দুপুর ১২:০০",
      "দুপুর ২:৪৫",
      "বিকাল ৩:০০",
      "বিকাল ৫:৫৯",
      "সন্ধ্যা ৬:০০",
      "সন্ধ্যা ৭:৩০",
      "রাত ৮:০০",
      "রাত ১১:১৫",
    ]);
    for (let hour = 0; hour < 24; hour++) expect(banglaDayParts.map((part) => part.name)).toContain(banglaDayPart(hour));
    // No Latin digit or AM/PM left.
    for (const time of said) expect(time).not.toMatch(/[A-Za-z0-9]/);
    expect(banglaDigits("01700-000001")).toBe("০১৭০০-০০০০০১");
  });
});
