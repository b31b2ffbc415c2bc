import { Link } from "react-router";
import { applicationStatusLabels, type ApplicationStatus, type StatusChangeAnswer } from "../../contract.ts";
import { consoleApiPath, consolePagePaths } from "#shared/console/paths.ts";
import { Notice } from "#console/components/notice.tsx";
import { counted } from "#shared/counted.ts";

export interface StatusChangeOutcome {
  status: ApplicationStatus;
  result: StatusChangeAnswer;
  /** Names of the applications the organiser saw when acting, to say which were skipped. */
  names: ReadonlyMap<string, string>;
}


/** Whether the changed applicants heard of it: by e-mail, or (e-mail off) not until an organiser tells them. */
function toldText(changed: number, emailed: boolean): string {
  if (emailed) return changed === 1 ? "The applicant was e-mailed the new status." : "Each applicant was e-mailed the new status.";
  const who = changed === 1 ? "the applicant was" : "these applicants were";
  return `E-mail is off: ${who} not told. Tell them yourself on WhatsApp, one tap each.`;
}

/** What a status change did: how many changed, whether they were e-mailed, and each one skipped with why. */
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
      {changed > 0 && <p>{toldText(changed, result.emailed)}</p>}
      {changed > 0 && result.batchId && (
        // Everyone this click changed, each with their letter on WhatsApp, or their e-mail's state.
        <p>
          <Link to={consoleApiPath(consolePagePaths.tellThem, { batchId: result.batchId })} className="font-semibold text-brand-700 underline underline-offset-2">
            {result.emailed ? `See who was e-mailed (${changed})` : `Tell them (${changed})`}
          </Link>
        </p>
      )}
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
