import { Undo2 } from "lucide-react";
import { useEffect, useState } from "react";
import { undoWindowMs } from "../../contract.ts";
import type { LastCheckIn } from "../door/use-door.ts";

/** "Undo" for the last check-in made here, with the seconds left of its minute; gone once the minute is over. */
export function UndoLast({ last, onUndo }: { last: LastCheckIn | null; onUndo: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!last) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [last]);
  const left = last ? Math.ceil((last.madeAt + undoWindowMs - now) / 1000) : 0;
  if (!last || left <= 0) return null;
  return (
    <button
      type="button"
      onClick={onUndo}
      className="inline-flex min-h-12 items-center gap-2 rounded-lg border border-line bg-surface px-4 py-2 text-left font-semibold text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <Undo2 aria-hidden="true" className="size-5" />
      <span>
        Undo check-in of {last.name} <span className="font-normal whitespace-nowrap text-muted">({Math.min(60, left)} s left)</span>
      </span>
    </button>
  );
}
