import { ArrowRight } from "lucide-react";
import type { ApplicationStatusChangeEntry } from "../../contract.ts";
import { formatDateTime } from "#console/lib/format.ts";
import { StatusBadge } from "#console/components/application-status-badge.tsx";

/** Every status change, oldest first: from, to, who, when and why. */
export function StatusHistory({ history }: { history: ApplicationStatusChangeEntry[] }) {
  return (
    <section aria-labelledby="status-history-heading" className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <h2 id="status-history-heading" className="mb-3 text-lg font-bold text-brand-900">
        Status history
      </h2>
      {history.length === 0 ? (
        <p className="text-muted">No changes yet: the application is as it was submitted.</p>
      ) : (
        <ol className="grid gap-3">
          {history.map((entry) => (
            <li key={entry.id} className="grid gap-1 border-l-2 border-brand-200 pl-3">
              <p className="flex flex-wrap items-center gap-1.5">
                <StatusBadge status={entry.fromStatus} />
                <ArrowRight aria-hidden="true" className="size-4 text-muted" />
                <span className="sr-only">to</span>
                <StatusBadge status={entry.toStatus} />
              </p>
              <p className="text-sm text-muted">
                {formatDateTime(entry.createdAt)}, by {entry.organiserName ?? "a removed organiser"}
                {entry.organiserEmail && ` (${entry.organiserEmail})`}
              </p>
              {entry.reason && <p className="text-sm">Reason: {entry.reason}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
