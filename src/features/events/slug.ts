// The address of one event's page: /events/{words of its title}-{id part}. The words
// are for people and search engines and may go out of date when an organiser renames the event; the
// id part never changes, so an old link still finds the event and the page redirects it to the
// current slug.

import { paths } from "#shared/routes.ts";

/** How many hexadecimal digits of the event's uuid the slug ends with: 32 bits. */
export const eventIdPartLength = 8;

/** The title part stops at a whole word before this many characters. */
export const maxSlugWordsLength = 60;

/** The title part of an event whose title has no Latin letters or digits to write (a Bangla title). */
export const untitledSlugWords = "event";

const idPartPattern = new RegExp(`^[0-9a-f]{${eventIdPartLength}}$`);
const slugPattern = new RegExp(`^(?:[a-z0-9]+(?:-[a-z0-9]+)*-)?([0-9a-f]{${eventIdPartLength}})$`);

/**
 * "Robotics Workshop: Línea 2026!" as "robotics-workshop-linea-2026": accents dropped, every run of
 * anything but ASCII letters and digits one hyphen, cut at the last whole word within
 * `maxSlugWordsLength` characters; "event" when nothing is left.
 */
export function slugWords(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/đ/g, "d")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxSlugWordsLength) break;
    slug = next;
  }
  // A first word longer than the limit is cut rather than lost.
  if (!slug && words[0]) slug = words[0].slice(0, maxSlugWordsLength);
  return slug || untitledSlugWords;
}

/** The part of the slug taken from the event's uuid, which no edit changes. */
export function eventIdPart(eventId: string): string {
  const part = eventId.replace(/-/g, "").slice(0, eventIdPartLength).toLowerCase();
  if (!idPartPattern.test(part)) throw new Error("an event id is a uuid");
  return part;
}

/** The event's slug as it should be now: its title's words and its id part. */
export function eventSlug(event: { id: string; title: string }): string {
  return `${slugWords(event.title)}-${eventIdPart(event.id)}`;
}

/** The event's page, as a path: /events/{slug}. */
export function eventPath(event: { id: string; title: string }): string {
  return `${paths.events}/${eventSlug(event)}`;
}

/**
 * The id part a slug ends with, whatever its words say (they may be out of date), or undefined when
 * the text is not an event slug at all (such as "upcoming-events" or "ticket").
 */
export function eventIdPartFromSlug(slug: string): string | undefined {
  return slugPattern.exec(slug.toLowerCase())?.[1];
}

/** The first and last uuid that start with an id part: the range a lookup by the primary key reads. */
export function eventIdRange(idPart: string): { from: string; to: string } {
  if (!idPartPattern.test(idPart)) throw new Error("not an event id part");
  const uuid = (fill: string) => {
    const hex = idPart.padEnd(32, fill);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  return { from: uuid("0"), to: uuid("f") };
}

/**
 * Which of the events found by a slug's id part the slug means: the one whose current
 * slug it is, else the oldest (the lookup returns them oldest first). `canonical` is false when the
 * slug's words are not the event's current ones: the page redirects (301) to `eventPath(event)`.
 */
export function eventForSlug<T extends { id: string; title: string }>(slug: string, candidates: readonly T[]): { event: T; canonical: boolean } | undefined {
  const exact = candidates.find((candidate) => eventSlug(candidate) === slug);
  if (exact) return { event: exact, canonical: true };
  const [oldest] = candidates;
  return oldest ? { event: oldest, canonical: false } : undefined;
}

/**
 * The event a page's slug names among a list of events (the visible ones, oldest first): those
 * whose id starts with the slug's id part, chosen as eventForSlug says; undefined when the text is
 * not an event slug or names none of them.
 */
export function eventNamedBySlug<T extends { id: string; title: string }>(slug: string, events: readonly T[]): { event: T; canonical: boolean } | undefined {
  const idPart = eventIdPartFromSlug(slug);
  return idPart ? eventForSlug(slug, events.filter((event) => eventIdPart(event.id) === idPart)) : undefined;
}
