import { formatPoisha, receivedKindLabels, walletLabels, type ApplicationMoney } from "#features/payments/contract.ts";
import { formatDateTime } from "#console/lib/format.ts";

/**
 * What the applicant paid: the state in words while it waits for verification,
 * and every received payment tied to it, by its transaction ID or by a reviewer's hand, with why.
 */
export function MoneyPanel({ money }: { money: ApplicationMoney }) {
  return (
    <section aria-labelledby="money-heading" className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <h2 id="money-heading" className="text-lg font-bold text-brand-900">
        Money received
      </h2>
      {money.stateText && (
        <p className={money.state === "matched" ? "font-semibold text-brand-900" : "font-semibold text-danger"}>
          {money.stateText}
          {money.state === "id_used_elsewhere" && money.sharedWith.length > 0 ? ` (${money.sharedWith.join(", ")})` : ""}
        </p>
      )}
      <p className="text-sm">
        Received {formatPoisha(money.receivedPoisha)} of {formatPoisha(money.feePoisha)}
      </p>
      {money.payments.length === 0 ? (
        <p className="text-sm text-muted">No received payment is tied to this application.</p>
      ) : (
        <ul className="grid gap-2">
          {money.payments.map((payment) => (
            <li key={payment.id} className="grid gap-0.5 rounded-xl border border-line bg-white p-3 text-sm">
              <span className="font-semibold text-brand-900">
                {formatPoisha(payment.amountPoisha)} by {walletLabels[payment.wallet]}
                {payment.kind !== "received" ? ` (${receivedKindLabels[payment.kind]})` : ""}
              </span>
              <span>
                From {payment.senderNumber ?? "a sender not named"}, {payment.receivedAt ? formatDateTime(payment.receivedAt) : "no time in the SMS"}
              </span>
              <span>
                Transaction ID <span className="font-mono">{payment.transactionId}</span>
              </span>
              <span className="text-muted">
                {payment.how === "by_hand" && payment.tie
                  ? `Tied by hand by ${payment.tie.byEmail ?? "a removed organiser"}: ${payment.tie.reason}`
                  : "Tied by its transaction ID"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
