import { groupedNumber } from "../../shared/number-text.ts";
/** Texts of seats, deadlines, the waiting list and "Add to calendar" (docs/decisions/078). */
export const eventSeatsText = {
  addToCalendar: "Add to calendar",
  // Read after the visible text, so the link's name starts with what speech users see (WCAG 2.5.3)
  // and says which event's file it is.
  addToCalendarContext: (title: string) => `: ${title} (.ics file)`,
  refusedTitle: "Registration not possible",
  // What features/events/rules.ts's seatsLeftText writes, in the page's language.
  closed: "Registration closed",
  full: "Full",
  fullWaitlist: "Full: waiting list open",
  // As shared/counted.ts writes it ("1 seat", "12 seats"), without its module on the page.
  seatsLeft: (n: number) => `${groupedNumber(n)} ${n === 1 ? "seat" : "seats"} left`,
  /** The server's own sentences about seats (features/events/rules.ts): what a category's refusal says. */
  // The same words as features/events/rules.ts's seatMessages (event-seats.test.ts checks them), written out so
  // the page does not share a chunk with the registration dialog for them.
  messages: {
    closed: "Registration for this event has closed: the deadline has passed.",
    eventFull: "This event is full: no seats are left.",
    categoryFull: "This category is full: no seats are left.",
    waitlistOpen: "No seats are left: new registrations join the waiting list.",
  },
};
