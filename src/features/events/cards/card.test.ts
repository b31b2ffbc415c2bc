import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#shared/site-config.ts";
import { eventCardContent, eventCardHash, eventCardSvg, renderEventCard } from "./card.server.ts";
import { eventOgImage, eventOgImageUrl } from "./og-image.server.ts";
import { fitLine, shapeText, wrapText } from "#server/text-outlines.ts";

const night = { title: "Astronomy Night", startsAt: "2026-12-13T14:00:00.000Z", endsAt: "2026-12-13T16:30:00.000Z", location: "College rooftop", coverImageUrl: null };
const longTitle =
  "The Annual Inter-College National Science Festival of Dhaka with Olympiads, Quizzes, Robotics Competitions, Project Displays and a Rocketry Show for Every Student";

describe("an event's card", () => {
  it("says the club's name, the title, the start and end in Dhaka time and the place", () => {
    expect(eventCardContent(night)).toEqual({
      label: "SCIENCE CLUB EVENT",
      clubName: siteConfig.clubName,
      title: "Astronomy Night",
      when: "Sunday, 13 December 2026, 8:00 PM to 10:30 PM",
      where: "College rooftop",
    });
    // Over two days the span is too long for its line: the start alone.
    expect(eventCardContent({ ...night, endsAt: "2026-12-14T16:30:00.000Z" }).when).toBe("Sunday, 13 December 2026, 8:00 PM");
    expect(eventCardContent({ ...night, location: "  " }).where).toBeNull();
  });

  it("is a Bangla card for a Bangla page: the Bangla title and place where there are some, the time as spoken", () => {
    const bangla = { ...night, titleBn: "জ্যোতির্বিজ্ঞান রাত", locationBn: "কলেজের ছাদ" };
    expect(eventCardContent(bangla, "bn")).toEqual({
      label: "বিজ্ঞান ক্লাবের ইভেন্ট",
      clubName: "সরকারি বিজ্ঞান কলেজ বিজ্ঞান ক্লাব",
      title: "জ্যোতির্বিজ্ঞান রাত",
      when: "রবিবার, ১৩ ডিসেম্বর, ২০২৬, রাত ৮:০০ থেকে রাত ১০:৩০",
      where: "কলেজের ছাদ",
    });
    // No Bangla twin: the English, as the page shows it.
    expect(eventCardContent(night, "bn")).toMatchObject({ title: "Astronomy Night", where: "College rooftop" });
    // Each language's card has its own address; the English card is the same as without a language.
    expect(eventOgImageUrl(bangla, "bn")).not.toBe(eventOgImageUrl(bangla, "en"));
    expect(eventOgImageUrl(bangla, "en")).toBe(eventOgImageUrl(bangla));
    expect(eventCardHash(eventCardContent(bangla, "bn"))).not.toBe(eventCardHash(eventCardContent({ ...bangla, titleBn: "জ্যোতির্বিজ্ঞান রাত ২" }, "bn")));
  });

  it("is named by what it shows: a new name when the title, time or place changes, the same for the same event", () => {
    const hash = eventCardHash(eventCardContent(night));
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(eventCardHash(eventCardContent({ ...night }))).toBe(hash);
    for (const changed of [{ title: "Astronomy Night II" }, { startsAt: "2026-12-13T15:00:00.000Z" }, { location: "Physics gallery" }]) {
      expect(eventCardHash(eventCardContent({ ...night, ...changed }))).not.toBe(hash);
    }
  });

  it("is the link-preview picture of an event without a cover; an event's own cover is its picture otherwise", () => {
    expect(eventOgImage(night)).toEqual({ url: `/images/event-cards/${eventCardHash(eventCardContent(night))}.png`, width: 1200, height: 630, type: "image/png" });
    const cover = "/images/sample/event-astronomy-night.webp";
    expect(eventOgImageUrl({ ...night, coverImageUrl: cover })).toBe(cover);
    expect(eventOgImage({ ...night, coverImageUrl: cover })).toMatchObject({ width: 800, height: 450, type: "image/webp" });
    // A picture on another site is never shown (safe-url.ts): the card then.
    expect(eventOgImageUrl({ ...night, coverImageUrl: "https://elsewhere.example/cover.webp" })).toMatch(/^\/images\/event-cards\//);
  });

  it("wraps a long title into at most three lines, the last ending with an ellipsis, each within its width", () => {
    const style = { weight: 800, size: 62 } as const;
    const { lines, truncated } = wrapText(longTitle, style, 780, 3);
    expect(truncated).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/\u2026$/);
    for (const line of lines) expect(shapeText(line, style).width).toBeLessThanOrEqual(780);
    expect(wrapText("Astronomy Night", style, 780, 3)).toEqual({ lines: ["Astronomy Night"], truncated: false });
    // One word wider than the line is broken rather than overflowing.
    const word = wrapText("Supercalifragilisticexpialidocious".repeat(2), style, 780, 3);
    for (const line of word.lines) expect(shapeText(line, style).width).toBeLessThanOrEqual(780);
    expect(fitLine("Main auditorium and the college playground, Government Science College, Tejgaon, Dhaka", { weight: 400, size: 28 }, 600)).toMatch(/\u2026$/);
  });

  it("shapes Bangla with the bundled Bengali font: conjuncts, no missing-glyph boxes", () => {
    const shaped = shapeText("বিজ্ঞান মেলা — Science", { weight: 800, size: 60 });
    const glyphs = shaped.runs.flatMap((run) => run.glyphs);
    expect(glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
    // "জ্ঞ" is one conjunct glyph, not three letters: fewer glyphs than characters.
    expect(shaped.runs[0]!.glyphs.length).toBeLessThan([..."বিজ্ঞান মেলা — "].length);
    expect(shaped.runs.length).toBeGreaterThan(1);
  });

  it("draws every letter as an outline, so no font need be installed on the server", () => {
    const svg = eventCardSvg(eventCardContent(night));
    expect(svg).not.toContain("<text");
    expect(svg).toContain('width="1200" height="630"');
  });

  it("is a PNG of 1200x630 that decodes, small enough for messaging apps (under 300 KB)", async () => {
    for (const [event, lang] of [[night, "en"], [{ ...night, title: longTitle }, "en"], [{ ...night, titleBn: "বিজ্ঞান মেলা ২০২৬", locationBn: "প্রধান মিলনায়তন" }, "bn"]] as const) {
      const png = await renderEventCard(eventCardContent(event, lang));
      const { width, height, format } = await sharp(png).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
      expect(png.length).toBeLessThan(300_000);
      // Not a blank picture: the text's white pixels are there.
      const { channels } = await sharp(png).stats();
      expect(channels[0]!.max).toBe(255);
    }
  });
});
