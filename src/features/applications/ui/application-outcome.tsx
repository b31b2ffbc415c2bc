import { Alert } from "#web/components/ui/alert.tsx";
import { ConfirmationPanel } from "#web/components/ui/confirmation-panel.tsx";
import type { joinUsPaymentContent } from "#web/content/join-us-payment.ts";
import { useInLang } from "#web/lib/lang.ts";
import type { ApplicationOutcome } from "./submit-application.ts";

/** Where an applicant checks their application by reference and e-mail. */
const statusPath = "/join-us/status";

/**
 * The answer to a submit, loaded with the submit path: the confirmation panel with the reference
 * once stored, otherwise the spec's destructive notice. `text`: the confirmation's words in the page's
 * language, loaded with this (content/join-us-payment.ts).
 */
export function ApplicationOutcomeView({
  text,
  outcome,
  onClose,
}: {
  text: (typeof joinUsPaymentContent)["confirmation"];
  outcome: ApplicationOutcome;
  onClose: () => void;
}) {
  const status = useInLang()(statusPath);
  if (outcome.kind === "stored") {
    return (
      <ConfirmationPanel title={outcome.title} lead={outcome.text} reference={outcome.reference} keepText={text.keep} onClose={onClose} text={text}>
        <a href={outcome.reference ? `${status}?${new URLSearchParams({ reference: outcome.reference }).toString()}` : status} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
          {text.statusLink}
        </a>
      </ConfirmationPanel>
    );
  }
  return (
    <Alert variant="destructive" title={outcome.title} role="alert" data-testid="application-notice">
      {outcome.text}
      {outcome.appliedBefore && (
        <>
          {" "}
          <a href={status} className="font-semibold underline">
            {text.appliedBefore}
          </a>
        </>
      )}
    </Alert>
  );
}
