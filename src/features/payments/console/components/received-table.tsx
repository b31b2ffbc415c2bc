import { paymentSourceLabels, formatPoisha, walletLabels, type Candidate, type ReceivedPaymentRow } from "../../contract.ts";
import { consoleColumns, DataTable } from "#console/components/data-table.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { StatusBadge } from "#console/components/application-status-badge.tsx";
import { ApplicationLink } from "./application-link.tsx";
import { PaymentDecision } from "./payment-decision.tsx";
import { registrationStatusLabels } from "#features/registrations/contract.ts";

const column = consoleColumns<ReceivedPaymentRow>();

const reasonLabels: Record<Candidate["reasons"][number], string> = {
  similar_id: "ID one or two characters apart",
  same_sender: "same sender number",
};

/** The application a payment belongs to, or those it may belong to, each with why. */
function ClaimCell({ row }: { row: ReceivedPaymentRow }) {
  if (row.application) {
    return (
      <div className="grid min-w-48 gap-1">
        <span>
          <ApplicationLink id={row.application.id} reference={row.application.reference} /> {row.application.fullName}
        </span>
        <StatusBadge status={row.application.status} className="justify-self-start" />
      </div>
    );
  }
  if (row.registration) {
    return (
      <div className="grid min-w-48 gap-1">
        <span>
          <ApplicationLink id={row.registration.id} reference={row.registration.reference} kind="registration" />
        </span>
        <span className="text-xs text-muted">
          Registration for {row.registration.eventTitle}: {registrationStatusLabels[row.registration.status]}
        </span>
      </div>
    );
  }
  if (row.setAside) return <span className="text-muted">None: set aside</span>;
  if (row.candidates.length === 0) return <span className="text-muted">No application or registration, and none alike</span>;
  return (
    <div className="grid min-w-56 gap-1">
      <span className="text-xs font-semibold text-muted uppercase">Candidates</span>
      <ul className="grid gap-1.5">
        {row.candidates.map((candidate) => (
          <li key={candidate.id} className="grid gap-0.5 whitespace-normal">
            <span>
              <ApplicationLink id={candidate.id} reference={candidate.reference} kind={candidate.kind} />{" "}
              {candidate.kind === "application" ? candidate.fullName : `Registration for ${candidate.eventTitle}`}
            </span>
            <span className="text-xs text-muted">
              {candidate.transactionId ? <span className="font-mono text-ink">{candidate.transactionId}</span> : "No transaction ID"}
              {": "}
              {candidate.reasons.map((reason) => reasonLabels[reason]).join(", ")}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const columns = [
  column.accessor("wallet", { header: "Wallet", cell: ({ getValue }) => walletLabels[getValue()] }),
  column.accessor("amountPoisha", { header: "Amount", cell: ({ getValue }) => <span className="whitespace-nowrap">{formatPoisha(getValue())}</span> }),
  column.accessor("transactionId", { header: "Transaction ID", cell: ({ getValue }) => <span className="font-mono break-all">{getValue()}</span> }),
  column.accessor("senderNumber", {
    header: "Sender",
    cell: ({ getValue }) => getValue() ?? <span className="text-muted">Not given</span>,
  }),
  column.accessor("receivedAt", {
    header: "Received at",
    cell: ({ getValue }) => {
      const at = getValue();
      return at ? <span className="whitespace-nowrap">{formatDateTime(at)}</span> : <span className="text-muted">No time in the SMS</span>;
    },
  }),
  column.accessor("source", { header: "Source", cell: ({ getValue }) => <span className="whitespace-nowrap">{paymentSourceLabels[getValue()]}</span> }),
  column.display({ id: "claim", header: "Application or registration", cell: ({ row }) => <ClaimCell row={row.original} /> }),
  column.display({ id: "decision", header: "Decision", cell: ({ row }) => <PaymentDecision row={row.original} /> }),
];

/** One page of the payments the club received. */
export function ReceivedTable({ rows, stale, unmatchedOnly }: { rows: ReceivedPaymentRow[]; stale: boolean; unmatchedOnly: boolean }) {
  return (
    <DataTable
      caption={unmatchedOnly ? "Received payments no application claims, with likely candidates" : "Received payments, newest first"}
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      emptyMessage={unmatchedOnly ? "Every received payment belongs to an application or a registration." : "No payment has been received yet."}
      stale={stale}
    />
  );
}
