import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { ClubEvent } from "../../../../shared/api/events.ts";
import { LoadingText } from "../../../components/ui/page.tsx";
import { eventsText } from "../../../content/events.ts";
import { useEvents } from "../api/get-events.ts";
import { EventCard } from "./event-card.tsx";
import { RegistrationDialog } from "./registration-dialog.tsx";

export function EventGrid() {
  const { data, isPending, isError } = useEvents();
  const [selected, setSelected] = useState<ClubEvent | null>(null);

  useEffect(() => {
    if (isError) toast.error(eventsText.loadFailed.title, { description: eventsText.loadFailed.description });
  }, [isError]);

  if (isPending) return <LoadingText>{eventsText.loading}</LoadingText>;
  if (isError) return null;
  if (data.length === 0) return <p className="py-12 text-center text-muted">{eventsText.empty}</p>;
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {data.map((event) => (
          <li key={event.id}>
            <EventCard event={event} onRegister={setSelected} />
          </li>
        ))}
      </ul>
      <RegistrationDialog event={selected} onClose={() => setSelected(null)} />
    </>
  );
}
