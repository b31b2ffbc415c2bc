import { afterEach, describe, expect, it } from "vitest";
import { clubTimeZone, defaultEventDurationMs, eventCalendarFile, type CalendarEvent } from "./calendar.server.ts";

const workshop: CalendarEvent = {
  id: "5e9a3c71-0d2f-4b8e-a174-6b8c0d2e4f34",
  title: "Robotics Workshop: Build a Line-Following Robot",
  description:
    "A hands-on two-day workshop; sensors, motor drivers and a little PID control. বিজ্ঞান ক্লাবের রোবটিক্স কর্মশালায় সবাইকে স্বাগতম, সঙ্গে ল্যাপটপ আনুন।",
  location: "Physics Lab 2, Academic Building 1",
  // 09:30 in Dhaka.
  startsAt: "2026-12-11T03:30:00.000Z",
  endsAt: "2026-12-12T11:00:00.000Z",
};

/** The content lines of an iCalendar text, unfolded (RFC 5545 section 3.1). */
function contentLines(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, "").split("\r\n").slice(0, -1);
}

/** Each component's properties by name (first occurrence), with parameters kept in the name. */
function components(lines: string[]): { name: string; properties: Map<string, string> }[] {
  const found: { name: string; properties: Map<string, string> }[] = [];
  const open: { name: string; properties: Map<string, string> }[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    const [name, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (name === "BEGIN") {
      const component = { name: value, properties: new Map<string, string>() };
      open.push(component);
      found.push(component);
    } else if (name === "END") {
      expect(open.pop()?.name).toBe(value);
    } else {
      const current = open.at(-1)!;
      if (!current.properties.has(name)) current.properties.set(name, value);
    }
  }
  expect(open).toEqual([]);
  return found;
}

const component = (text: string, name: string) => components(contentLines(text)).find((c) => c.name === name)!;

describe("eventCalendarFile", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("starts and ends at the Dhaka wall-clock time, whatever the server's own zone", () => {
    for (const serverZone of ["UTC", "America/Los_Angeles", "Asia/Tokyo"]) {
      process.env.TZ = serverZone;
      const event = component(eventCalendarFile(workshop).content, "VEVENT").properties;
      expect(event.get(`DTSTART;TZID=${clubTimeZone}`)).toBe("20261211T093000");
      expect(event.get(`DTEND;TZID=${clubTimeZone}`)).toBe("20261212T170000");
      expect(event.get("DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
    }
  });

  it("is a calendar Google, Apple and Outlook import: VERSION, PRODID, METHOD, a VTIMEZONE for the TZID", () => {
    const { content, contentType, filename } = eventCalendarFile(workshop);
    expect(contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(filename).toBe("Robotics-Workshop-Build-a-Line-Following-Robot.ics");
    const all = components(contentLines(content));
    expect(all.map((c) => c.name)).toEqual(["VCALENDAR", "VTIMEZONE", "STANDARD", "VEVENT"]);
    const calendar = all[0]!.properties;
    expect(calendar.get("VERSION")).toBe("2.0");
    expect(calendar.get("PRODID")).toMatch(/^-\/\/.+\/\/.+\/\/EN$/);
    expect(calendar.get("METHOD")).toBe("PUBLISH");
    expect(all[1]!.properties.get("TZID")).toBe(clubTimeZone);
    expect(all[2]!.properties.get("TZOFFSETTO")).toBe("+0600");
    const event = all[3]!.properties;
    expect(event.get("SUMMARY")).toBe(workshop.title);
    expect(event.get("LOCATION")).toBe("Physics Lab 2\\, Academic Building 1");
    // Text values escape commas and semicolons and survive folding, multi-byte letters included.
    expect(event.get("DESCRIPTION")).toBe(workshop.description!.replaceAll(";", "\\;").replaceAll(",", "\\,"));
  });

  it("ends every line with CRLF and folds lines longer than 75 octets", () => {
    const { content } = eventCalendarFile(workshop);
    expect(content.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(content.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const physical = content.split("\r\n");
    for (const line of physical) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(" "))).toBe(true);
  });

  it("keeps one UID per event, so importing again updates the entry", () => {
    const uid = (event: CalendarEvent) => component(eventCalendarFile(event).content, "VEVENT").properties.get("UID");
    expect(uid(workshop)).toBe(uid({ ...workshop, title: "Renamed", startsAt: "2026-12-12T03:30:00.000Z" }));
    expect(uid(workshop)).not.toBe(uid({ ...workshop, id: "7a2d9e44-5c1b-4f08-b6e3-2d4c6a8f0e12" }));
    expect(uid(workshop)).toMatch(new RegExp(`^${workshop.id}@`));
  });

  it("gives an event without an end the default duration", () => {
    const event = component(eventCalendarFile({ ...workshop, endsAt: null }).content, "VEVENT").properties;
    expect(defaultEventDurationMs).toBe(2 * 60 * 60 * 1000);
    expect(event.get(`DTEND;TZID=${clubTimeZone}`)).toBe("20261211T113000");
  });
});
