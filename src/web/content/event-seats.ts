/** Texts of seats, deadlines, the waiting list and "Add to calendar" (issue 19, docs/decisions/078). */
export const eventSeatsText = {
  addToCalendar: "Add to calendar",
  // Read after the visible text, so the link's name starts with what speech users see (WCAG 2.5.3)
  // and says which event's file it is.
  addToCalendarContext: (title: string) => `: ${title} (.ics file)`,
  refusedTitle: "Registration not possible",
} as const;
