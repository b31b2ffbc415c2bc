import { describe, expect, it } from "vitest";
import { langOfPath, pathInLang, pathWithoutLang } from "./lang.ts";

describe("the language of a path", () => {
  it("reads Bangla from /bn and below, English from everything else", () => {
    expect(langOfPath("/bn")).toBe("bn");
    expect(langOfPath("/bn/about")).toBe("bn");
    expect(langOfPath("/bnx")).toBe("en");
    expect(langOfPath("/about")).toBe("en");
    expect(langOfPath("/")).toBe("en");
  });

  it("takes the prefix off", () => {
    expect(pathWithoutLang("/bn")).toBe("/");
    expect(pathWithoutLang("/bn/events/x-1a2b3c4d")).toBe("/events/x-1a2b3c4d");
    expect(pathWithoutLang("/about")).toBe("/about");
  });

  it("puts a page path in either language, keeping its query and fragment", () => {
    expect(pathInLang("/", "bn")).toBe("/bn");
    expect(pathInLang("/about", "bn")).toBe("/bn/about");
    expect(pathInLang("/bn/about", "bn")).toBe("/bn/about");
    expect(pathInLang("/bn/about", "en")).toBe("/about");
    expect(pathInLang("/bn", "en")).toBe("/");
    expect(pathInLang("/join-us/status?ref=1#x", "bn")).toBe("/bn/join-us/status?ref=1#x");
    expect(pathInLang("/#top", "bn")).toBe("/bn#top");
  });

  it("leaves what is not a page alone", () => {
    for (const path of ["/api/events", "/media/a.webp", "/favicon.svg", "/organiser", "https://x.org/a", "mailto:a@b.c", "#main", "//x.org"]) {
      expect(pathInLang(path, "bn")).toBe(path);
    }
  });
});
