import { useId, useState, type FormEvent } from "react";
import { manualRules, receivedKindLabels, type ReceivedPaymentRow } from "../../contract.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { InlineError } from "#console/components/notice.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { useSetAside, useTie, useUndoSetAside, useUntie } from "../api/manual-decisions.ts";

/**
 * A reviewer's decision on one received payment: tie it to an application by
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

interface DecisionFormProps {
  /** The form's accessible name, e.g. "Attach BK123 to an application". */
  label: string;
  reasonLabel: string;
  hint: string;
  submitLabel: string;
  pendingLabel: string;
  mutation: { isPending: boolean; error: Error | null };
  /** The application's reference, asked before the reason (attach only), with the candidate filled in. */
  reference?: { initial: string };
  /** Called once the fields are good: the reason trimmed, the reference trimmed and upper-cased. */
  onSubmit: (input: { reason: string; reference: string }) => void;
  onCancel: () => void;
}

/** The one form of a decision: an optional reference, a reason, its checks, the server's error, Submit and Cancel. */
function DecisionForm({ label, reasonLabel, hint, submitLabel, pendingLabel, mutation, reference: referenceField, onSubmit, onCancel }: DecisionFormProps) {
  const id = useId();
  const [reference, setReference] = useState(referenceField?.initial ?? "");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = referenceField && reference.trim() === "" ? "Name the application: its reference, e.g. GSC-7K2M-Q9." : reasonProblem(reason);
    setProblem(found);
    if (found) return;
    onSubmit({ reason: reason.trim(), reference: reference.trim().toUpperCase() });
  };
  return (
    <form onSubmit={submit} className="grid min-w-64 gap-2 whitespace-normal" aria-label={label}>
      {referenceField && (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-reference`}>Application reference</Label>
          <Input id={`${id}-reference`} value={reference} onChange={(event) => setReference(event.target.value)} autoFocus autoComplete="off" />
        </div>
      )}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-reason`}>{reasonLabel}</Label>
        <Input
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          autoFocus={!referenceField}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
        />
        <span id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </span>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <InlineError error={mutation.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={mutation.isPending}>
          {mutation.isPending ? pendingLabel : submitLabel}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={mutation.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function TieForm({ row, onDone }: { row: ReceivedPaymentRow; onDone: () => void }) {
  const tie = useTie();
  return (
    <DecisionForm
      label={`Attach ${row.transactionId} to an application`}
      reference={{ initial: row.candidates.find((c) => c.kind === "application")?.reference ?? "" }}
      reasonLabel="Why this payment is theirs"
      hint="A typo in the ID, a friend's number, the rest of a fee paid in two parts. Attaching a second payment to the same application joins them."
      submitLabel="Attach"
      pendingLabel="Attaching…"
      mutation={tie}
      onSubmit={({ reason, reference }) => tie.mutate({ paymentIds: [row.id], reference, reason }, { onSuccess: onDone })}
      onCancel={onDone}
    />
  );
}

function SetAsideForm({ row, onDone }: { row: ReceivedPaymentRow; onDone: () => void }) {
  const aside = useSetAside();
  return (
    <DecisionForm
      label={`Set ${row.transactionId} aside`}
      reasonLabel="Why it is no membership fee"
      hint="An agent's Cash In, a refund, a personal transfer. It leaves the unmatched list; you can undo it."
      submitLabel="Set aside"
      pendingLabel="Setting aside…"
      mutation={aside}
      onSubmit={({ reason }) => aside.mutate({ id: row.id, reason }, { onSuccess: onDone })}
      onCancel={onDone}
    />
  );
}
