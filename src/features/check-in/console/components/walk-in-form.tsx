import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { EventCategory } from "#shared/api/events.ts";
import type { WalkInAnswer } from "../../contract.ts";
import type { FormField } from "#shared/registration-form-fields.ts";
import { checkRegistrationPayment, feeText, isPaidFee, type PaymentField } from "#shared/registration-payment.ts";
import type { RegistrationData, RegistrationValue } from "#shared/registration-validation.ts";
import { FormFieldControl } from "#web/components/event-form/fields/form-field.tsx";
import { RegistrationTextProvider } from "#web/components/event-form/registration-text.tsx";
import { registrationText } from "#web/content/registration.ts";
import { answered, fieldErrors, focusField } from "#web/components/event-form/registration-answers.ts";
import { emptyPayment, paymentFieldKey, RegistrationPaymentFields, type PaymentValues } from "#web/components/event-form/registration-payment-fields.tsx";
import { guardianErrors, guardianPayload, RegistrationConsentNote, RegistrationGuardianFields, type GuardianAnswers } from "#web/components/event-form/registration-guardian-fields.tsx";
import { currentConsentVersions } from "#shared/legal-versions.ts";
import { SubmissionAttempts } from "#web/lib/idempotent-post.ts";
import { SubmitButton } from "#web/console/components/form-field.tsx";
import { Notice } from "#web/console/components/notice.tsx";
import { ApiError, isUnreachable } from "#web/console/lib/api.ts";
import { registrantName } from "#features/registrations/rules.ts";
import { registerWalkIn } from "../api/register-walk-in.ts";
import { provisionalReference } from "../door/door-logic.ts";
import { queueWalkIn, type QueuedWalkIn } from "../door/door-store.ts";
import { serverIssues } from "./walk-in-issues.ts";

/**
 * The category's own form, drawn by the public registration form's field components and checked by
 * its rules before sending; the server checks again and its issues show at
 * their fields. When the category is full an admin may tick "Allow beyond the seats". An event whose
 * participants may be under 18 asks for the guardian as the site does, and the
 * person accepts the same terms and privacy policy, whose versions are sent.
 */
