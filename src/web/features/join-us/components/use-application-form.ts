import { useRef, useState } from "react";
import { withHoneypot } from "../../../../shared/honeypot.ts";
import { membershipFee } from "../../../../shared/membership.ts";
import { joinUsContent } from "../../../content/join-us.ts";
import { emptyApplication, type ApplicationValues } from "./application-values.ts";

export interface FormNotice {
  variant: "destructive" | "success";
  title: string;
  text: string;
}

const notices = joinUsContent.notices;

/**
 * The shared schema (zod, about 25 KB gzip) and the request, loaded on the first focus inside the
 * form or at the latest on submit rather than with the page (docs/decisions/043-forms-load-on-demand.md).
 */
export const loadSubmission = () => Promise.all([import("../../../../shared/join-request.ts"), import("../api/create-join-request.ts")]);

/** The application's state: values, the notice to show, and a submit that runs at most once at a time. */
export function useApplicationForm() {
  const [values, setValues] = useState<ApplicationValues>(emptyApplication);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  function setField<K extends keyof ApplicationValues>(name: K, value: ApplicationValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  const paymentTypeShown = values.departments.length > 0 && values.termsAgreement;
  const canSubmit = !submitting && values.departments.length > 0 && values.paymentType !== "" && values.termsAgreement;

  /** `honeypot`: what the form's honeypot field holds, sent beside the validated application. */
  async function submit(honeypot = "") {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      let modules;
      try {
        modules = await loadSubmission();
      } catch {
        setNotice({ variant: "destructive", title: notices.failureTitle, text: notices.unexpected });
        return;
      }
      const [{ joinRequestSchema, applicationErrorText }, { createJoinRequest, refusalMessage }] = modules;
      const parsed = joinRequestSchema.safeParse({ ...values, totalAmount: membershipFee });
      if (!parsed.success) {
        setNotice({ variant: "destructive", title: notices.validationTitle, text: applicationErrorText(parsed.error) });
        return;
      }
      setNotice(null);
      setSubmitting(true);
      try {
        await createJoinRequest(withHoneypot(parsed.data, honeypot));
        setValues(emptyApplication);
        setNotice({ variant: "success", title: notices.successTitle, text: notices.successText });
      } catch (error) {
        setNotice({ variant: "destructive", title: notices.failureTitle, text: refusalMessage(error) ?? notices.unexpected });
      } finally {
        setSubmitting(false);
      }
    } finally {
      inFlight.current = false;
    }
  }

  return { values, setField, notice, submitting, canSubmit, paymentTypeShown, submit };
}

export type ApplicationForm = ReturnType<typeof useApplicationForm>;
