import { useId } from "react";
import { membershipWallets, type PaymentType } from "../../../../shared/membership.ts";
import { Label } from "../../../components/ui/label.tsx";
import { RadioGroup, RadioGroupItem } from "../../../components/ui/radio-group.tsx";
import { joinUsContent } from "../../../content/join-us.ts";
import { ApplicationTextField, FormSection } from "./form-parts.tsx";
import type { ApplicationForm } from "./use-application-form.ts";

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

export function PaymentTypeChoice({ form }: { form: ApplicationForm }) {
  const titleId = useId();
  const { paymentTypes, cashNote } = joinUsContent;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h3 id={titleId} className="text-lg font-bold text-brand-900">
        {joinUsContent.paymentTypeTitle}
      </h3>
      <RadioGroup
        aria-labelledby={titleId}
        value={form.values.paymentType}
        onValueChange={(value) => form.setField("paymentType", value as PaymentType)}
        className="mt-3 sm:grid-cols-2"
      >
        <RadioOption value="cash" label={paymentTypes.cash} />
        <RadioOption value="online" label={paymentTypes.online} />
      </RadioGroup>
      {form.values.paymentType === "cash" && <p className="mt-3 text-sm text-muted">{cashNote}</p>}
    </section>
  );
}

export function OnlinePaymentFields({ form }: { form: ApplicationForm }) {
  const numberTitleId = useId();
  return (
    <FormSection title={joinUsContent.paymentTypes.online}>
      <p className="text-sm text-muted sm:col-span-2">{joinUsContent.onlineIntro}</p>
      <div className="grid gap-2 sm:col-span-2">
        <p id={numberTitleId} className="text-sm font-semibold text-ink">
          {joinUsContent.paymentNumberTitle}
        </p>
        <RadioGroup
          aria-labelledby={numberTitleId}
          value={form.values.paymentNumber}
          onValueChange={(value) => form.setField("paymentNumber", value)}
          className="sm:grid-cols-2"
        >
          {membershipWallets.map((wallet) => (
            <RadioOption key={wallet.id} value={wallet.number} label={`${wallet.name}: ${wallet.number}`} />
          ))}
        </RadioGroup>
      </div>
      <ApplicationTextField form={form} name="accountName" required />
      <ApplicationTextField form={form} name="accountNumber" type="tel" required />
      <ApplicationTextField form={form} name="transactionId" required className="sm:col-span-2" />
    </FormSection>
  );
}
