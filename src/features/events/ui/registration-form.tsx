import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { withHoneypot } from "#shared/honeypot.ts";
import type { RegistrationData, RegistrationValue } from "#shared/registration-validation.ts";
import { Button } from "#web/components/ui/button.tsx";
import { HoneypotField } from "#web/components/ui/honeypot-field.tsx";
import { LoadingText } from "#web/components/ui/page.tsx";
import { messageIn } from "#shared/message-text.ts";
import { useLang } from "#web/lib/lang.ts";
import { useRegistrationText } from "#web/components/event-form/registration-text.tsx";
import { shownFields } from "#web/components/event-form/shown-fields.ts";
import { readHoneypot } from "#web/lib/honeypot.ts";
import { SubmissionAttempts } from "#web/lib/idempotent-post.ts";
import { useRegistrationForm } from "./get-registration-form.ts";
import { submitRegistration } from "./submit-registration.ts";
import { FormFieldControl } from "#web/components/event-form/fields/form-field.tsx";
import { answered, fieldErrors, focusField } from "#web/components/event-form/registration-answers.ts";
import { RegistrationRefused } from "./category-seats.tsx";
import { checkRegistrationPayment, isPaidFee, type PaymentField } from "#shared/registration-payment.ts";
import { emptyPayment, paymentFieldKey, RegistrationPaymentFields, type PaymentValues } from "#web/components/event-form/registration-payment-fields.tsx";
import { guardianErrors, guardianPayload, RegistrationConsentNote, RegistrationGuardianFields, type GuardianAnswers } from "#web/components/event-form/registration-guardian-fields.tsx";
import { currentConsentVersions } from "#shared/legal-versions.ts";
import { refusalOf } from "./registration-form-rules.ts";
import { reloadApiData } from "#web/lib/api-data.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { eventApiPaths } from "#shared/api/events.ts";

export interface Registered {
  reference: string | undefined;
  /** Stored on the event's waiting list: no seat was left. */
  waitlisted: boolean;
  /** A confirmed registration's ticket page. */
  ticketUrl?: string;
  /** A paid category's registration, holding its seat until the payment is verified. */
  paymentPending?: boolean;
}

/**
 * The dynamic form of one event and category. On success the parent resets everything and closes
 * the dialog; on failure the answers stay so the visitor can simply try again. The form checks
 * itself with the shared rules (no native bubbles): each failed field shows its message under
 * itself, and focus moves to the first one.
 */
