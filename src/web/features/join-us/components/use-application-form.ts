import { useRef, useState } from "react";
import { withHoneypot } from "../../../../shared/honeypot.ts";
import { applicationErrorText, joinRequestSchema } from "../../../../shared/join-request.ts";
import { membershipFee } from "../../../../shared/membership.ts";
import { joinUsContent } from "../../../content/join-us.ts";
import { refusalMessage, useCreateJoinRequest } from "../api/create-join-request.ts";
import { emptyApplication, type ApplicationValues } from "./application-values.ts";

export interface FormNotice {
  variant: "destructive" | "success";
  title: string;
  text: string;
}

const notices = joinUsContent.notices;

/** The application's state: values, the notice to show, and a submit that runs at most once at a time. */
export function useApplicationForm() {
  const [values, setValues] = useState<ApplicationValues>(emptyApplication);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const inFlight = useRef(false);
  const mutation = useCreateJoinRequest();

  function setField<K extends keyof ApplicationValues>(name: K, value: ApplicationValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  const submitting = mutation.isPending;
  const paymentTypeShown = values.departments.length > 0 && values.termsAgreement;
  const canSubmit = !submitting && values.departments.length > 0 && values.paymentType !== "" && values.termsAgreement;

  /** `honeypot`: what the form's honeypot field holds, sent beside the validated application. */
  async function submit(honeypot = "") {
    if (inFlight.current) return;
    const parsed = joinRequestSchema.safeParse({ ...values, totalAmount: membershipFee });
    if (!parsed.success) {
      setNotice({ variant: "destructive", title: notices.validationTitle, text: applicationErrorText(parsed.error) });
      return;
    }
    inFlight.current = true;
    setNotice(null);
    try {
      await mutation.mutateAsync(withHoneypot(parsed.data, honeypot));
      setValues(emptyApplication);
      setNotice({ variant: "success", title: notices.successTitle, text: notices.successText });
    } catch (error) {
      setNotice({ variant: "destructive", title: notices.failureTitle, text: refusalMessage(error) ?? notices.unexpected });
    } finally {
      inFlight.current = false;
    }
  }

  return { values, setField, notice, submitting, canSubmit, paymentTypeShown, submit };
}

export type ApplicationForm = ReturnType<typeof useApplicationForm>;
