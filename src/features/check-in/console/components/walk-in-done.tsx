import { Link } from "react-router";
import type { WalkInAnswer } from "../../contract.ts";
import { Button, buttonClasses } from "#web/components/ui/button.tsx";
import type { QueuedWalkIn } from "../door/door-store.ts";

/**
 * The door's green: the walk-in is registered and checked in (or, with no network, checked in here
 * and waiting to sync under a provisional reference); next, another walk-in or back to the door.
 */
export function WalkInDone({ answer, onAnother }: { answer: WalkInAnswer | QueuedWalkIn; onAnother: () => void }) {
  const queued = "provisionalReference" in answer;
  return (
    <section role="status" aria-labelledby="walk-in-done" className="grid gap-4 rounded-2xl border-2 border-accent-600 bg-accent-50 p-5 text-ink" data-walk-in-done>
      <h2 id="walk-in-done" className="text-xl font-bold text-accent-700">
        Checked in: {answer.name ?? "(no name)"} · {answer.category} · {queued ? answer.provisionalReference : answer.reference}
      </h2>
      {queued && (
        <p className="font-semibold">
          Registered on this phone without the network: {answer.provisionalReference} is provisional. The registration is sent, with the duplicate check,
          when the network returns.
        </p>
      )}
      {!queued && answer.beyondSeats && <p className="text-sm font-semibold">Let in beyond the seats.</p>}
      {!queued && (
        <figure className="grid justify-items-start gap-2">
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(answer.ticket.qrSvg)}`} alt={`QR code of ${answer.reference}'s ticket`} className="size-48 rounded-lg bg-white p-1" data-walk-in-ticket />
          <figcaption className="text-sm">
            Their ticket: let them photograph the code, or{" "}
            <a href={answer.ticket.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-800 underline underline-offset-4">
              open it to send<span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </figcaption>
        </figure>
      )}
      {queued && <p className="text-sm">Their ticket comes with the registration, once it syncs.</p>}
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={onAnother} autoFocus>
          Register another
        </Button>
        <Link to=".." relative="path" className={buttonClasses("secondary")}>
          Back to the door
        </Link>
      </div>
    </section>
  );
}
