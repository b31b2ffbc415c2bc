import { describe, expect, it } from "vitest";
import { inLanguage } from "./in-language.ts";

describe("inLanguage", () => {
  it("gives the Bangla text on a Bangla page when there is one", () => {
    expect(inLanguage("Science fair", "বিজ্ঞান মেলা", "bn")).toBe("বিজ্ঞান মেলা");
  });

  it("falls back to the English text on a Bangla page without a Bangla one", () => {
    expect(inLanguage("Science fair", null, "bn")).toBe("Science fair");
    expect(inLanguage("Science fair", undefined, "bn")).toBe("Science fair");
    expect(inLanguage("Science fair", "  ", "bn")).toBe("Science fair");
  });

  it("always gives the English text on an English page", () => {
    expect(inLanguage("Science fair", "বিজ্ঞান মেলা", "en")).toBe("Science fair");
  });

  it("keeps an absent English text absent when there is no Bangla either", () => {
    expect(inLanguage(null, null, "bn")).toBeNull();
    expect(inLanguage(null, "বিবরণ", "bn")).toBe("বিবরণ");
  });
});
