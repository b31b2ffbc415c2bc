import ical, { ICalCalendarMethod, type ICalTZDateStub } from "ical-generator";
import type { ClubEvent } from "#shared/api/events.ts";
import { siteConfig } from "#shared/site-config.ts";
import { defaultEventDurationMs } from "#shared/event-timing.ts";

/**
 * "Add to calendar" files: one RFC 5545 VEVENT per event, in the
 * club's time zone with its VTIMEZONE, so Google Calendar, Apple Calendar and Outlook show the
 * Dhaka time whatever the reader's zone.
 */

export const clubTimeZone = "Asia/Dhaka";

/** Without an end time an event lasts this long in the calendar (and for when it has ended). */
export { defaultEventDurationMs };

export type CalendarEvent = Pick<ClubEvent, "id" | "title" | "description" | "location"> & {
  startsAt: string | Date;
  endsAt: string | Date | null;
};

export interface CalendarFile {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Bangladesh has kept UTC+6 without daylight saving since 2010 (its 2009 summer time is long past),
 * so one STANDARD block describes every date the club's events use.
 */
function vtimezone(zone: string): string | null {
  if (zone !== clubTimeZone) return null;
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${clubTimeZone}`,
    `X-LIC-LOCATION:${clubTimeZone}`,
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0600",
    "TZOFFSETTO:+0600",
    "TZNAME:+06",
    "DTSTART:19700101T000000",
    "END:STANDARD",
    "END:VTIMEZONE",
  ].join("\r\n");
}

const wallClockFormat = (zone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });

/**
 * An instant that reads its date and time in a named zone. ical-generator writes a zoned DTSTART
 * from a Date's local getters, which on a server are the server's zone; this is the shape of
 * @date-fns/tz's TZDate it recognises, made here rather than adding a date library for one zone.
 */
class ZonedInstant extends Date implements ICalTZDateStub {
  readonly internal: Date;
  private readonly wallClock: Record<string, number>;

  constructor(
    time: number,
    readonly timeZone: string,
  ) {
    super(time);
    this.internal = new Date(time);
    const parts = wallClockFormat(timeZone).formatToParts(this.internal);
    this.wallClock = Object.fromEntries(parts.filter((part) => part.type !== "literal").map((part) => [part.type, Number(part.value)]));
  }

  withTimeZone(timeZone?: string | null): ZonedInstant {
    return new ZonedInstant(this.getTime(), timeZone ?? this.timeZone);
  }

  tzComponents() {
    return this.wallClock;
  }

  override getFullYear() {
    return this.wallClock.year!;
  }
  override getMonth() {
    return this.wallClock.month! - 1;
  }
  override getDate() {
    return this.wallClock.day!;
  }
  override getHours() {
    return this.wallClock.hour!;
  }
  override getMinutes() {
    return this.wallClock.minute!;
  }
  override getSeconds() {
    return this.wallClock.second!;
  }
}

/** The event's calendar file: served by GET /api/events/:eventId/calendar.ics and attached to e-mail. */
export function eventCalendarFile(event: CalendarEvent): CalendarFile {
  const starts = new Date(event.startsAt);
  const ends = event.endsAt ? new Date(event.endsAt) : new Date(starts.getTime() + defaultEventDurationMs);
  const calendar = ical({
    prodId: { company: siteConfig.shortName, product: "Events", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    // The zone is the event's (DTSTART;TZID=...); the calendar itself has none, so DTSTAMP stays in UTC
    // as RFC 5545 requires. The generator still writes the VTIMEZONE of every event's zone.
    timezone: { name: null, generator: vtimezone },
  });
  calendar.createEvent({
    // The event's id never changes, so importing the file again updates the entry instead of adding one.
    id: `${event.id}@events.science-club`,
    start: new ZonedInstant(starts.getTime(), clubTimeZone),
    end: new ZonedInstant(ends.getTime(), clubTimeZone),
    timezone: clubTimeZone,
    stamp: new Date(),
    summary: event.title,
    description: event.description ?? null,
    location: event.location ?? null,
  });
  return {
    filename: `${calendarFileName(event.title)}.ics`,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    // RFC 5545 ends every content line with CRLF, the last one too.
    content: `${calendar.toString().replace(/(\r\n)?$/, "")}\r\n`,
  };
}

/** A file name any system and header accepts: the title's ASCII letters and digits joined by dashes. */
function calendarFileName(title: string): string {
  const name = title
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return name || "event";
}
