import type { ClubEvent, EventCategory } from "../../../../shared/api/events.ts";
import { seatMessages } from "../../../../shared/seats.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { eventSeatsText } from "../../../content/event-seats.ts";
import { SeatsNote } from "./event-seats.tsx";
import { categoryRefusal } from "./category-refusal.ts";

export { categoryRefusal };

/** The chosen category's seats in the dialog: seats left, the waiting-list note, or why it is closed. */
export function CategorySeats({ event, category }: { event: Pick<ClubEvent, "seatsLeft">; category: EventCategory }) {
  const refusal = categoryRefusal(event, category);
  if (refusal) {
    return (
      <Alert variant="destructive" title={eventSeatsText.refusedTitle} role="status">
        {refusal}
      </Alert>
    );
  }
  if (category.seatsLeft === 0) return <p className="text-sm font-semibold text-brand-800">{seatMessages.waitlistOpen}</p>;
  return <SeatsNote seats={category} />;
}

/** A refusal the server sent when the form was submitted (full or closed meanwhile), shown at the form. */
export function RegistrationRefused({ message }: { message: string }) {
  return (
    <Alert variant="destructive" title={eventSeatsText.refusedTitle} role="alert" data-registration-refused>
      {message}
    </Alert>
  );
}
