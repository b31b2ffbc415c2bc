import { useId, type ComponentProps } from "react";
import { limits } from "../../shared/limits.ts";
import type { membershipWallets } from "../../shared/membership.ts";
import { Label } from "./ui/label.tsx";
import { RadioGroup, RadioGroupItem } from "./ui/radio-group.tsx";
import { TextField } from "./ui/text-field.tsx";

// The controls of a payment as Join Us's application and a paid event's registration both ask it:
// cash or online, then for online the club's wallet it was sent to, the payer's account name and
// number and the transaction ID. Each form keeps its own words, frame, field names and data
// attributes and passes them in. Imported only by those forms' parts that load on interaction, so
// nothing here is on any page's first visit.

type Wallet = (typeof membershipWallets)[number];

/** The typed fields of an online payment. */
export type PaymentTextFieldName = "accountName" | "accountNumber" | "transactionId";

/** A control's ARIA while its message shows: invalid and described by the message; nothing otherwise. */
const errorAria = (error: string | undefined, errorId: string | undefined) =>
  error && errorId ? ({ "aria-invalid": true, "aria-describedby": errorId } as const) : {};

/** One choice of a payment's radio group, its label beside it. */
export function PaymentOption({ value, label }: { value: string; label: string }) {
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

/** A payment field's message under it, with the id its control points to; nothing while there is none. */
export function PaymentFieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger">
      {message}
    </p>
  );
}

/** Cash or online, labelled by the caller's title; with `error`, invalid and described by `errorId`. */
export function PaymentTypeGroup({
  labelledBy,
  value,
  onValueChange,
  labels,
  className,
  error,
  errorId,
}: {
  labelledBy: string;
  value: string;
  onValueChange: (value: string) => void;
  labels: { cash: string; online: string };
  className?: string;
  error?: string | undefined;
  errorId?: string;
}) {
  return (
    <RadioGroup aria-labelledby={labelledBy} value={value} onValueChange={onValueChange} className={className} {...errorAria(error, errorId)}>
      <PaymentOption value="cash" label={labels.cash} />
      <PaymentOption value="online" label={labels.online} />
    </RadioGroup>
  );
}

/**
 * The club's wallet an online payment was sent to, under its title, and the message under the
 * choice while it has one. The frame's own attributes (class, data attributes) come as the rest.
 */
export function WalletChoice({
  title,
  wallets,
  walletLabel,
  value,
  onValueChange,
  groupClassName,
  error,
  errorId,
  ...frame
}: {
  title: string;
  wallets: readonly Wallet[];
  walletLabel: (wallet: Wallet) => string;
  value: string;
  onValueChange: (value: string) => void;
  groupClassName?: string;
  error?: string | undefined;
  errorId?: string;
} & Omit<ComponentProps<"div">, "children" | "title">) {
  const titleId = useId();
  return (
    <div {...frame}>
      <p id={titleId} className="text-sm font-semibold text-ink">
        {title}
      </p>
      <RadioGroup aria-labelledby={titleId} value={value} onValueChange={onValueChange} className={groupClassName} {...errorAria(error, errorId)}>
        {wallets.map((wallet) => (
          <PaymentOption key={wallet.id} value={wallet.number} label={walletLabel(wallet)} />
        ))}
      </RadioGroup>
      {errorId && <PaymentFieldError id={errorId} message={error} />}
    </div>
  );
}

/**
 * One typed field of an online payment: required, as long as its stored column allows (the account
 * number a phone number, typed as one); with `error`, invalid and described by `errorId`.
 */
export function PaymentTextField({
  name,
  label,
  value,
  onValueChange,
  className,
  error,
  errorId,
}: {
  name: PaymentTextFieldName;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  error?: string | undefined;
  errorId?: string;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type={name === "accountNumber" ? "tel" : undefined}
      required
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      maxLength={name === "accountNumber" ? limits.phone : limits.shortText}
      className={className}
      {...errorAria(error, errorId)}
    />
  );
}
