import type { ClubEvent, EventCategory } from "#shared/api/events.ts";
import { Alert } from "#web/components/ui/alert.tsx";
import { useEventsText } from "./events-text.tsx";
import { categoryRefusal, SeatsNote } from "./event-seats.tsx";

export { categoryRefusal };

/** The chosen category's seats in the dialog: seats left, the waiting-list note, or why it is closed. */
export function CategorySeats({ event, category }: { event: Pick<ClubEvent, "seatsLeft">; category: EventCategory }) {
  const { seats: text } = useEventsText();
  const refused = categoryRefusal(event, category);
  const refusal = refused && text.messages[refused];
  if (refusal) {
    return (
      <Alert variant="destructive" title={text.refusedTitle} role="status">
        {refusal}
      </Alert>
    );
  }
  if (category.seatsLeft === 0) return <p className="text-sm font-semibold text-brand-800">{text.messages.waitlistOpen}</p>;
  return <SeatsNote seats={category} />;
}

/** A refusal the server sent when the form was submitted (full or closed meanwhile), shown at the form. */
export function RegistrationRefused({ message }: { message: string }) {
  const { seats: text } = useEventsText();
  return (
    <Alert variant="destructive" title={text.refusedTitle} role="alert" data-registration-refused>
      {message}
    </Alert>
  );
}
