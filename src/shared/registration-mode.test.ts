import { describe, expect, it } from "vitest";
import { isPastEvent, offersRegistration, registrationMode, takesNativeRegistrations } from "./registration-mode.ts";
import { hasEnded, upcomingThenPast } from "./event-timing.ts";

const url = "https://forms.example.org/x";
const event = (photosUrl: string | null, googleFormMode: "embed" | "redirect" | null, googleFormUrl: string | null, ended = false) => ({
  photosUrl,
  googleFormMode,
  googleFormUrl,
  ended,
});

describe("registration modes", () => {
  it("is past exactly when a photo album is set or the event has ended", () => {
    expect(isPastEvent(event("https://photos.example.org/a", null, null))).toBe(true);
    expect(isPastEvent(event(null, null, null, true))).toBe(true);
    expect(isPastEvent(event(null, null, null))).toBe(false);
    expect(isPastEvent(event("", null, null))).toBe(false);
  });

  it("offers no registration on the card of an ended event, but still takes one (walk-ins come after the start)", () => {
    expect(offersRegistration({ ...event(null, null, null, true), hasRegistrationForms: true })).toBe(false);
    expect(offersRegistration({ ...event(null, null, null), hasRegistrationForms: true })).toBe(true);
    expect(takesNativeRegistrations(event(null, null, null, true))).toBe(true);
  });

  it("ends an event at its end, or two hours after its start without one", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    expect(hasEnded({ startsAt: "2026-12-01T08:00:00Z", endsAt: null }, now)).toBe(true);
    expect(hasEnded({ startsAt: "2026-12-01T08:00:01Z", endsAt: null }, now)).toBe(false);
    expect(hasEnded({ startsAt: "2026-12-01T06:00:00Z", endsAt: "2026-12-01T10:00:01Z" }, now)).toBe(false);
    expect(hasEnded({ startsAt: "2026-12-01T09:00:00Z", endsAt: "2026-12-01T09:30:00Z" }, now)).toBe(true);
  });

  it("lists events to come soonest first, then past ones newest first", () => {
    const rows = [
      { title: "old", startsAt: "2026-01-01T00:00:00Z", past: true },
      { title: "later", startsAt: "2027-03-01T00:00:00Z", past: false },
      { title: "newer past", startsAt: "2026-06-01T00:00:00Z", past: true },
      { title: "soon", startsAt: "2026-12-24T00:00:00Z", past: false },
    ];
    expect(upcomingThenPast(rows, (row) => row.past).map((row) => row.title)).toEqual(["soon", "later", "newer past", "old"]);
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
