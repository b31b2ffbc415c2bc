import { describe, expect, it } from "vitest";
import { nothingWaits, overviewLinks, type OverviewEvent } from "./overview.ts";

const event = (counts: Partial<OverviewEvent> = {}): OverviewEvent => ({
  id: "5e9a3c71-0d2f-4b8e-a174-6b8c0d2e4f34",
  title: "Robotics Workshop",
  startsAt: "2026-12-11T03:30:00.000Z",
  newRegistrations: 0,
  seenBefore: true,
  waitlisted: 0,
  waitlistEnabled: true,
  ...counts,
});

describe("the Overview", () => {
  it("says nothing waits only when every count it was sent is zero", () => {
    expect(nothingWaits({})).toBe(true);
    expect(nothingWaits({ paymentsToVerify: 0, unreadMessages: 0, failedMail: 0, upcomingEvents: [event()] })).toBe(true);
    expect(nothingWaits({ paymentsToVerify: 1 })).toBe(false);
    expect(nothingWaits({ unreadMessages: 2 })).toBe(false);
    expect(nothingWaits({ failedMail: 1 })).toBe(false);
    expect(nothingWaits({ upcomingEvents: [event(), event({ newRegistrations: 1 })] })).toBe(false);
    expect(nothingWaits({ upcomingEvents: [event({ waitlisted: 3 })] })).toBe(false);
  });

  it("links each count to its list filtered to exactly those rows", () => {
    expect(overviewLinks.paymentsToVerify).toBe("/organiser/applications?status=pending");
    expect(overviewLinks.unreadMessages).toBe("/organiser/messages?state=unread");
    expect(overviewLinks.newRegistrations(event().id)).toBe(`/organiser/registrations?event=${event().id}`);
    expect(overviewLinks.waitlisted(event().id)).toBe(`/organiser/registrations?event=${event().id}&status=waitlisted`);
    expect(overviewLinks.failedMail).toBe("/organiser/mail");
  });
});
