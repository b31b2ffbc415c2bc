import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eventForSlug, eventIdPart, eventNamedBySlug, eventIdPartFromSlug, eventIdRange, eventPath, eventSlug, maxSlugWordsLength, slugWords } from "./slug.ts";
import { publicPaths } from "#shared/routes.ts";

const id = "3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9012";

describe("an event's slug", () => {
  it("is its title's words in lower-case ASCII joined by hyphens, then the first 8 hex digits of its id", () => {
    expect(eventSlug({ id, title: "Robotics Workshop: Build a Line Follower!" })).toBe("robotics-workshop-build-a-line-follower-3f2a9c1e");
    expect(eventPath({ id, title: "Science Fair 2026" })).toBe("/events/science-fair-2026-3f2a9c1e");
  });

  it("drops accents, and falls back to 'event' for a title with no Latin letters or digits (Bangla)", () => {
    expect(slugWords("Café Scientifique — Straße & Øresund")).toBe("cafe-scientifique-strasse-oresund");
    expect(eventSlug({ id, title: "বিজ্ঞান মেলা" })).toBe("event-3f2a9c1e");
    expect(eventSlug({ id, title: "বিজ্ঞান মেলা 2026" })).toBe("2026-3f2a9c1e");
    expect(eventSlug({ id, title: "!!!" })).toBe("event-3f2a9c1e");
  });

  it("cuts a long title at the last whole word within 60 characters", () => {
    const title = "The Annual Inter-College National Science Festival of Dhaka with Olympiads, Quizzes and Robotics";
    const words = slugWords(title);
    expect(words).toBe("the-annual-inter-college-national-science-festival-of-dhaka");
    expect(words.length).toBeLessThanOrEqual(maxSlugWordsLength);
    expect(slugWords("x".repeat(90))).toBe("x".repeat(60));
  });

  it("keeps its id part when the title changes, so an old link still finds the event", () => {
    const before = eventSlug({ id, title: "Astronomy Night" });
    const after = eventSlug({ id, title: "Astronomy Night (moved to Friday)" });
    expect(before).not.toBe(after);
    expect(eventIdPartFromSlug(before)).toBe("3f2a9c1e");
    expect(eventIdPartFromSlug(after)).toBe("3f2a9c1e");
    expect(eventIdPartFromSlug("an-old-title-nobody-remembers-3F2A9C1E")).toBe("3f2a9c1e");
    expect(eventIdPartFromSlug("3f2a9c1e")).toBe("3f2a9c1e");
  });

  it("is never read in the paths of the Events pages that are not one event's", () => {
    for (const path of publicPaths.filter((p) => p.startsWith("/events/"))) expect(eventIdPartFromSlug(path.slice("/events/".length)), path).toBeUndefined();
    for (const slug of ["ticket", "", "-3f2a9c1e", "science-fair-3f2a9c1", "science-fair-3f2a9c1g", "science fair-3f2a9c1e", "science--fair-3f2a9c1e", "a/b-3f2a9c1e"]) {
      expect(eventIdPartFromSlug(slug), slug).toBeUndefined();
    }
  });

  it("reads back the id part of any title's slug, and is short lower-case ASCII (property)", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.string({ unit: "grapheme", maxLength: 200 }), (eventId, title) => {
        const slug = eventSlug({ id: eventId, title });
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(maxSlugWordsLength + 9);
        expect(eventIdPartFromSlug(slug)).toBe(eventIdPart(eventId));
        expect(eventId.toLowerCase().startsWith(eventIdPart(eventId))).toBe(true);
      }),
    );
  });

  it("puts the event's uuid inside the range its id part names (property)", () => {
    fc.assert(
      fc.property(fc.uuid(), (eventId) => {
        const { from, to } = eventIdRange(eventIdPart(eventId));
        expect(from <= eventId.toLowerCase() && eventId.toLowerCase() <= to).toBe(true);
      }),
    );
  });

  it("differs between the events of a large seed: 32 bits of a random uuid", () => {
    // The load benchmark seeds 50 events; a club would take centuries to hold 5,000.
    const parts = new Set(Array.from({ length: 5_000 }, () => eventIdPart(randomUUID())));
    expect(parts.size).toBeGreaterThanOrEqual(4_998);
  });

  it("chooses, among events sharing an id part, the one whose current slug was asked for, else the oldest to redirect", () => {
    const older = { id, title: "Astronomy Night" };
    const twin = { id: "3f2a9c1e-ffff-4fff-bfff-ffffffffffff", title: "Robotics Day" };
    expect(eventForSlug("robotics-day-3f2a9c1e", [older, twin])).toEqual({ event: twin, canonical: true });
    expect(eventForSlug("astronomy-night-3f2a9c1e", [older, twin])).toEqual({ event: older, canonical: true });
    expect(eventForSlug("an-old-title-3f2a9c1e", [older, twin])).toEqual({ event: older, canonical: false });
    expect(eventForSlug("Astronomy-Night-3f2a9c1e", [older])).toEqual({ event: older, canonical: false });
    expect(eventForSlug("astronomy-night-3f2a9c1e", [])).toBeUndefined();
  });

  it("names, in a list of events, the one a page's slug means: its id part, then its words", () => {
    const other = { id: "9c1e3f2a-7b4d-4e21-9a0b-5c6d7e8f9012", title: "Astronomy Night" };
    const older = { id, title: "Astronomy Night" };
    const twin = { id: "3f2a9c1e-0000-4e21-9a0b-5c6d7e8f9012", title: "Robotics Day" };
    expect(eventNamedBySlug("robotics-day-3f2a9c1e", [other, older, twin])).toEqual({ event: twin, canonical: true });
    expect(eventNamedBySlug("astronomy-night-3f2a9c1e", [other, older, twin])).toEqual({ event: older, canonical: true });
    expect(eventNamedBySlug("astronomy-night-9c1e3f2a", [other, older, twin])).toEqual({ event: other, canonical: true });
    expect(eventNamedBySlug("an-old-title-3f2a9c1e", [other, older, twin])).toEqual({ event: older, canonical: false });
    expect(eventNamedBySlug("astronomy-night-0000ffff", [other, older, twin])).toBeUndefined();
    expect(eventNamedBySlug("upcoming-events", [other, older, twin])).toBeUndefined();
  });
});
