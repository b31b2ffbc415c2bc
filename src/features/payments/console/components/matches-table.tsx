import { BadgeCheck } from "lucide-react";
import { formatPoisha, walletLabels, type MatchRow } from "../../contract.ts";
import { consoleColumns, DataTable } from "#console/components/data-table.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { ApplicationLink } from "./application-link.tsx";
import { MatchStateBadge } from "./match-state-badge.tsx";

const column = consoleColumns<MatchRow>();

/** The payment with the application's transaction ID: amount, wallet, when and from whom. */
function PaymentCell({ row }: { row: MatchRow }) {
  const payment = row.payment;
  if (!payment) return <span className="text-muted">None yet</span>;
  return (
    <div className="grid min-w-44 gap-0.5">
      <span className={payment.amountPoisha === row.feePoisha ? "" : "font-semibold text-red-800"}>
        {formatPoisha(payment.amountPoisha)} by {walletLabels[payment.wallet]}
      </span>
      <span className="whitespace-nowrap text-muted">{payment.receivedAt ? formatDateTime(payment.receivedAt) : "No time in the SMS"}</span>
      <span className="text-muted">{payment.senderNumber ? `From ${payment.senderNumber}` : "No sender number"}</span>
      {payment.senderMatches && (
        <span className="flex items-center gap-1 text-xs font-semibold whitespace-nowrap text-accent-700">
          <BadgeCheck aria-hidden="true" className="size-3.5 shrink-0" />
          Sender number matches
        </span>
      )}
    </div>
  );
}

const columns = [
  // The reference and the name in one cell, so the table fits beside the console's menu.
  column.accessor("reference", {
    header: "Application or registration",
    cell: ({ row }) => (
      <div className="grid max-w-48 min-w-32 gap-0.5 whitespace-normal">
        <ApplicationLink id={row.original.id} reference={row.original.reference} kind={row.original.kind} />
        <span>{row.original.fullName}</span>
        {/* A paid event category's registration: the event under the reference. */}
        {row.original.kind === "registration" && <span className="text-xs text-muted">Registration for {row.original.eventTitle}</span>}
      </div>
    ),
  }),
  column.accessor("wallet", { header: "Wallet", cell: ({ getValue }) => walletLabelOf(getValue()) }),
  column.accessor("transactionId", { header: "Transaction ID", cell: ({ getValue }) => <span className="font-mono break-all">{getValue()}</span> }),
  column.accessor("feePoisha", { header: "Fee", cell: ({ getValue }) => <span className="whitespace-nowrap">{formatPoisha(getValue())}</span> }),
  column.accessor("state", { header: "State", cell: ({ row, getValue }) => <MatchStateBadge state={getValue()} kind={row.original.kind} /> }),
  column.display({ id: "payment", header: "Payment received", cell: ({ row }) => <PaymentCell row={row.original} /> }),
  column.accessor("sharedWith", {
    header: "Shares ID with",
    cell: ({ getValue }) =>
      getValue().length === 0 ? (
        <span className="text-muted">—</span>
      ) : (
        <ul className="grid gap-0.5 font-mono">
          {getValue().map((reference) => (
            <li key={reference}>{reference}</li>
          ))}
        </ul>
      ),
  }),
];

function walletLabelOf(wallet: MatchRow["wallet"]) {
  return wallet ? walletLabels[wallet] : <span className="text-muted">Not given</span>;
}

/** One page of the applications waiting for their payment to be verified. */
export function MatchesTable({ rows, stale, filtered }: { rows: MatchRow[]; stale: boolean; filtered: boolean }) {
  return (
    <DataTable
      caption="Applications waiting for payment verification, with the payment received for each"
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      emptyMessage={filtered ? "No application waiting for verification is in this state." : "No application is waiting for its payment to be verified."}
      stale={stale}
    />
  );
}
