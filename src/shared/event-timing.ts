// When an event is over, and the order the public pages list events in.

/** Without an end time an event lasts this long: in the calendar file and for when it has ended. */
export const defaultEventDurationMs = 2 * 60 * 60 * 1000;

/** What kind of event a row is: the Workshops page lists the workshops. */
export const eventKinds = ["event", "workshop"] as const;
export type EventKind = (typeof eventKinds)[number];

/** When the event is over: its end, or without one its start and the default duration. */
export function eventEnd(event: { startsAt: Date | string; endsAt: Date | string | null }): Date {
  return event.endsAt ? new Date(event.endsAt) : new Date(new Date(event.startsAt).getTime() + defaultEventDurationMs);
}

/** The event is over at `now`. */
export function hasEnded(event: { startsAt: Date | string; endsAt: Date | string | null }, now = new Date()): boolean {
  return eventEnd(event).getTime() <= now.getTime();
}

/**
 * The public order: events still to come first, soonest first, then past ones,
 * newest first; equal starts by title. `past` says which is which (an album, or an end gone by).
 */
export function upcomingThenPast<T extends { startsAt: string; title: string }>(events: readonly T[], past: (event: T) => boolean): T[] {
  const byStart = (a: T, b: T) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title);
  const upcoming = events.filter((event) => !past(event)).sort(byStart);
  const gone = events.filter(past).sort((a, b) => byStart(b, a));
  return [...upcoming, ...gone];
}
