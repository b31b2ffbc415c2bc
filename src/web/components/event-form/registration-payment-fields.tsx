import { useId } from "react";
import { limits } from "#shared/limits.ts";
import { registrationWallets, type PaymentField } from "#shared/registration-payment.ts";
import { Label } from "../ui/label.tsx";
import { RadioGroup, RadioGroupItem } from "../ui/radio-group.tsx";
import { TextField } from "../ui/text-field.tsx";
import { useRegistrationText } from "./registration-text.tsx";

// A paid category's payment, after the form's own fields: Join Us's choices and
// words (cash, or online to one of the club's wallets with the account and the transaction ID). Part
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

function RadioOption({ value, label }: { value: string; label: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <RadioGroupItem id={id} value={value} />
      <Label htmlFor={id} className="cursor-pointer font-medium">
        {label}
      </Label>
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger">
      {message}
    </p>
  );
}

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
  const numberTitle = useId();
  const errorId = (field: PaymentField) => `${typeTitle}-${field}-error`;
  const aria = (field: PaymentField) => (errors[field] ? ({ "aria-invalid": true, "aria-describedby": errorId(field) } as const) : {});
  const textField = (field: "accountName" | "accountNumber" | "transactionId", type?: string) => (
    <div className="grid gap-1" data-registration-field={paymentFieldKey(field)}>
      <TextField
        label={text.labels[field]}
        name={field}
        type={type}
        required
        value={values[field]}
        onChange={(event) => onChange(field, event.target.value)}
        maxLength={field === "accountNumber" ? limits.phone : limits.shortText}
        {...aria(field)}
      />
      <FieldError id={errorId(field)} message={errors[field]} />
    </div>
  );
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-line p-4" data-registration-payment>
      <legend className="px-2 font-bold text-brand-900">{text.title}</legend>
      <div className="grid gap-2" data-registration-field={paymentFieldKey("paymentType")}>
        <p id={typeTitle} className="text-sm font-semibold text-ink">
          {text.amount(feeTaka)}
        </p>
        <RadioGroup aria-labelledby={typeTitle} value={values.paymentType} onValueChange={(value) => onChange("paymentType", value)} {...aria("paymentType")}>
          <RadioOption value="cash" label={text.cash} />
          <RadioOption value="online" label={text.online} />
        </RadioGroup>
        <FieldError id={errorId("paymentType")} message={errors.paymentType} />
        {values.paymentType === "cash" && <p className="text-sm text-muted">{text.cashNote(feeTaka)}</p>}
      </div>
      {values.paymentType === "online" && (
        <>
          <p className="text-sm text-muted">{text.onlineIntro(feeTaka)}</p>
          <div className="grid gap-2" data-registration-field={paymentFieldKey("paymentNumber")}>
            <p id={numberTitle} className="text-sm font-semibold text-ink">
              {text.numberTitle}
            </p>
            <RadioGroup aria-labelledby={numberTitle} value={values.paymentNumber} onValueChange={(value) => onChange("paymentNumber", value)} {...aria("paymentNumber")}>
              {registrationWallets.map((wallet) => (
                <RadioOption key={wallet.id} value={wallet.number} label={text.walletLabel(wallet)} />
              ))}
            </RadioGroup>
            <FieldError id={errorId("paymentNumber")} message={errors.paymentNumber} />
          </div>
          {textField("accountName")}
          {textField("accountNumber", "tel")}
          {textField("transactionId")}
        </>
      )}
    </fieldset>
  );
}
