import type { ClubEvent, EventCategory } from "../../../../shared/api/events.ts";
import { seatMessages } from "../../../../shared/seats.ts";

/**
 * Why a category takes no registration now (the server's own words), or null when it does: the
 * dialog's chosen category and each category on the event's page (issue 31).
 */
export function categoryRefusal(event: Pick<ClubEvent, "seatsLeft">, category: Pick<EventCategory, "registrationClosed" | "seatsLeft" | "waitlist">): string | null {
  if (category.registrationClosed) return seatMessages.closed;
  if (category.seatsLeft !== 0 || category.waitlist) return null;
  return event.seatsLeft === 0 ? seatMessages.eventFull : seatMessages.categoryFull;
}
