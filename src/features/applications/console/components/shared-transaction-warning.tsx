import { TriangleAlert } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { ApplicationSharingTransaction } from "../../contract.ts";
import { formatDate } from "#console/lib/format.ts";
import { applicationPagePath } from "#console/lib/application-path.ts";
import { StatusBadge } from "#console/components/application-status-badge.tsx";
import { counted } from "#shared/counted.ts";

/** A prominent warning: the same payment was given by other applications too. */
export function SharedTransactionWarning({ others }: { others: ApplicationSharingTransaction[] }) {
  const location = useLocation();
  return (
    <section aria-labelledby="shared-transaction-heading" className="mb-6 flex gap-3 rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 text-ink">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700" />
      <div className="grid min-w-0 gap-2">
        <h2 id="shared-transaction-heading" className="font-bold text-amber-950">
          {others.length === 1 ? "Another application gives the same transaction ID" : `${counted(others.length, "other application")} give the same transaction ID`}
        </h2>
        <p className="text-sm">Check the payment before verifying: one transaction pays for one membership.</p>
        <ul className="grid gap-1.5">
          {others.map((other) => (
            <li key={other.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              {/* Keeps the way back to the list the organiser came from. */}
              <Link to={applicationPagePath(other.id)} state={location.state} className="font-semibold text-brand-700 underline underline-offset-2">
                {other.fullName}
              </Link>
              <span className="text-sm text-muted">
                Roll {other.collegeRoll}, submitted {formatDate(other.createdAt)}
              </span>
              <StatusBadge status={other.status} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
