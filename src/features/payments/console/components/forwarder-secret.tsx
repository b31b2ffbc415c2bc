import { Check, Copy, KeyRound, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { ForwarderSecretAnswer } from "../../contract.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { ConfirmAction } from "#console/components/confirm-action.tsx";
import { ErrorNotice } from "#console/components/notice.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { useCreateForwarderSecret, useTurnForwardingOff } from "../api/payment-settings.ts";

/**
 * The forwarder's secret: made, replaced or deleted here. A new secret and its URL are shown once,
 * held only in this component's state (never the address, never the query cache): leaving the page
 * or closing the box forgets them.
 */
export function ForwarderSecret({ createdAt }: { createdAt: string | null }) {
  const create = useCreateForwarderSecret();
  const off = useTurnForwardingOff();
  const [issued, setIssued] = useState<ForwarderSecretAnswer | null>(null);
  const make = () =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setIssued(answer);
        // The mutation's own copy goes at once: the box above is the only place it stays.
        create.reset();
      },
    });
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        {createdAt
          ? `Forwarding is on: the secret was made on ${formatDateTime(createdAt)}.`
          : "Forwarding is off: the forwarding address refuses every SMS until a secret is made."}
      </p>
      {issued && <IssuedSecret key={issued.secret} issued={issued} onDismiss={() => setIssued(null)} />}
      <div className="flex flex-wrap gap-2">
        {createdAt ? (
          <>
            <ConfirmAction
              title="Rotate the forwarder's secret?"
              description="The old secret stops working at once: the forwarding app gets refused until you give it the new address."
              actionLabel="Rotate secret"
              pending={create.isPending}
              onConfirm={make}
            >
              <Button variant="secondary" size="sm" disabled={create.isPending}>
                <KeyRound aria-hidden="true" className="size-4" />
                Rotate secret
              </Button>
            </ConfirmAction>
            <ConfirmAction
              title="Turn forwarding off?"
              description="The secret is deleted: forwarded SMS are refused until an admin makes a new one. Pasting SMS still works."
              actionLabel="Turn forwarding off"
              destructive
              pending={off.isPending}
              onConfirm={() => off.mutate(undefined, { onSuccess: () => setIssued(null) })}
            >
              <Button variant="ghost" size="sm" disabled={off.isPending}>
                Turn forwarding off
              </Button>
            </ConfirmAction>
          </>
        ) : (
          <Button size="sm" onClick={make} disabled={create.isPending}>
            <KeyRound aria-hidden="true" className="size-4" />
            {create.isPending ? "Creating..." : "Create secret"}
          </Button>
        )}
      </div>
      <ErrorNotice error={create.error} title="No secret was made" />
      <ErrorNotice error={off.error} title="Forwarding was not turned off" />
    </div>
  );
}

function CopyField({ label, value, autoFocus }: { label: string; value: string; autoFocus?: boolean }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (!autoFocus) return;
    field.current?.scrollIntoView({ block: "center" });
    field.current?.focus();
  }, [autoFocus]);
  const copyValue = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopy("copied");
    } catch {
      // No clipboard access: the text is selected to copy by hand.
      field.current?.select();
      setCopy("failed");
    }
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} ref={field} readOnly value={value} onFocus={(event) => event.target.select()} className="font-mono text-sm" />
        <Button variant="secondary" onClick={() => void copyValue()} className="shrink-0" aria-label={`Copy the ${label.toLowerCase()}`}>
          {copy === "copied" ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          Copy
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-ink">
        {copy === "copied" && "Copied."}
        {copy === "failed" && "Could not copy: the text is selected, press Ctrl+C (or ⌘C) to copy it."}
      </p>
    </div>
  );
}

function IssuedSecret({ issued, onDismiss }: { issued: ForwarderSecretAnswer; onDismiss: () => void }) {
  return (
    <section aria-labelledby="issued-secret-heading" className="grid gap-2 rounded-card border border-accent-600/40 bg-accent-50 p-4">
      <div className="flex items-start justify-between gap-3">
        <h4 id="issued-secret-heading" className="font-bold text-brand-900">
          The forwarder's new secret
        </h4>
        <button type="button" onClick={onDismiss} className="-mt-1 -mr-1 rounded-full p-2 text-muted hover:bg-white hover:text-brand-900">
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close: the secret will not be shown again</span>
        </button>
      </div>
      <p className="text-sm font-semibold text-ink">It is shown only now and will not be shown again. Copy the address into the forwarding app.</p>
      <CopyField label="Forwarding address" value={issued.url} autoFocus />
      <CopyField label="Secret" value={issued.secret} />
    </section>
  );
}