export function RegistrationForm({ eventId, categoryId, onRegistered }: { eventId: string; categoryId: string; onRegistered: (registered: Registered) => void }) {
  const text = useRegistrationText();
  const lang = useLang();
  const form = useRegistrationForm(eventId, categoryId);
  // Set at once on submit, so a second click before React re-renders cannot send twice.
  const inFlight = useRef(false);
  const attempts = useRef(new SubmissionAttempts());
  const formElement = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [answers, setAnswers] = useState<RegistrationData>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The field to focus once its message is on screen, so it is read with the field.
  const [focusTarget, setFocusTarget] = useState<{ name: string } | null>(null);
  const [uploadsInFlight, setUploadsInFlight] = useState(0);
  // The server's refusal (full, or past the deadline), shown at the form until the next attempt.
  const [refusal, setRefusal] = useState<string | null>(null);
  // A paid category's payment, after the form's own fields.
  const [payment, setPayment] = useState<PaymentValues>(emptyPayment);
  const [paymentErrors, setPaymentErrors] = useState<Partial<Record<PaymentField, string>>>({});
  // The guardian of a participant who may be under 18, after the payment.
  const [guardian, setGuardian] = useState<GuardianAnswers>({});
  const [guardianFieldErrors, setGuardianFieldErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (form.isError) console.error("Could not load the registration form", form.error);
  }, [form.isError, form.error]);
  useEffect(() => {
    if (focusTarget) focusField(formElement.current, focusTarget.name);
  }, [focusTarget]);

  if (form.isPending) return <LoadingText>{text.loadingForm}</LoadingText>;
  if (form.isError) return null;
  if (form.data.fields.length === 0) return <p className="py-4 text-muted">{text.noFields}</p>;
  const fields = form.data.fields;
  // The fields as this page shows them: the editor's Bangla on a Bangla page; answers stay the English options.
  const shown = shownFields(fields, lang, text.guardian.enter);
  const said = (message: string) => messageIn(text.messages, message);
  const feeTaka = isPaidFee(form.data.feeTaka) ? form.data.feeTaka : null;
  const setPaymentField = (field: PaymentField, value: string) => {
    setPayment((current) => ({ ...current, [field]: value }));
    setPaymentErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _answered, ...rest } = current;
      return rest;
    });
  };

  const answerSetter =
    (setValues: typeof setAnswers, setFieldErrors: typeof setErrors) => (name: string) => (value: RegistrationValue) => {
      setValues((current) => ({ ...current, [name]: value }));
      setFieldErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _answered, ...rest } = current;
        return rest;
      });
    };
  const setAnswer = answerSetter(setAnswers, setErrors);
  const setGuardianAnswer = answerSetter(setGuardian, setGuardianFieldErrors);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!eventId || !categoryId || inFlight.current || uploadsInFlight > 0) return;
    const registrationData = answered(answers);
    const found = fieldErrors(shown, registrationData, text.messages);
    setErrors(found);
    const paymentCheck = feeTaka === null ? undefined : checkRegistrationPayment(payment);
    const foundPayment: Partial<Record<PaymentField, string>> = {};
    if (paymentCheck && "issues" in paymentCheck) for (const issue of paymentCheck.issues) foundPayment[issue.field] ??= said(issue.message);
    setPaymentErrors(foundPayment);
    const guardianCheck = form.data?.askGuardian ? guardianErrors(guardian, said) : undefined;
    setGuardianFieldErrors(guardianCheck?.errors ?? {});
    const firstFailed = fields.find((field) => found[field.name]);
    if (firstFailed) {
      setFocusTarget({ name: firstFailed.name });
      return;
    }
    const firstPayment = (Object.keys(foundPayment) as PaymentField[])[0];
    if (firstPayment) {
      setFocusTarget({ name: paymentFieldKey(firstPayment) });
      return;
    }
    const firstGuardian = Object.keys(guardianCheck?.errors ?? {})[0];
    if (firstGuardian) {
      setFocusTarget({ name: firstGuardian });
      return;
    }
    const paid = paymentCheck && "payment" in paymentCheck ? paymentCheck.payment : undefined;
    inFlight.current = true;
    setSending(true);
    setRefusal(null);
    const submission = withHoneypot(
      {
        eventId,
        categoryId,
        registrationData,
        ...(paid ? { payment: paid } : {}),
        ...(guardianCheck ? { guardian: guardianPayload(guardian) } : {}),
        // The privacy policy and terms this form was built with.
        ...currentConsentVersions,
        lang,
      },
      readHoneypot(event.currentTarget),
    );
    submitRegistration(submission, attempts.current.keyFor(submission))
      .then(
        ({ reference, waitlisted, paymentPending, ticketUrl }) => {
          attempts.current.succeeded();
          // One confirmation speaks: the panel the page shows once the dialog has closed, which
          // says what the spec's toast said. The seats left show the seat taken at once.
          reloadApiData(apiPaths.events);
          reloadApiData(eventApiPaths.categories(eventId));
          setAnswers({});
          setPayment(emptyPayment);
          setGuardian({});
          onRegistered({ reference, waitlisted, paymentPending, ticketUrl });
        },
        (error: unknown) => {
          const refusedInEnglish = refusalOf(error);
          const refused = refusedInEnglish && said(refusedInEnglish);
          if (refused) {
            setRefusal(refused);
            toast.error(text.submitFailed.title, { description: refused });
          } else {
            toast.error(text.submitFailed.title, { description: text.submitFailed.description });
          }
        },
      )
      .finally(() => {
        inFlight.current = false;
        setSending(false);
      });
  }

  return (
    <form ref={formElement} onSubmit={submit} noValidate className="grid gap-5" aria-label={text.formLabel}>
      <HoneypotField />
      {shown.map((field, index) => (
        <FormFieldControl
          key={`${index}-${field.name}`}
          field={field}
          index={index}
          value={answers[field.name]}
          onChange={setAnswer(field.name)}
          target={{ eventId, categoryId }}
          onBusyChange={(busy) => setUploadsInFlight((count) => count + (busy ? 1 : -1))}
          error={errors[field.name]}
        />
      ))}
      {feeTaka !== null && <RegistrationPaymentFields feeTaka={feeTaka} values={payment} errors={paymentErrors} onChange={setPaymentField} />}
      {form.data.askGuardian && (
        <RegistrationGuardianFields firstIndex={fields.length} answers={guardian} errors={guardianFieldErrors} onChange={setGuardianAnswer} target={{ eventId, categoryId }} />
      )}
      <RegistrationConsentNote />
      {refusal && <RegistrationRefused message={refusal} />}
      <Button type="submit" className="mt-2 w-full" disabled={sending || uploadsInFlight > 0}>
        {sending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
