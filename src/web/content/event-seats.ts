/** Texts of seats, deadlines, the waiting list and "Add to calendar" (issue 19, docs/decisions/078). */
export const eventSeatsText = {
  addToCalendar: "Add to calendar",
  addToCalendarLabel: (title: string) => `Add ${title} to your calendar (.ics file)`,
  refusedTitle: "Registration not possible",
  waitlistTitle: "Waiting list",
} as const;
