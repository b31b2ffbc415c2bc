import { useState } from "react";
import { pathInLang } from "#shared/lang.ts";
import type { ApplicationDetail } from "../../contract.ts";
import { ErrorNotice } from "#console/components/notice.tsx";
import { WhatsAppLink } from "#console/components/whatsapp-link.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { applicationChatLetter } from "#console/lib/submission-language.ts";
import { actionsFrom } from "./status-actions.ts";
import { StatusBadge } from "#console/components/application-status-badge.tsx";
import { ReasonStep, StatusButtons, useStatusChange } from "./status-buttons.tsx";
import { StatusChangeNotice, type StatusChangeOutcome } from "./status-change-notice.tsx";

/**
 * The application's status, why and since when, the changes the workflow allows from it, and a
 * WhatsApp message to the applicant saying the current status in the e-mail's words.
 */
export function StatusPanel({ application }: { application: ApplicationDetail }) {
  const [outcome, setOutcome] = useState<StatusChangeOutcome | null>(null);
  const control = useStatusChange([application.id], (status, result) =>
    setOutcome({ status, result, names: new Map([[application.id, application.fullName]]) }),
  );
  const actions = actionsFrom(application.status);
  return (
    <section aria-labelledby="status-heading" className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <h2 id="status-heading" className="text-lg font-bold text-brand-900">
        Status
      </h2>
      <div className="grid gap-1">
        <p>
          <StatusBadge status={application.status} className="text-sm" />
        </p>
        {application.statusChangedAt && <p className="text-sm text-muted">Since {formatDateTime(application.statusChangedAt)}</p>}
        {application.statusReason && <p className="text-sm">Reason: {application.statusReason}</p>}
      </div>
      {outcome && <StatusChangeNotice outcome={outcome} />}
      <ErrorNotice error={control.change.error} title="The status was not changed" />
      <div className="flex flex-wrap gap-2">
        <StatusButtons
          statuses={actions}
          control={control}
          from={application.status}
          // Verifying by hand when the money does not match asks first, saying what arrived.
          moneyWarning={application.money?.state && application.money.state !== "matched" ? (application.money.stateText ?? undefined) : undefined}
        />
      </div>
      <ReasonStep control={control} />
      <div>
        <WhatsAppLink
          phone={application.phone}
          name={application.fullName}
          text={applicationChatLetter(application.lang, window.location.origin, {
            name: application.fullName,
            reference: application.reference,
            status: application.status,
            reason: application.statusReason,
            // A new application's letter says it came, not that it is "pending again".
            neverChanged: application.statusChangedAt === null,
            // The same member number and card link as the approval e-mail, in the applicant's language.
            member:
              application.memberNumber && application.memberCardPath
                ? { memberNumber: application.memberNumber, cardUrl: `${window.location.origin}${pathInLang(application.memberCardPath, application.lang)}` }
                : undefined,
          })}
        />
      </div>
    </section>
  );
}
