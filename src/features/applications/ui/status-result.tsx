import type { ApplicationStatusAnswer } from "../status.ts";
import { useInLang } from "#web/lib/lang.ts";
import { useStatusText } from "./status-text.ts";

const tone = {
  pending: "border-line bg-surface",
  payment_verified: "border-brand-200 bg-brand-50",
  approved: "border-accent-600/40 bg-accent-50",
  rejected: "border-danger/40 bg-red-50",
} as const;

/** The applicant's status, what it means, a rejection's reason, and when it last changed. */
export function StatusResult({ status }: { status: ApplicationStatusAnswer }) {
  const all = useStatusText();
  const text = all.application;
  const inLang = useInLang();
  return (
    <section aria-labelledby="status-result-title" className={`rounded-2xl border p-5 ${tone[status.status]}`}>
      <h2 id="status-result-title" className="text-lg font-bold text-brand-900">
        {status.reference}: {text.labels[status.status]}
      </h2>
      <p className="mt-2 text-ink">{text.explanations[status.status]}</p>
      {status.status === "rejected" && status.reason && (
        <p className="mt-2 text-ink">
          <span className="font-semibold">{text.reason}</span> {status.reason}
        </p>
      )}
      {status.member && (
        <div className="mt-3 grid gap-1 text-ink">
          <p>
            <span className="font-semibold">{text.memberNumber}</span> <span className="font-mono">{status.member.memberNumber}</span>
          </p>
          <p>
            <a className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900" href={inLang(status.member.cardPath)}>
              {text.memberCard}
            </a>
          </p>
        </div>
      )}
      <dl className="mt-3 grid gap-1 text-sm text-muted sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt>{text.submitted}</dt>
        <dd>{all.dateTime(status.submittedAt)}</dd>
        {status.statusChangedAt && (
          <>
            <dt>{text.statusChanged}</dt>
            <dd>{all.dateTime(status.statusChangedAt)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
