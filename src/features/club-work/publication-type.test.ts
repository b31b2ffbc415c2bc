import { describe, expect, it } from "vitest";
import { publicationTypeLabel, publicationTypeTone } from "./publication-type.ts";

describe("publication type badge", () => {
  it.each([
    ["research_paper", "blue", "Research Paper"],
    ["journal_article", "green", "Journal Article"],
    ["conference_paper", "purple", "Conference Paper"],
    ["poster", "grey", "Poster"],
    ["magazine_article", "grey", "Magazine Article"],
    ["other", "grey", "Other"],
    ["BOOK_chapter", "grey", "Book Chapter"],
    ["constructor", "grey", "Constructor"],
  ])("%s is %s and reads %s", (type, tone, label) => {
    expect(publicationTypeTone(type)).toBe(tone);
    expect(publicationTypeLabel(type)).toBe(label);
  });
});
