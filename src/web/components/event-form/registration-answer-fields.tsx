import { useEffect, useState, type ReactNode, type RefObject } from "react";
import type { FormField } from "#shared/registration-form-fields.ts";
import type { RegistrationData, RegistrationValue } from "#shared/registration-validation.ts";
import { checkRegistrationPayment, type PaymentField, type RegistrationPayment } from "#shared/registration-payment.ts";
import { messageIn, type MessageDictionary } from "#shared/message-text.ts";
import { FormFieldControl } from "./fields/form-field.tsx";
import type { UploadTarget } from "./fields/file-field.tsx";
import { answered, fieldErrors, focusField } from "./registration-answers.ts";
import { emptyPayment, paymentFieldKey, RegistrationPaymentFields, type PaymentValues } from "./registration-payment-fields.tsx";
import { guardianErrors, guardianPayload, RegistrationConsentNote, RegistrationGuardianFields, type GuardianAnswers } from "./registration-guardian-fields.tsx";
import type { ShownField } from "./shown-fields.ts";

// The answers of a registration form, as the public dialog's form and the door's walk-in form
// (console) both take them: the category's fields, the payment of a paid category, the guardian of
// a participant who may be under 18 and the consent note; the state behind them, and the check
// before sending, which shows each failed answer's message under it and moves focus to the first.
// Each form keeps its own frame, sending and submit button.

type PaymentErrors = Partial<Record<PaymentField, string>>;

/** The messages without an answered field's: the same object when it had none, so nothing renders again. */
function without<Messages extends Partial<Record<string, string>>>(messages: Messages, name: string): Messages {
  if (!(name in messages)) return messages;
  const { [name]: _answered, ...rest } = messages;
  return rest as Messages;
}

/** What a registration sends beside its answers: the payment when the category is paid, the guardian when asked; only the keys that apply. */
export interface RegistrationExtras {
  payment?: RegistrationPayment;
  guardian?: ReturnType<typeof guardianPayload>;
}

/** The answers' state of one registration form, whose element `formElement` holds (focus moves in it). */
export function useRegistrationAnswers(formElement: RefObject<HTMLFormElement | null>) {
  const [answers, setAnswers] = useState<RegistrationData>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [payment, setPayment] = useState<PaymentValues>(emptyPayment);
  const [paymentErrors, setPaymentErrors] = useState<PaymentErrors>({});
  const [guardian, setGuardian] = useState<GuardianAnswers>({});
  const [guardianFieldErrors, setGuardianFieldErrors] = useState<Record<string, string>>({});
  // Files still uploading: the form is not sent before they are done.
  const [uploads, setUploads] = useState(0);
  // The field to focus once its message is on screen, so it is read with the field.
  const [focusTarget, setFocusTarget] = useState<{ name: string } | null>(null);
  useEffect(() => {
    if (focusTarget) focusField(formElement.current, focusTarget.name);
  }, [formElement, focusTarget]);

  const setAnswer = (name: string) => (value: RegistrationValue) => {
    setAnswers((current) => ({ ...current, [name]: value }));
    setErrors((current) => without(current, name));
  };
  const setGuardianAnswer = (name: string) => (value: RegistrationValue) => {
    setGuardian((current) => ({ ...current, [name]: value }));
    setGuardianFieldErrors((current) => without(current, name));
  };
  const setPaymentField = (field: PaymentField, value: string) => {
    setPayment((current) => ({ ...current, [field]: value }));
    setPaymentErrors((current) => without(current, field));
  };

  /**
   * Shows these messages at their fields (and no others) and focuses the first: a field's, else the
   * payment's. Whether there was any.
   */
  function show(fields: readonly FormField[], found: Record<string, string>, foundPayment: PaymentErrors): boolean {
    setErrors(found);
    setPaymentErrors(foundPayment);
    const first = fields.find((field) => found[field.name])?.name ?? (Object.keys(foundPayment) as PaymentField[]).map(paymentFieldKey)[0];
    if (first) setFocusTarget({ name: first });
    return first !== undefined;
  }

  /**
   * Checks every answer by the shared rules, in the form's order (the fields, the payment, the
   * guardian), worded by `messages` (a Bangla page's dictionary; none in English). With a failure, its
   * messages show and focus moves to the first, and the answer is undefined; else what to send.
   */
  function check({ fields, feeTaka, askGuardian, messages }: { fields: FormField[]; feeTaka: number | null; askGuardian: boolean; messages?: MessageDictionary | undefined }):
    | { registrationData: RegistrationData; extras: RegistrationExtras }
    | undefined {
    const said = (message: string) => messageIn(messages, message);
    const registrationData = answered(answers);
    const paymentCheck = feeTaka === null ? undefined : checkRegistrationPayment(payment);
    const foundPayment: PaymentErrors = {};
    if (paymentCheck && "issues" in paymentCheck) for (const issue of paymentCheck.issues) foundPayment[issue.field] ??= said(issue.message);
    const guardianCheck = askGuardian ? guardianErrors(guardian, said) : undefined;
    setGuardianFieldErrors(guardianCheck?.errors ?? {});
    if (show(fields, fieldErrors(fields, registrationData, messages), foundPayment)) return undefined;
    const firstGuardian = Object.keys(guardianCheck?.errors ?? {})[0];
    if (firstGuardian) {
      setFocusTarget({ name: firstGuardian });
      return undefined;
    }
    const paid = paymentCheck && "payment" in paymentCheck ? paymentCheck.payment : undefined;
    return { registrationData, extras: { ...(paid ? { payment: paid } : {}), ...(guardianCheck ? { guardian: guardianPayload(guardian) } : {}) } };
  }

  /** Empties the answers, the payment and the guardian, for the next registration. */
  function clear() {
    setAnswers({});
    setPayment(emptyPayment);
    setGuardian({});
  }

  return {
    uploads,
    show,
    check,
    clear,
    fields: { answers, errors, setAnswer, setUploads },
    payment: { values: payment, errors: paymentErrors, setField: setPaymentField },
    guardian: { answers: guardian, errors: guardianFieldErrors, setAnswer: setGuardianAnswer },
  };
}

export type RegistrationAnswers = ReturnType<typeof useRegistrationAnswers>;

/**
 * The answers' part of the form: each field with its message under it, then `paymentNote` (a form's
 * own line above a paid category's payment) and the payment, the guardian when asked, and the
 * consent note.
 */
export function RegistrationAnswerFields({
  state,
  fields,
  feeTaka,
  askGuardian,
  target,
  paymentNote,
}: {
  state: RegistrationAnswers;
  /** The fields as the page shows them (shown-fields.ts). */
  fields: readonly ShownField[];
  feeTaka: number | null;
  askGuardian: boolean;
  target: UploadTarget;
  paymentNote?: ReactNode;
}) {
  const { answers, errors, setAnswer, setUploads } = state.fields;
  return (
    <>
      {fields.map((field, index) => (
        <FormFieldControl
          key={`${index}-${field.name}`}
          field={field}
          index={index}
          value={answers[field.name]}
          onChange={setAnswer(field.name)}
          target={target}
          onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
          error={errors[field.name]}
        />
      ))}
      {paymentNote}
      {feeTaka !== null && <RegistrationPaymentFields feeTaka={feeTaka} values={state.payment.values} errors={state.payment.errors} onChange={state.payment.setField} />}
      {askGuardian && (
        <RegistrationGuardianFields firstIndex={fields.length} answers={state.guardian.answers} errors={state.guardian.errors} onChange={state.guardian.setAnswer} target={target} />
      )}
      <RegistrationConsentNote />
    </>
  );
}
