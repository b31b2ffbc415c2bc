import { registrationMessages, registrationStatusLabels as labels, type RegistrationPaymentView } from "../../contract.ts";
import type { RegistrationStatus as Status } from "#features/events/rules.ts";
import { ApiError } from "#console/lib/api.ts";
import { useConfirmRegistration } from "../api/confirm-registration.ts";

const actionClasses =
  "rounded-lg border border-brand-700 px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";

const badge: Record<Status, string> = {
  confirmed: "bg-accent-50 text-accent-700",
  waitlisted: "bg-highlight-300 text-brand-950",
  cancelled: "border border-line bg-surface text-ink",
  payment_pending: "bg-brand-50 text-brand-900 border border-brand-700",
};

/** A registration's status as a badge, as the table and the search across events show it. */
export function StatusBadge({ status }: { status: Status }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${badge[status]}`}>{labels[status]}</span>;
}

/** A paid category's payment in a line or two: the fee, cash or the wallet and transaction ID, and whether it was verified. */
export function PaymentSummary({ payment }: { payment: RegistrationPaymentView }) {
  const fee = payment.feeTaka === null ? "" : `Tk ${payment.feeTaka.toLocaleString("en-IN")}, `;
  return (
    <p className="max-w-64 text-xs text-ink" data-registration-payment>
      {fee}
      {payment.paymentType === "cash" ? "cash" : <>online to {payment.paymentNumber}, ID <span className="font-mono">{payment.transactionId}</span></>}
      {payment.verifiedAt ? ", paid" : ", not verified yet"}
    </p>
  );
}

/**
 * A registration's status; a waitlisted one has "Confirm", which takes a free seat. With none free
 * the server says so (409) and the organiser may confirm over capacity, knowingly.
 */
export function RegistrationStatus({ id, status, payment }: { id: string; status: Status; payment?: RegistrationPaymentView | null | undefined }) {
  const confirm = useConfirmRegistration(id);
  const noSeat = confirm.error instanceof ApiError && confirm.error.status === 409;
  const failed = confirm.isError && !noSeat;
  return (
    <div className="grid justify-items-start gap-1">
      <StatusBadge status={status} />
      {payment && <PaymentSummary payment={payment} />}
      {status === "payment_pending" && !confirm.data?.changed && (
        <button type="button" className={actionClasses} disabled={confirm.isPending} onClick={() => confirm.mutate({})}>
          Mark paid
        </button>
      )}
      {status === "waitlisted" && !noSeat && (
        <button type="button" className={actionClasses} disabled={confirm.isPending} onClick={() => confirm.mutate({})}>
          Confirm
        </button>
      )}
      {status === "waitlisted" && noSeat && (
        <>
          <p role="alert" className="max-w-56 text-xs text-danger">
            {registrationMessages.noSeatFree}
          </p>
          <button type="button" className={actionClasses} disabled={confirm.isPending} onClick={() => confirm.mutate({ overCapacity: true })}>
            Confirm over capacity
          </button>
        </>
      )}
      {confirm.data?.changed && (
        <p role="status" className="max-w-64 text-xs text-ink">
          {status === "payment_pending" && confirm.data.emailed
            ? "Marked paid and confirmed. The registrant was e-mailed."
            : status === "payment_pending"
            ? "Marked paid and confirmed. The registrant was not e-mailed (e-mail is off, or the form has no e-mail answer)."
            : confirm.data.emailed
            ? "Confirmed. The registrant was e-mailed that they have a seat."
            : "Confirmed. The registrant was not e-mailed (e-mail is off, or the form has no e-mail answer): tell them yourself, e.g. on WhatsApp."}
        </p>
      )}
      {failed && (
        <p role="alert" className="text-xs text-danger">
          {confirm.error.message}
        </p>
      )}
    </div>
  );
}
