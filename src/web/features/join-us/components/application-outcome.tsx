import { Alert } from "../../../components/ui/alert.tsx";
import { ConfirmationPanel } from "../../../components/ui/confirmation-panel.tsx";
import { confirmationContent } from "../../../content/confirmation.ts";
import type { ApplicationOutcome } from "../api/submit-application.ts";

/** Where an applicant checks their application by reference and e-mail (issue 19.2). */
const statusPath = "/join-us/status";

/**
 * The answer to a submit, loaded with the submit path: the confirmation panel with the reference
 * once stored, otherwise the spec's destructive notice.
 */
export function ApplicationOutcomeView({ outcome, onClose }: { outcome: ApplicationOutcome; onClose: () => void }) {
  if (outcome.kind === "stored") {
    return (
      <ConfirmationPanel
        title={outcome.title}
        lead={outcome.text}
        reference={outcome.reference}
        keepText={confirmationContent.keep.application}
        onClose={onClose}
        text={confirmationContent}
      >
        <a href={outcome.reference ? `${statusPath}?${new URLSearchParams({ reference: outcome.reference }).toString()}` : statusPath} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
          {confirmationContent.statusLink}
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
          <a href={statusPath} className="font-semibold underline">
            {confirmationContent.appliedBefore}
          </a>
        </>
      )}
    </Alert>
  );
}
