import { useId, type ReactNode } from "react";
import { membershipTotal, membershipWallets, type PaymentType } from "#shared/membership.ts";
import { PaymentTextField, PaymentTypeGroup, WalletChoice, type PaymentTextFieldName } from "#web/components/payment-choice.tsx";
import type { joinUsPaymentContent } from "#web/content/join-us-payment.ts";
import type { ApplicationForm } from "./use-application-form.ts";

// The parts of the application that appear only once the applicant has chosen something (a
// department, the terms): loaded on the first interaction with the form, not with the page, and
// importing nothing the page's first visit loads from this feature, so the page's own modules stay
// in one chunk. Their words, in the page's
// language, load with them (application-form.tsx) and come as `text`.

type PaymentText = typeof joinUsPaymentContent;

export function PaymentSummary({ text, departmentCount, fee }: { text: PaymentText; departmentCount: number; fee: number | undefined }) {
  return (
    <section aria-labelledby="payment-summary-title" className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
      <h3 id="payment-summary-title" className="text-lg font-bold text-brand-900">
        {text.payment.title}
      </h3>
      <dl className="mt-3 grid gap-2">
        <div className="flex justify-between gap-4">
          <dt>{text.payment.departmentsLabel}</dt>
          <dd className="font-semibold" data-testid="department-count">
            {text.count(departmentCount)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-brand-200 pt-2 text-lg">
          <dt className="font-bold">{text.payment.totalLabel}</dt>
          <dd className="font-extrabold text-brand-900" data-testid="total-amount">
            {fee === undefined ? "…" : text.amount(membershipTotal(departmentCount, fee))}
          </dd>
        </div>
      </dl>
      {fee !== undefined && <p className="mt-3 text-sm text-muted">{text.payment.note(fee)}</p>}
    </section>
  );
}

export function PaymentTypeChoice({ text, form }: { text: PaymentText; form: ApplicationForm }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h3 id={titleId} className="text-lg font-bold text-brand-900">
        {text.paymentTypeTitle}
      </h3>
      <PaymentTypeGroup
        labelledBy={titleId}
        value={form.values.paymentType}
        onValueChange={(value) => form.setField("paymentType", value as PaymentType)}
        labels={text.paymentTypes}
        className="mt-3 sm:grid-cols-2"
      />
      {form.values.paymentType === "cash" && form.fee !== undefined && <p className="mt-3 text-sm text-muted">{text.cashNote(form.fee)}</p>}
    </section>
  );
}

function OnlineTextField({ text, form, name, className }: { text: PaymentText; form: ApplicationForm; name: PaymentTextFieldName; className?: string }) {
  return <PaymentTextField label={text.labels[name]} name={name} value={form.values[name]} onValueChange={(value) => form.setField(name, value)} className={className} />;
}

/** The same frame as the applicant's sections (form-parts.tsx FormSection), in two columns on wider screens. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <legend className="px-2 text-lg font-bold text-brand-900">{title}</legend>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function OnlinePaymentFields({ text, form }: { text: PaymentText; form: ApplicationForm }) {
  return (
    <Section title={text.paymentTypes.online}>
      {form.fee !== undefined && <p className="text-sm text-muted sm:col-span-2">{text.onlineIntro(form.fee)}</p>}
      <WalletChoice
        className="grid gap-2 sm:col-span-2"
        title={text.paymentNumberTitle}
        wallets={membershipWallets}
        walletLabel={text.walletLabel}
        value={form.values.paymentNumber}
        onValueChange={(value) => form.setField("paymentNumber", value)}
        groupClassName="sm:grid-cols-2"
      />
      <OnlineTextField text={text} form={form} name="accountName" />
      <OnlineTextField text={text} form={form} name="accountNumber" />
      <OnlineTextField text={text} form={form} name="transactionId" className="sm:col-span-2" />
    </Section>
  );
}
