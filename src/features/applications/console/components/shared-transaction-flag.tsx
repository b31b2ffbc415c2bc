import { TriangleAlert } from "lucide-react";

/** Said in a table row whose transaction ID another application carries too. */
export function SharedTransactionFlag() {
  return (
    <span className="mt-1 flex items-center gap-1 text-xs font-semibold whitespace-nowrap text-amber-900">
      <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0 text-amber-700" />
      Shared transaction ID
    </span>
  );
}
