import { createHash } from "node:crypto";
import sharp from "sharp";
import { dhakaDateTime, dhakaSpan } from "#shared/club-time.ts";
import { banglaDateTime, banglaSpan } from "#shared/club-time-bn.ts";
import { inLanguage } from "#shared/in-language.ts";
import type { Lang } from "#shared/lang.ts";
import { siteConfig } from "#shared/site-config.ts";
import { fitLine, shapeText, textOutlines, wrapText, type TextStyle } from "#server/text-outlines.ts";

/** The link-preview size every messaging app and social site draws without cropping much (1.91:1). */
export const cardWidth = 1200;
export const cardHeight = 630;

/**
 * Changed whenever the drawing changes, so every card gets a new address and no cache keeps the old
 * picture (the address is a hash of this and of what the card says).
 */
const cardVersion = 2;

/** What an event's card says: all of it goes into its hash. */
export interface EventCardContent {
  /** The small label above the title: what the card is. */
  label: string;
  clubName: string;
  title: string;
  /** Its start, or start and end, in Dhaka time. */
  when: string;
  where: string | null;
}

export interface CardEvent {
  title: string;
  /** The Bangla twins: a Bangla page's card shows them where there are some. */
  titleBn?: string | null;
  startsAt: string;
  endsAt: string | null;
  location: string | null;
  locationBn?: string | null;
}

/** The card's own words in each language: a Bangla event page's preview is a Bangla card. */
const cardWords: Record<Lang, { label: string; clubName: string; span: typeof dhakaSpan; dateTime: typeof dhakaDateTime }> = {
  en: { label: "SCIENCE CLUB EVENT", clubName: siteConfig.clubName, span: dhakaSpan, dateTime: dhakaDateTime },
  bn: { label: "বিজ্ঞান ক্লাবের ইভেন্ট", clubName: "সরকারি বিজ্ঞান কলেজ বিজ্ঞান ক্লাব", span: banglaSpan, dateTime: banglaDateTime },
};

/** A span over two days, written out, is too long for the date line: its start alone is kept then. */
const maxWhenLength = 56;

/** What the event's card says in a language: on a Bangla card the Bangla title and place where the editor wrote them, else the English. */
export function eventCardContent(event: CardEvent, lang: Lang = "en"): EventCardContent {
  const words = cardWords[lang];
  const span = words.span(event.startsAt, event.endsAt);
  return {
    label: words.label,
    clubName: words.clubName,
    title: inLanguage(event.title, event.titleBn ?? null, lang).trim(),
    when: span.length <= maxWhenLength ? span : words.dateTime(event.startsAt),
    where: inLanguage(event.location ?? "", event.locationBn ?? null, lang).trim() || null,
  };
}

/** The card's name: 32 hex digits of a SHA-256 of what it shows and how it is drawn. */
export function eventCardHash(content: EventCardContent): string {
  const { label, clubName, title, when, where } = content;
  return createHash("sha256").update(JSON.stringify([cardVersion, label, clubName, title, when, where])).digest("hex").slice(0, 32);
}

const colours = {
  backgroundTop: "#0c2354",
  backgroundBottom: "#07163a",
  blue: "#2f63d6",
  teal: "#0b7a6f",
  gold: "#f9bf3b",
  paleGold: "#fcd57a",
  orbit: "#84abf7",
  paleBlue: "#dae6ff",
  white: "#ffffff",
};

const left = 80;
const titleWidth = 780;
const infoWidth = 1040;
const top = 190;
const bottom = 520;

/** The largest title size at which the whole title fits in its lines, else the smallest with an ellipsis. */
function titleLayout(title: string) {
  for (const size of [72, 62]) {
    const style: TextStyle = { weight: 800, size };
    const wrapped = wrapText(title, style, titleWidth, size === 72 ? 2 : 3);
    if (!wrapped.truncated) return { style, lines: wrapped.lines };
  }
  const style: TextStyle = { weight: 800, size: 54 };
  return { style, lines: wrapText(title, style, titleWidth, 3).lines };
}

const calendarIcon = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})" fill="none" stroke="${colours.paleGold}" stroke-width="3" stroke-linecap="round">` +
  `<rect x="1.5" y="4" width="27" height="25" rx="4"/><path d="M1.5 12h27M9 1v6M21 1v6"/></g>`;

const pinIcon = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})" fill="none" stroke="${colours.paleBlue}" stroke-width="3" stroke-linejoin="round">` +
  `<path d="M15 29C15 29 4 18.5 4 11.5a11 11 0 0 1 22 0C26 18.5 15 29 15 29z"/><circle cx="15" cy="11.5" r="4"/></g>`;

