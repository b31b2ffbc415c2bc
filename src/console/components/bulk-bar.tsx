import type { ReactNode } from "react";
import { Button } from "../../web/components/ui/button.tsx";
import { ErrorNotice } from "./notice.tsx";
import { counted } from "#shared/counted.ts";

/**
 * The bar shown while rows of a table are ticked: how many, the actions (`children`), Clear
 * selection, and what the last action's failure said.
 */
export function BulkBar({
  count,
  noun,
  pending,
  error,
  onClear,
  children,
  below,
}: {
  count: number;
  /** What a row is, one and many: ["message", "messages"]. */
  noun: readonly [string, string];
  pending: boolean;
  error: Error | null;
  onClear: () => void;
  children: ReactNode;
  /** Under the buttons, e.g. the form an action asks for first. */
  below?: ReactNode;
}) {
  return (
    <section aria-label="Bulk actions" className="mb-4 grid gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-2 font-semibold text-brand-900">{`${counted(count, ...noun)} selected`}</p>
        {children}
        <Button size="sm" variant="ghost" onClick={onClear} disabled={pending}>
          Clear selection
        </Button>
      </div>
      {below}
      <ErrorNotice error={error} title="Nothing was changed" />
    </section>
  );
}
