import { withHoneypot } from "#shared/honeypot.ts";
import { applicationErrorMessages, applicationSchema } from "../rules.ts";
import type { Lang } from "#shared/lang.ts";
import { currentConsentVersions } from "#shared/legal-versions.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { SubmissionAttempts } from "#web/lib/idempotent-post.ts";
import type { ApplicationValues } from "./application-values.ts";
import { createApplication, refusalMessage } from "./create-application.ts";

/** What became of a submit: refused by the shared rules, failed on the way, or stored. */
export type ApplicationOutcome =
  | { kind: "invalid" | "failed"; title: string; text: string; appliedBefore?: boolean }
  | { kind: "stored"; title: string; text: string; reference: string | undefined };

/** The titles and texts of the outcomes: the page's own words (content/join-us.ts), handed over by the form. */
export interface ApplicationNotices {
  validationTitle: string;
  failureTitle: string;
  unexpected: string;
  feeUnavailable: string;
  successTitle: string;
  successText: string;
}

/**
 * The submit path of the application, loaded on the visitor's first interaction with the form
 *: the shared rules, then the request
 * with the attempt's idempotency key, then the notice or confirmation to show.
 */
export async function submitApplication(
  /** With the page's language, which the club's answers are written in. */
  values: ApplicationValues & { lang: Lang },
  /** The fee the page shows (undefined when it could not be loaded): sent, and checked by the server against today's. */
  fee: number | undefined,
  honeypot: string,
  attempts: { current: SubmissionAttempts | null },
  onSending: () => void,
  notices: ApplicationNotices,
  /** On a Bangla page, the rules' and the server's English messages in Bangla (content/bn/application-messages.ts). */
  say: (message: string) => string = (message) => message,
): Promise<ApplicationOutcome> {
  if (fee === undefined) return { kind: "failed", title: notices.failureTitle, text: notices.feeUnavailable };
  // With the privacy policy and terms this page was built with.
  const parsed = applicationSchema.safeParse({ ...values, totalAmount: fee, ...currentConsentVersions });
  if (!parsed.success) return { kind: "invalid", title: notices.validationTitle, text: applicationErrorMessages(parsed.error).map(say).join(", ") };
  onSending();
  const application = withHoneypot(parsed.data, honeypot);
  attempts.current ??= new SubmissionAttempts();
  try {
    const created = await createApplication(application, attempts.current.keyFor(application));
    attempts.current.succeeded();
    return { kind: "stored", title: notices.successTitle, text: notices.successText, reference: created.reference };
  } catch (error) {
    // A 409 is an e-mail or college roll already stored: most often the same person applying again,
    // who is pointed to their application's status.
    const appliedBefore = error instanceof ApiError && error.status === 409;
    return { kind: "failed", title: notices.failureTitle, text: say(refusalMessage(error) ?? notices.unexpected), appliedBefore };
  }
}
