import type { ApplicationStatusAnswer } from "../../../../shared/api/application-status.ts";
import { applicantStatusLabels, applicationStatusExplanations } from "../../../../shared/application-status-labels.ts";
import { dhakaDateTime } from "../../../../shared/club-time.ts";

const tone = {
  pending: "border-line bg-surface",
  payment_verified: "border-brand-200 bg-brand-50",
  approved: "border-accent-600/40 bg-accent-50",
  rejected: "border-danger/40 bg-red-50",
} as const;

/** The applicant's status, what it means, a rejection's reason, and when it last changed. */
export function StatusResult({ status }: { status: ApplicationStatusAnswer }) {
  return (
    <section aria-labelledby="status-result-title" className={`rounded-2xl border p-5 ${tone[status.status]}`}>
      <h2 id="status-result-title" className="text-lg font-bold text-brand-900">
        {status.reference}: {applicantStatusLabels[status.status]}
      </h2>
      <p className="mt-2 text-ink">{applicationStatusExplanations[status.status]}</p>
      {status.status === "rejected" && status.reason && (
        <p className="mt-2 text-ink">
          <span className="font-semibold">Reason:</span> {status.reason}
        </p>
      )}
      {status.member && (
        <div className="mt-3 grid gap-1 text-ink">
          <p>
            <span className="font-semibold">Member number:</span> <span className="font-mono">{status.member.memberNumber}</span>
          </p>
          <p>
            <a className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900" href={status.member.cardPath}>
              Open your member card
            </a>
          </p>
        </div>
      )}
      <dl className="mt-3 grid gap-1 text-sm text-muted sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt>Submitted</dt>
        <dd>{dhakaDateTime(status.submittedAt)}</dd>
        {status.statusChangedAt && (
          <>
            <dt>Status changed</dt>
            <dd>{dhakaDateTime(status.statusChangedAt)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
