import { useId } from "react";
import { registrationWallets, type PaymentField } from "#shared/registration-payment.ts";
import { PaymentFieldError, PaymentTextField, PaymentTypeGroup, WalletChoice, type PaymentTextFieldName } from "../payment-choice.tsx";
import { useRegistrationText } from "./registration-text.tsx";

// A paid category's payment, after the form's own fields: Join Us's choices and
// words (cash, or online to one of the club's wallets with the account and the transaction ID), drawn
// by the same controls (payment-choice.tsx), each with its message under it. Part
// of the registration form's chunk, which loads when a visitor opens the registration dialog: nothing
// here is on any page's first visit.

export type PaymentValues = Record<PaymentField, string>;
export const emptyPayment: PaymentValues = {
  paymentType: "",
  paymentNumber: "",
  accountName: "",
  accountNumber: "",
  transactionId: "",
};

/** Where focus goes for a payment field's message: its first control. */
export const paymentFieldKey = (field: PaymentField) => `payment.${field}`;

export function RegistrationPaymentFields({
  feeTaka,
  values,
  errors,
  onChange,
}: {
  feeTaka: number;
  values: PaymentValues;
  errors: Partial<Record<PaymentField, string>>;
  onChange: (field: PaymentField, value: string) => void;
}) {
  const text = useRegistrationText().payment;
  const typeTitle = useId();
  const errorId = (field: PaymentField) => `${typeTitle}-${field}-error`;
  const textField = (field: PaymentTextFieldName) => (
    <div className="grid gap-1" data-registration-field={paymentFieldKey(field)}>
      <PaymentTextField
        label={text.labels[field]}
        name={field}
        value={values[field]}
        onValueChange={(value) => onChange(field, value)}
        error={errors[field]}
        errorId={errorId(field)}
      />
      <PaymentFieldError id={errorId(field)} message={errors[field]} />
    </div>
  );
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-line p-4" data-registration-payment>
      <legend className="px-2 font-bold text-brand-900">{text.title}</legend>
      <div className="grid gap-2" data-registration-field={paymentFieldKey("paymentType")}>
        <p id={typeTitle} className="text-sm font-semibold text-ink">
          {text.amount(feeTaka)}
        </p>
        <PaymentTypeGroup
          labelledBy={typeTitle}
          value={values.paymentType}
          onValueChange={(value) => onChange("paymentType", value)}
          labels={{ cash: text.cash, online: text.online }}
          error={errors.paymentType}
          errorId={errorId("paymentType")}
        />
        <PaymentFieldError id={errorId("paymentType")} message={errors.paymentType} />
        {values.paymentType === "cash" && <p className="text-sm text-muted">{text.cashNote(feeTaka)}</p>}
      </div>
      {values.paymentType === "online" && (
        <>
          <p className="text-sm text-muted">{text.onlineIntro(feeTaka)}</p>
          <WalletChoice
            className="grid gap-2"
            data-registration-field={paymentFieldKey("paymentNumber")}
            title={text.numberTitle}
            wallets={registrationWallets}
            walletLabel={text.walletLabel}
            value={values.paymentNumber}
            onValueChange={(value) => onChange("paymentNumber", value)}
            error={errors.paymentNumber}
            errorId={errorId("paymentNumber")}
          />
          {textField("accountName")}
          {textField("accountNumber")}
          {textField("transactionId")}
        </>
      )}
    </fieldset>
  );
}
