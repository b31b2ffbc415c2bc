import { applicationStatusLabels, type ApplicationStatus, type StatusChangeResult } from "../../../../../shared/console/applications.ts";
import { Notice } from "../../../components/notice.tsx";
import { counted } from "../../../../../shared/counted.ts";

export interface StatusChangeOutcome {
  status: ApplicationStatus;
  result: StatusChangeResult;
  /** Names of the applications the organiser saw when acting, to say which were skipped. */
  names: ReadonlyMap<string, string>;
}


/** What a status change did: how many changed, and each one skipped with why. */
export function StatusChangeNotice({ outcome, className }: { outcome: StatusChangeOutcome; className?: string }) {
  const { status, result, names } = outcome;
  const changed = result.changed.length;
  const skipped = result.skipped.length;
  const title =
    changed > 0
      ? `${counted(changed, "application")} changed to ${applicationStatusLabels[status]}${skipped > 0 ? `, ${skipped} skipped` : ""}`
      : `Nothing changed: ${counted(skipped, "application")} skipped`;
  return (
    <Notice variant={skipped > 0 ? "info" : "success"} title={title} role="status" className={className}>
      {skipped > 0 && (
        <ul className="grid gap-1">
          {result.skipped.map(({ id, reason }) => (
            <li key={id}>
              <span className="font-semibold">{names.get(id) ?? `Application ${id.slice(0, 8)}`}</span>: {reason}
            </li>
          ))}
        </ul>
      )}
    </Notice>
  );
}
