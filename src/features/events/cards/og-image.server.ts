import type { ClubEvent } from "#shared/api/events.ts";
import { langs, type Lang } from "#shared/lang.ts";
import { pictureSizes } from "#features/content/contract.ts";
import { safePictureSrc } from "#shared/safe-url.ts";
import { cardHeight, cardWidth, eventCardContent, eventCardHash, type CardEvent, type EventCardContent } from "./card.server.ts";

/** Where the server serves event cards: /images/event-cards/{hash}.png. */
export const eventCardPathPrefix = "/images/event-cards/";
export const eventCardFilePattern = /^[0-9a-f]{32}\.png$/;
/** Where the storage keeps them (local disk or S3), under the same name. */
export const eventCardKeyPrefix = "event-cards/";

export type OgImageEvent = CardEvent & Pick<ClubEvent, "coverImageUrl">;

/** The picture a link to the event's page shows, with its size and type for og:image:width/height/type. */
export interface OgImage {
  /** A path on this site; the page puts SITE_URL before it. */
  url: string;
  width: number;
  height: number;
  type: "image/png" | "image/webp";
}

/**
 * The event's link-preview picture: its cover when it has one this site stored (the one rendition
 * the server keeps, 800x450 WebP), else its card, which the server draws on the first request.
 */
export function eventOgImage(event: OgImageEvent, lang: Lang = "en"): OgImage {
  const cover = safePictureSrc(event.coverImageUrl);
  if (cover) return { url: cover, ...pictureSizes.cover, type: "image/webp" };
  return { url: eventCardPath(eventCardContent(event, lang)), width: cardWidth, height: cardHeight, type: "image/png" };
}

/** The event's link-preview picture as an absolute path (see eventOgImage). */
export function eventOgImageUrl(event: OgImageEvent, lang: Lang = "en"): string {
  return eventOgImage(event, lang).url;
}

export function eventCardPath(content: EventCardContent): string {
  return `${eventCardPathPrefix}${eventCardHash(content)}.png`;
}

/**
 * The cards that may be served now, by file name: one per language for each visible event without a
 * cover, as the events list says. A card whose event changed, was hidden or got a cover is not among them.
 */
export function currentEventCards(visibleEvents: readonly OgImageEvent[]): Map<string, EventCardContent> {
  const cards = new Map<string, EventCardContent>();
  for (const event of visibleEvents) {
    if (safePictureSrc(event.coverImageUrl)) continue;
    for (const lang of langs) {
      const content = eventCardContent(event, lang);
      cards.set(`${eventCardHash(content)}.png`, content);
    }
  }
  return cards;
}
