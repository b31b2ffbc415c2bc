import { ListChecks } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { consoleApiPath, consolePagePaths } from "#shared/console/paths.ts";
import { formatPoisha, type VerifyAllAnswer, type VerifyPreview } from "../../contract.ts";
import { counted } from "#shared/counted.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ErrorNotice, Notice } from "#console/components/notice.tsx";
import { Loading } from "#console/components/list-page.tsx";
import { useVerifyAll, useVerifyPreview } from "../api/verify-all.ts";

/** The preview lists this many by name; the count (and the action) covers them all. */
const listed = 300;

/**
 * Verify all exact matches: first a preview of how many and which, read afresh from the server, then
 * the verification of exactly those. It never approves: approving stays a reviewer's choice per
 * application.
 */
export function VerifyAll({ matched }: { matched: number | undefined }) {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<VerifyAllAnswer | null>(null);
  const verify = useVerifyAll();
  const nothing = matched === 0;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => {
            setAnswer(null);
            verify.reset();
            setOpen(true);
          }}
          disabled={nothing || open || matched === undefined}
          aria-describedby="verify-all-note"
        >
          <ListChecks aria-hidden="true" className="size-5" />
          Verify all exact matches
        </Button>
        <p id="verify-all-note" className="text-sm text-muted">
          {nothing
            ? "No application is an exact match yet: nothing to verify."
            : "Marks the payment verified for every application and paid registration in the Matched state, after a preview. Nothing is approved."}
        </p>
      </div>
      {open && (
        <PreviewPanel
          pending={verify.isPending}
          error={verify.error}
          onCancel={() => setOpen(false)}
          onConfirm={(ids) =>
            verify.mutate(
              { ids },
              {
                onSuccess: (result) => {
                  setOpen(false);
                  setAnswer(result);
                },
              },
            )
          }
        />
      )}
      <div role="status" className="empty:hidden">
        {answer && <VerifyOutcome answer={answer} />}
      </div>
    </div>
  );
}

/** Mounted only while open: its preview is read when it opens and forgotten when it closes. */
function PreviewPanel({
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  onConfirm: (ids: string[]) => void;
}) {
  const preview = useVerifyPreview();
  const heading = useRef<HTMLHeadingElement>(null);
  const data: VerifyPreview | undefined = preview.data;
  // The panel takes the focus when its list arrives, so a keyboard or screen-reader user lands on it.
  useEffect(() => heading.current?.focus(), [data]);
  const count = data?.applications.length ?? 0;
  const what = submissionsCounted(count, data?.applications.filter((row) => row.kind === "registration").length ?? 0);
  return (
    <section aria-labelledby="verify-preview-heading" className="grid gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4">
      <h3 id="verify-preview-heading" ref={heading} tabIndex={-1} className="font-bold text-brand-900 focus:outline-none">
        {data ? (count === 0 ? "Nothing to verify now" : `Verify ${what}?`) : "Verify all exact matches"}
      </h3>
      <ErrorNotice error={preview.error} title="The preview could not be loaded" />
      {preview.isFetching && !data && <Loading text="Finding the exact matches..." />}
      {data && count === 0 && <p className="text-sm">No application is an exact match any more: they may have been verified meanwhile.</p>}
      {data && count > 0 && (
        <>
          <p className="text-sm">
            Each gets the status Payment verified, with the received payment kept in its history as evidence. Approving stays your choice for each application; a paid registration is confirmed.
          </p>
          <div className="max-h-80 overflow-auto rounded-xl border border-line bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">The applications that will be verified</caption>
              <thead className="sticky top-0 bg-canvas text-brand-900">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Reference
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Transaction ID
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.applications.slice(0, listed).map((application) => (
                  <tr key={application.id} className="border-t border-line">
                    <td className="px-3 py-1.5 font-mono whitespace-nowrap">{application.reference}</td>
                    <td className="px-3 py-1.5">
                      {application.fullName}
                      {application.kind === "registration" && <span className="block text-xs text-muted">Registration for {application.eventTitle}</span>}
                    </td>
                    <td className="px-3 py-1.5 font-mono whitespace-nowrap">{application.transactionId}</td>
                    <td className="px-3 py-1.5 whitespace-nowrap">{formatPoisha(application.amountPoisha)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {count > listed && (
            <p className="text-sm text-muted">
              The first {listed} are listed; all {count.toLocaleString("en")} will be verified.
            </p>
          )}
        </>
      )}
      <ErrorNotice error={error} title="Nothing was verified" />
      <div className="flex flex-wrap gap-2">
        {data && count > 0 && (
          <Button size="sm" disabled={pending} onClick={() => onConfirm(data.applications.map((application) => application.id))}>
            {pending ? "Verifying..." : `Verify ${what}`}
          </Button>
        )}
        <Button size="sm" variant="secondary" disabled={pending} onClick={onCancel}>
          {data && count === 0 ? "Close" : "Cancel"}
        </Button>
      </div>
    </section>
  );
}

/**
 * "3 applications", "1 paid registration", or "3 applications and 1 paid registration": what a
 * preview or a verification holds, as the rows it counts are membership applications or paid event
 * registrations.
 */
export function submissionsCounted(total: number, registrations: number): string {
  const applications = total - registrations;
  if (registrations === 0) return counted(total, "application");
  if (applications === 0) return counted(registrations, "paid registration");
  return `${counted(applications, "application")} and ${counted(registrations, "paid registration")}`;
}

function VerifyOutcome({ answer }: { answer: VerifyAllAnswer }) {
  const title = `${submissionsCounted(answer.verified, answer.registrations ?? 0)} verified${answer.skipped.length > 0 ? `, ${answer.skipped.length.toLocaleString("en")} skipped` : ""}`;
  return (
    <Notice variant={answer.verified > 0 ? "success" : "info"} title={title}>
      {answer.verified > 0 && (
        <p>{answer.emailed ? "They were told by e-mail." : "E-mail is off: they were not told. Tell them yourself."}</p>
      )}
      {answer.batchId && (
        // The verified applicants, each with their letter on WhatsApp or their e-mail's state.
        <p>
          <Link to={consoleApiPath(consolePagePaths.tellThem, { batchId: answer.batchId })} className="font-semibold text-brand-700 underline underline-offset-2">
            {answer.emailed ? "See who was e-mailed" : "Tell them"} ({(answer.verified - (answer.registrations ?? 0)).toLocaleString("en")})
          </Link>
        </p>
      )}
      {answer.skipped.length > 0 && (
        <ul className="mt-1 grid list-disc gap-0.5 pl-5">
          {answer.skipped.map((skip) => (
            <li key={skip.id}>
              <span className="font-mono">{skip.reference}</span>: {skip.reason}
            </li>
          ))}
        </ul>
      )}
    </Notice>
  );
}
