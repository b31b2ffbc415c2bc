import { Link } from "react-router";
import type { WalkInAnswer } from "../../../../../shared/console/check-in.ts";
import { Button, buttonClasses } from "../../../../components/ui/button.tsx";

/** The door's green: the walk-in is registered and checked in; next, another walk-in or back to the door. */
export function WalkInDone({ answer, onAnother }: { answer: WalkInAnswer; onAnother: () => void }) {
  return (
    <section role="status" aria-labelledby="walk-in-done" className="grid gap-4 rounded-2xl border-2 border-accent-600 bg-accent-50 p-5 text-ink" data-walk-in-done>
      <h2 id="walk-in-done" className="text-xl font-bold text-accent-700">
        Checked in: {answer.name ?? "(no name)"} · {answer.category} · {answer.reference}
      </h2>
      {answer.beyondSeats && <p className="text-sm font-semibold">Let in beyond the seats.</p>}
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
