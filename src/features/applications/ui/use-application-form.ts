import { useRef, useState } from "react";
import type { Lang } from "#shared/lang.ts";
import { useMembershipFee } from "./membership-fee.ts";
import type { SubmissionAttempts } from "#web/lib/idempotent-post.ts";
import type { ApplicationOutcome } from "./submit-application.ts";
import { emptyApplication, type ApplicationValues } from "./application-values.ts";

/**
 * The submit path (the shared schema with zod, about 25 KB gzip, the request, its idempotency key
 * and the confirmation), loaded on the first interaction with the form or at the latest on submit,
 * not with the page.
 * On a Bangla page the Bangla of the shared rules' and the server's messages comes with it.
 */
export const loadSubmission = (lang: Lang) =>
  Promise.all([
    import("./submit-application.ts"),
    lang === "bn" ? import("#web/content/bn/application-messages.ts") : undefined,
    lang === "bn" ? import("#web/content/bn/join-us-payment.ts") : import("#web/content/join-us-payment.ts"),
  ]).then(([submission, messages, words]) => ({ ...submission, say: messages?.inBangla, notices: words.joinUsPaymentContent.notices }));

/** Which of the three choices the spec's button waits for are still missing. */
export function missingChoices(values: ApplicationValues) {
  return { department: values.departments.length === 0, terms: !values.termsAgreement, paymentType: values.paymentType === "" };
}

/** The application's state: values, the outcome to show, and a submit that runs at most once at a time. */
/** `failure`: what a failed submit says when even its code could not be loaded (the page's own words). */
export function useApplicationForm(failure: { failureTitle: string; unexpected: string }, lang: Lang) {
  const [values, setValues] = useState<ApplicationValues>(emptyApplication);
  const [outcome, setOutcome] = useState<ApplicationOutcome | null>(null);
  const inFlight = useRef(false);
  const attempts = useRef<SubmissionAttempts | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fee = useMembershipFee();

  function setField<K extends keyof ApplicationValues>(name: K, value: ApplicationValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  const missing = missingChoices(values);
  const paymentTypeShown = !missing.department && !missing.terms;
  const canSubmit = !submitting && !missing.department && !missing.paymentType && !missing.terms;

  /** `honeypot`: what the form's honeypot field holds, sent beside the validated application. */
  async function submit(honeypot = "") {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const { submitApplication, say, notices } = await loadSubmission(lang);
      const sending = () => {
        setOutcome(null);
        setSubmitting(true);
      };
      const result = await submitApplication({ ...values, lang }, fee, honeypot, attempts, sending, { ...failure, ...notices }, say);
      if (result.kind === "stored") setValues(emptyApplication);
      setOutcome(result);
    } catch {
      setOutcome({ kind: "failed", title: failure.failureTitle, text: failure.unexpected });
    } finally {
      setSubmitting(false);
      inFlight.current = false;
    }
  }

  return { values, fee, setField, outcome, dismissOutcome: () => setOutcome(null), submitting, canSubmit, missing, paymentTypeShown, submit };
}

export type ApplicationForm = ReturnType<typeof useApplicationForm>;
