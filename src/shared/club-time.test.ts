import { describe, expect, it } from "vitest";
import { siteConfig } from "./site-config.ts";
import { banglaDateTime, banglaSpan, banglaTimeRange, clockTime, dateTimeIn, dhakaDateTime, dhakaSpan, formatNumber, spanIn, timeRange } from "./club-time.ts";

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
    expect(banglaDateTime("2026-12-13T14:00:00Z")).toBe("রবিবার, ১৩ ডিসেম্বর, ২০২৬, ৮:০০ রাত্রি");
    expect(banglaSpan("2026-12-13T04:00:00Z", "2026-12-13T10:30:00Z")).toBe("রবিবার, ১৩ ডিসেম্বর, ২০২৬, ১০:০০ সকাল থেকে ৪:৩০ বিকাল");
    expect(banglaTimeRange("09:00", "17:00")).toBe("৯:০০ সকাল থেকে ৫:০০ বিকাল");
    expect(formatNumber(1250, "bn")).toBe("১,২৫০");
    expect(formatNumber(1250)).toBe("1,250");
    expect(dateTimeIn("en", "2026-12-13T14:00:00Z")).toBe(dhakaDateTime("2026-12-13T14:00:00Z"));
    expect(spanIn("bn", "2026-12-13T04:00:00Z", null)).toBe(banglaDateTime("2026-12-13T04:00:00Z"));
  });
});
