import { Link, useLocation } from "react-router";
import type { ConsoleMessage } from "../../inbox.ts";
import { cn } from "#web/lib/cn.ts";
import { consoleColumns, DataTable, type RowSelection } from "#console/components/data-table.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { listPlaceState } from "#console/components/list-place.tsx";
import { messagePagePath } from "./message-path.ts";
import { MessageStateBadge } from "./message-state-badge.tsx";

const column = consoleColumns<ConsoleMessage>();

/**
 * The subject, which opens the message, above the start of the text, as a mail program lists them.
 * An unread message is bold and says so in words.
 */
function MessageCell({ message }: { message: ConsoleMessage }) {
  const location = useLocation();
  const unread = message.state === "unread";
  return (
    <div className="grid w-72 justify-items-start gap-1 sm:w-96">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Link
          to={messagePagePath(message.id)}
          state={listPlaceState(location)}
          className={cn("text-brand-700 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-brand-900", unread ? "font-bold" : "font-medium")}
        >
          {message.subject ?? "(no subject)"}
        </Link>
        {unread && <MessageStateBadge state="unread" />}
      </div>
      <p className="line-clamp-2 text-muted [overflow-wrap:anywhere]">{message.message}</p>
    </div>
  );
}

const columns = [
  column.accessor("createdAt", { header: "Received", cell: ({ getValue }) => <span className="block w-24">{formatDateTime(getValue())}</span> }),
  column.display({
    id: "from",
    header: "From",
    cell: ({ row }) => (
      <div className="grid w-44 gap-0.5">
        <span className={cn("[overflow-wrap:anywhere]", row.original.state === "unread" ? "font-bold" : "font-medium")}>{row.original.name}</span>
        <span className="break-all text-muted">{row.original.email}</span>
      </div>
    ),
  }),
  column.display({ id: "message", header: "Message", cell: ({ row }) => <MessageCell message={row.original} /> }),
];

/** One page of messages, newest first, with a check box each for the bulk actions. */
export function MessagesTable({ rows, selection, stale, caption }: { rows: ConsoleMessage[]; selection: RowSelection; stale: boolean; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      selection={selection && { ...selection, label: (row) => `Select the message from ${row.name}` }}
      emptyMessage="No messages here."
      stale={stale}
    />
  );
}
