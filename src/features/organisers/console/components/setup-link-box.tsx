import { Check, Copy, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";

export interface IssuedLink {
  /** Whom the link is for: the organiser's name. */
  name: string;
  link: string;
  /** True for a newly added organiser, false for a new link for an existing one. */
  added: boolean;
}

/**
 * A set-up link to hand to an organiser: shown once, in a read-only field with a Copy button. It
 * takes the focus when it appears, so a keyboard or screen-reader user lands on it. Keyed by the
 * link where it is used, so a new link starts afresh.
 */
export function SetupLinkBox({ issued, onDismiss }: { issued: IssuedLink; onDismiss: () => void }) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    field.current?.scrollIntoView({ block: "center" });
    field.current?.focus();
    field.current?.select();
  }, [issued]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(issued.link);
      setCopy("copied");
    } catch {
      // No clipboard access (an insecure address, a refusing browser): the text is selected to copy by hand.
      field.current?.select();
      setCopy("failed");
    }
  };

  return (
    <section aria-labelledby={`${fieldId}-title`} className="mb-6 rounded-card border border-accent-600/40 bg-accent-50 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${fieldId}-title`} className="text-lg font-bold text-brand-900">
          {issued.added ? `${issued.name} is added` : `New set-up link for ${issued.name}`}
        </h2>
        <button type="button" onClick={onDismiss} className="-mr-1 -mt-1 rounded-full p-2 text-muted hover:bg-white hover:text-brand-900">
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close the set-up link</span>
        </button>
      </div>
      <p className="mt-1 text-sm text-ink">
        Send them this link to choose their password. It works once, within 24 hours; after that, issue a new one from the list.
      </p>
      <div className="mt-3 grid gap-1.5">
        <Label htmlFor={fieldId}>Set-up link</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id={fieldId} ref={field} readOnly value={issued.link} onFocus={(event) => event.target.select()} className="font-mono text-sm" />
          <Button variant="secondary" onClick={() => void copyLink()} className="shrink-0">
            {copy === "copied" ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            Copy
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-ink">
          {copy === "copied" && "Copied. Paste it into a message to them."}
          {copy === "failed" && "Could not copy: the link is selected, press Ctrl+C (or ⌘C) to copy it."}
        </p>
      </div>
    </section>
  );
}
