import { Eye, EyeOff, Trash2 } from "lucide-react";
import { Button } from "../../web/components/ui/button.tsx";
import { ConfirmAction } from "./confirm-action.tsx";

/**
 * The controls a row of a public list has (content rows, events, event categories). `compact`
 * draws them as icons only, named for screen readers and, on hover, by a title, so a table keeps
 * its columns in view.
 */
interface RowControlProps {
  /** The row's name, e.g. "Ayesha Rahman": each button says whose it is. */
  name: string;
  pending?: boolean;
  compact?: boolean;
}

/** Hides a shown row from the public site, or shows a hidden one. */
export function ShownToggle({ name, shown, pending, compact, onToggle }: RowControlProps & { shown: boolean; onToggle: () => void }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className={compact ? "px-2.5" : undefined}
      disabled={pending}
      aria-label={`${shown ? "Hide" : "Show"} ${name}`}
      title={compact ? (shown ? "Hide from the site" : "Show on the site") : undefined}
      onClick={onToggle}
    >
      {shown ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      {!compact && (shown ? "Hide" : "Show")}
    </Button>
  );
}

/** Deletes a row for good, after asking; hiding it is offered as the gentler choice. */
export function DeleteButton({ name, pending, compact, onConfirm }: RowControlProps & { onConfirm: () => void }) {
  return (
    <ConfirmAction
      title={`Delete ${name}?`}
      description="It is removed for good; the activity log keeps what it said. To take it off the site for a while, hide it instead."
      actionLabel="Delete"
      destructive
      onConfirm={onConfirm}
    >
      <Button size="sm" variant="ghost" className={compact ? "px-2.5" : undefined} disabled={pending} aria-label={`Delete ${name}`} title={compact ? "Delete" : undefined}>
        <Trash2 aria-hidden="true" className="size-4" />
        {!compact && "Delete"}
      </Button>
    </ConfirmAction>
  );
}
