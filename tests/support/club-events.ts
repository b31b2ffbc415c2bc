import type { ClubEvent } from "../../src/shared/api/events.ts";

/**
 * One event as GET /api/events lists it, for the events components' tests: upcoming, open to register
 * through its own forms, nothing optional set. A test overrides the fields it is about.
 */
export function clubEvent(overrides: Partial<ClubEvent> = {}): ClubEvent {
  return {
    // A uuid, as every event has: its page's address (the card's title links there) is made from it.
    id: "e1e1e1e1-0000-4000-8000-000000000001",
    kind: "event",
    title: "Science Festival 2030",
    titleBn: null,
    description: null,
    descriptionBn: null,
    location: "Main auditorium",
    locationBn: null,
    startsAt: "2030-03-01T04:00:00.000Z",
    endsAt: null,
    ended: false,
    registrationDeadline: null,
    seatsLeft: null,
    registrationClosed: false,
    waitlist: false,
    coverImageUrl: null,
    photosUrl: null,
    googleFormMode: null,
    googleFormUrl: null,
    hasRegistrationForms: true,
    ...overrides,
  };
}