/** The club's atom, as on the site-wide preview picture (scripts/og-image.svg), smaller and to the right. */
const atom =
  `<g transform="translate(1030 215) scale(0.72)">` +
  `<circle r="230" fill="url(#glow)"/>` +
  `<circle r="200" fill="none" stroke="#ffffff" stroke-opacity="0.14" stroke-dasharray="3 11" stroke-width="2"/>` +
  `<g fill="none" stroke="${colours.orbit}" stroke-width="6" stroke-opacity="0.9">` +
  `<ellipse rx="165" ry="62"/><ellipse rx="165" ry="62" transform="rotate(60)"/><ellipse rx="165" ry="62" transform="rotate(120)"/></g>` +
  `<circle cx="165" cy="0" r="12" fill="${colours.paleGold}"/><circle cx="-82" cy="143" r="10" fill="#c9f3ec"/>` +
  `<circle cx="-82" cy="-143" r="9" fill="${colours.paleBlue}"/><circle r="42" fill="${colours.gold}"/>` +
  `<circle cx="-13" cy="-13" r="13" fill="${colours.paleGold}"/></g>`;

/** The card as SVG, every letter an outline (src/server/text-outlines.ts). */
export function eventCardSvg(content: EventCardContent): string {
  const title = titleLayout(content.title);
  const titleLineHeight = Math.round(title.style.size * 1.16);
  const whenStyle: TextStyle = { weight: 600, size: 30 };
  const whereStyle: TextStyle = { weight: 400, size: 28 };
  const when = fitLine(content.when, whenStyle, infoWidth - 44);
  const where = content.where === null ? null : fitLine(content.where, whereStyle, infoWidth - 44);

  // The title and the lines under it, centred in the space between the label and the club's name.
  const infoHeight = 48 + (where === null ? 0 : 46);
  const blockHeight = title.lines.length * titleLineHeight + 22 + infoHeight;
  let y = top + Math.max(0, Math.round((bottom - top - blockHeight) / 2)) + Math.round(title.style.size * 0.8);
  const parts: string[] = [];
  for (const line of title.lines) {
    parts.push(textOutlines(line, title.style, left, y, colours.white));
    y += titleLineHeight;
  }
  y += 22 - titleLineHeight + 48;
  parts.push(calendarIcon(left, y - 26), textOutlines(when, whenStyle, left + 44, y, colours.paleGold));
  if (where !== null) {
    y += 46;
    parts.push(pinIcon(left, y - 26), textOutlines(where, whereStyle, left + 44, y, colours.paleBlue));
  }

  const { label } = content;
  const labelStyle: TextStyle = { weight: 800, size: 20 };
  const labelWidth = Math.ceil(shapeText(label, labelStyle).width) + 48;
  const clubStyle: TextStyle = { weight: 800, size: 28 };

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}" viewBox="0 0 ${cardWidth} ${cardHeight}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.backgroundTop}"/><stop offset="1" stop-color="${colours.backgroundBottom}"/></linearGradient>`,
    `<pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="1" cy="1" r="1.2" fill="#ffffff" fill-opacity="0.12"/></pattern>`,
    `<radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${colours.blue}" stop-opacity="0.55"/><stop offset="1" stop-color="${colours.blue}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${cardWidth}" height="${cardHeight}" fill="url(#bg)"/><rect width="${cardWidth}" height="${cardHeight}" fill="url(#dots)"/>`,
    `<rect x="0" y="612" width="1200" height="18" fill="${colours.gold}"/><rect x="0" y="612" width="800" height="18" fill="${colours.teal}"/><rect x="0" y="612" width="400" height="18" fill="${colours.blue}"/>`,
    atom,
    `<rect x="${left}" y="92" width="${labelWidth}" height="44" rx="22" fill="#ffffff" fill-opacity="0.1" stroke="#ffffff" stroke-opacity="0.18"/>`,
    textOutlines(label, labelStyle, left + 24, 121, colours.paleGold),
    ...parts,
    textOutlines(fitLine(content.clubName, clubStyle, infoWidth), clubStyle, left, 572, colours.white),
    `</svg>`,
  ].join("");
}

/** The card as a PNG of 1200x630: a palette of 256 colours keeps it small without visible loss on these flat colours. */
export async function renderEventCard(content: EventCardContent): Promise<Buffer> {
  return sharp(Buffer.from(eventCardSvg(content))).png({ palette: true, quality: 90, compressionLevel: 9, effort: 7 }).toBuffer();
}
