import { useEffect, useId, useRef, type ReactNode } from "react";
import type { confirmationContent } from "../../content/confirmation.ts";
import { Icon } from "./icon.tsx";

/**
 * What a visitor keeps from a stored submission: a panel that stays until they close
 * it, with the reference the server gave (when its answer had one) and what it is for. Focus moves
 * to the panel when it appears, so a screen reader reads it and a keyboard user is beside its
 * close button; the caller puts focus back where it belongs when it closes.
 */
export function ConfirmationPanel({
  title,
  lead,
  reference,
  keepText,
  children,
  onClose,
  text,
}: {
  /** The panel's words in the page's language (content/confirmation.ts or content/bn/confirmation.ts). */
  text: Pick<typeof confirmationContent, "close" | "referenceLabel" | "noReference">;
  title: string;
  /** A sentence under the title, such as the form's own success text. */
  lead?: string;
  reference: string | undefined;
  keepText: string;
  children?: ReactNode;
  onClose: () => void;
}) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="confirmation-panel"
      className="rounded-2xl border border-accent-600/40 bg-accent-50 p-5 outline-none focus-visible:ring-2 focus-visible:ring-brand-700 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="flex items-center gap-2 text-lg font-bold text-accent-700">
          <Icon name="circle-check" className="size-5 shrink-0" />
          {title}
        </h3>
        <button
          type="button"
          onClick={onClose}
          aria-label={text.close}
          className="-m-2 rounded-full p-2 text-ink hover:bg-accent-600/10 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Icon name="x" className="size-5" />
        </button>
      </div>
      {lead && <p className="mt-1 text-sm text-ink">{lead}</p>}
      {reference ? (
        <>
          <p className="mt-3 text-sm text-ink">
            {text.referenceLabel}:{" "}
            <strong className="font-mono text-xl tracking-wider text-brand-900" data-testid="submission-reference">
              {reference}
            </strong>
          </p>
          <p className="mt-2 text-sm text-ink">{keepText}</p>
        </>
      ) : (
        <p className="mt-3 text-sm text-ink">{text.noReference}</p>
      )}
      {children}
    </section>
  );
}