export function WalkInForm(props: {
  eventId: string;
  category: EventCategory;
  fields: FormField[];
  feeTaka: number | null;
  askGuardian: boolean;
  isAdmin: boolean;
  /** Who registers the walk-in: kept with one queued offline. */
  organiser: { id: string; name: string };
  onCheckedIn: (answer: WalkInAnswer) => void;
  /** Registered with no network: checked in on this phone, sent when the network returns. */
  onQueued: (walkIn: QueuedWalkIn) => void;
}) {
  const { eventId, category, fields, isAdmin, onCheckedIn } = props;
  const feeTaka = isPaidFee(props.feeTaka) ? props.feeTaka : null;
  const queryClient = useQueryClient();
  const attempts = useRef(new SubmissionAttempts());
  const formElement = useRef<HTMLFormElement>(null);
  const [answers, setAnswers] = useState<RegistrationData>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [payment, setPayment] = useState<PaymentValues>(emptyPayment);
  const [paymentErrors, setPaymentErrors] = useState<Partial<Record<PaymentField, string>>>({});
  const [guardian, setGuardian] = useState<GuardianAnswers>({});
  const [guardianFieldErrors, setGuardianFieldErrors] = useState<Record<string, string>>({});
  const [uploads, setUploads] = useState(0);
  const [beyondSeats, setBeyondSeats] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ name: string } | null>(null);
  useEffect(() => {
    if (focusTarget) focusField(formElement.current, focusTarget.name);
  }, [focusTarget]);
  const full = category.seatsLeft === 0;

  function show(found: Record<string, string>, foundPayment: Partial<Record<PaymentField, string>>): boolean {
    setErrors(found);
    setPaymentErrors(foundPayment);
    const first = fields.find((field) => found[field.name])?.name ?? (Object.keys(foundPayment) as PaymentField[]).map(paymentFieldKey)[0];
    if (first) setFocusTarget({ name: first });
    return first !== undefined;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || uploads > 0) return;
    const registrationData = answered(answers);
    const paymentCheck = feeTaka === null ? undefined : checkRegistrationPayment(payment);
    const foundPayment: Partial<Record<PaymentField, string>> = {};
    if (paymentCheck && "issues" in paymentCheck) for (const issue of paymentCheck.issues) foundPayment[issue.field] ??= issue.message;
    const guardianCheck = props.askGuardian ? guardianErrors(guardian) : undefined;
    setGuardianFieldErrors(guardianCheck?.errors ?? {});
    const firstGuardian = Object.keys(guardianCheck?.errors ?? {})[0];
    if (show(fieldErrors(fields, registrationData), foundPayment)) return;
    if (firstGuardian) {
      setFocusTarget({ name: firstGuardian });
      return;
    }
    const paid = paymentCheck && "payment" in paymentCheck ? paymentCheck.payment : undefined;
    const body = {
      eventId,
      categoryId: category.id,
      registrationData,
      ...currentConsentVersions,
      ...(paid ? { payment: paid } : {}),
      ...(guardianCheck ? { guardian: guardianPayload(guardian) } : {}),
      ...(full && beyondSeats ? { overrideSeats: true } : {}),
    };
    setSending(true);
    setRefusal(null);
    const key = attempts.current.keyFor(body);
    // No network: the walk-in waits on this phone with its key, checked in at once under a provisional reference.
    const queueHere = async () => {
      const walkIn: QueuedWalkIn = {
        eventId,
        key,
        body,
        provisionalReference: provisionalReference(),
        name: registrantName([fields], registrationData),
        category: category.name,
        at: new Date().toISOString(),
        scannedBy: props.organiser.id,
        scannedByName: props.organiser.name,
      };
      await queueWalkIn(walkIn);
      attempts.current.succeeded();
      props.onQueued(walkIn);
    };
    (navigator.onLine ? registerWalkIn(eventId, body, key) : Promise.reject(new TypeError("offline")))
      .then((answer) => {
        attempts.current.succeeded();
        onCheckedIn(answer);
      })
      .catch(async (error: unknown) => {
        if (isUnreachable(error)) return queueHere();
        const issues = error instanceof ApiError && error.status === 400 ? serverIssues(fields, error.body) : undefined;
        if (issues && show(issues.fields, issues.payment)) return;
        // Full meanwhile: the seats shown are read again, so an admin is offered the override.
        if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: ["check-in", "walk-in", eventId, "categories"] });
        setRefusal(error instanceof Error ? error.message : "The walk-in could not be registered. Please try again.");
      })
      .finally(() => setSending(false));
  }

  const setAnswer = (name: string) => (value: RegistrationValue) => {
    setAnswers((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _answered, ...rest }) => rest);
  };
  return (
    // The public form's texts, in English (the console's language).
    <RegistrationTextProvider value={registrationText}>
    <form ref={formElement} onSubmit={submit} noValidate className="grid gap-5" aria-label={`Walk-in registration: ${category.name}`}>
      {fields.map((field, index) => (
        <FormFieldControl
          key={`${index}-${field.name}`}
          field={field}
          index={index}
          value={answers[field.name]}
          onChange={setAnswer(field.name)}
          target={{ eventId, categoryId: category.id }}
          onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
          error={errors[field.name]}
        />
      ))}
      {feeTaka !== null && <p className="text-sm font-semibold text-brand-900">{feeText(feeTaka)}</p>}
      {feeTaka !== null && (
        <RegistrationPaymentFields feeTaka={feeTaka} values={payment} errors={paymentErrors} onChange={(field, value) => {
          setPayment((current) => ({ ...current, [field]: value }));
          setPaymentErrors(({ [field]: _answered, ...rest }) => rest);
        }} />
      )}
      {props.askGuardian && (
        <RegistrationGuardianFields
          firstIndex={fields.length}
          answers={guardian}
          errors={guardianFieldErrors}
          onChange={(name) => (value) => {
            setGuardian((current) => ({ ...current, [name]: value }));
            setGuardianFieldErrors(({ [name]: _answered, ...rest }) => rest);
          }}
          target={{ eventId, categoryId: category.id }}
        />
      )}
      <RegistrationConsentNote />
      {full && isAdmin && (
        <label className="flex items-center gap-3 font-semibold text-ink">
          <input type="checkbox" checked={beyondSeats} onChange={(change) => setBeyondSeats(change.target.checked)} className="size-4 accent-brand-700" />
          Allow beyond the seats
        </label>
      )}
      {refusal && (
        <Notice variant="error" title="Not registered" role="alert">
          {refusal}
        </Notice>
      )}
      <div>
        <SubmitButton pending={sending || uploads > 0} pendingLabel={uploads > 0 ? "Uploading..." : "Registering..."}>
          Register and check in
        </SubmitButton>
      </div>
    </form>
    </RegistrationTextProvider>
  );
}
