import { useId, useState, type FormEvent } from "react";
import { manualRules, receivedKindLabels, type ReceivedPaymentRow } from "../../../../../shared/console/payments.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { Label } from "../../../../components/ui/label.tsx";
import { InlineError } from "../../../components/notice.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useSetAside, useTie, useUndoSetAside, useUntie } from "../api/manual-decisions.ts";

/**
 * A reviewer's decision on one received payment (docs/decisions/142): tie it to an application by
 * its reference (a typo'd ID, a friend's number; tying a second payment to the same one joins them),
 * or set it aside as no membership fee, each with a reason; and undo either.
 */
export function PaymentDecision({ row }: { row: ReceivedPaymentRow }) {
  const [open, setOpen] = useState<"tie" | "aside" | null>(null);
  const untie = useUntie();
  const undoAside = useUndoSetAside();
  if (row.setAside) {
    return (
      <div className="grid min-w-52 gap-1 whitespace-normal">
        <span className="font-semibold text-brand-900">Set aside{row.kind !== "received" ? ` (${receivedKindLabels[row.kind]})` : ""}</span>
        <span className="text-xs text-ink">{row.setAside.reason}</span>
        <span className="text-xs text-muted">
          {row.setAside.byEmail ? `By ${row.setAside.byEmail}` : "By the SMS reader"}, {formatDateTime(row.setAside.at)}
        </span>
        <Button variant="secondary" size="sm" className="justify-self-start" disabled={undoAside.isPending} onClick={() => undoAside.mutate(row.id)}>
          Undo set-aside of {row.transactionId}
        </Button>
        <InlineError error={undoAside.error} />
      </div>
    );
  }
  if (row.tie) {
    return (
      <div className="grid min-w-52 gap-1 whitespace-normal">
        <span className="font-semibold text-brand-900">Tied by hand</span>
        <span className="text-xs text-ink">{row.tie.reason}</span>
        <span className="text-xs text-muted">
          By {row.tie.byEmail ?? "a removed organiser"}, {formatDateTime(row.tie.at)}
        </span>
        <Button variant="secondary" size="sm" className="justify-self-start" disabled={untie.isPending} onClick={() => untie.mutate(row.id)}>
          Undo tie of {row.transactionId}
        </Button>
        <InlineError error={untie.error} />
      </div>
    );
  }
  if (row.application || row.registration) return <span className="text-muted">By its transaction ID</span>;
  if (open === "tie") return <TieForm row={row} onDone={() => setOpen(null)} />;
  if (open === "aside") return <SetAsideForm row={row} onDone={() => setOpen(null)} />;
  return (
    <div className="flex min-w-52 flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => setOpen("tie")}>
        Attach {row.transactionId}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setOpen("aside")}>
        Set aside {row.transactionId}
      </Button>
    </div>
  );
}

function reasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (text.length < manualRules.reason.min) return "Say why, in a few words.";
  if (text.length > manualRules.reason.max) return `The reason may have at most ${manualRules.reason.max} characters.`;
  return null;
}

function TieForm({ row, onDone }: { row: ReceivedPaymentRow; onDone: () => void }) {
  const id = useId();
  const tie = useTie();
  const [reference, setReference] = useState(row.candidates.find((c) => c.kind === "application")?.reference ?? "");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reference.trim() === "" ? "Name the application: its reference, e.g. GSC-7K2M-Q9." : reasonProblem(reason);
    setProblem(found);
    if (found) return;
    tie.mutate({ paymentIds: [row.id], reference: reference.trim().toUpperCase(), reason: reason.trim() }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="grid min-w-64 gap-2 whitespace-normal" aria-label={`Attach ${row.transactionId} to an application`}>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-reference`}>Application reference</Label>
        <Input id={`${id}-reference`} value={reference} onChange={(event) => setReference(event.target.value)} autoFocus autoComplete="off" />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-reason`}>Why this payment is theirs</Label>
        <Input id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} aria-describedby={`${id}-hint`} autoComplete="off" />
        <span id={`${id}-hint`} className="text-xs text-muted">
          A typo in the ID, a friend's number, the rest of a fee paid in two parts. Attaching a second payment to the same application joins them.
        </span>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <InlineError error={tie.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={tie.isPending}>
          {tie.isPending ? "Attaching…" : "Attach"}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone} disabled={tie.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function SetAsideForm({ row, onDone }: { row: ReceivedPaymentRow; onDone: () => void }) {
  const id = useId();
  const aside = useSetAside();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reasonProblem(reason);
    setProblem(found);
    if (found) return;
    aside.mutate({ id: row.id, reason: reason.trim() }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="grid min-w-64 gap-2 whitespace-normal" aria-label={`Set ${row.transactionId} aside`}>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-reason`}>Why it is no membership fee</Label>
        <Input id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} autoFocus autoComplete="off" aria-describedby={`${id}-hint`} />
        <span id={`${id}-hint`} className="text-xs text-muted">
          An agent's Cash In, a refund, a personal transfer. It leaves the unmatched list; you can undo it.
        </span>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <InlineError error={aside.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={aside.isPending}>
          {aside.isPending ? "Setting aside…" : "Set aside"}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone} disabled={aside.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
