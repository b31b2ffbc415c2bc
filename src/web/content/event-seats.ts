/** Texts of seats, deadlines, the waiting list and "Add to calendar" (issue 19, docs/decisions/078). */
export const eventSeatsText = {
  addToCalendar: "Add to calendar",
  // Starts with the visible text, so speech users can say what they see (WCAG 2.5.3).
  addToCalendarLabel: (title: string) => `Add to calendar: ${title} (.ics file)`,
  refusedTitle: "Registration not possible",
} as const;
