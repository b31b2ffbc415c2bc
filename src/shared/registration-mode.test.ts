import { describe, expect, it } from "vitest";
import { isPastEvent, registrationMode, takesNativeRegistrations } from "./registration-mode.ts";

const url = "https://forms.example.org/x";
const event = (photosUrl: string | null, googleFormMode: "embed" | "redirect" | null, googleFormUrl: string | null) => ({
  photosUrl,
  googleFormMode,
  googleFormUrl,
});

describe("registration modes", () => {
  it("is past exactly when a photo album is set", () => {
    expect(isPastEvent(event("https://photos.example.org/a", null, null))).toBe(true);
    expect(isPastEvent(event(null, null, null))).toBe(false);
    expect(isPastEvent(event("", null, null))).toBe(false);
  });

  it.each([
    ["redirect", "redirect", url],
    ["embed", "embed", url],
    ["native", "redirect", null],
    ["native", "embed", null],
    ["native", null, url],
  ] as const)("is %s for mode %s with url %s", (expected, mode, formUrl) => {
    expect(registrationMode(event(null, mode, formUrl))).toBe(expected);
  });

  it("takes registrations here for native and embed events that are not past", () => {
    expect(takesNativeRegistrations(event(null, null, null))).toBe(true);
    expect(takesNativeRegistrations(event(null, "embed", url))).toBe(true);
    expect(takesNativeRegistrations(event(null, "redirect", url))).toBe(false);
    expect(takesNativeRegistrations(event("https://photos.example.org/a", null, null))).toBe(false);
  });
});
