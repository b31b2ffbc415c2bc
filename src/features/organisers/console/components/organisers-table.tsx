import { useMemo } from "react";
import { organiserStatus, type OrganiserListItem } from "../../contract.ts";
import { roleLabels } from "#shared/console/roles.ts";
import { cn } from "#web/lib/cn.ts";
import { consoleColumns, DataTable } from "#console/components/data-table.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { RoleEditor } from "./role-editor.tsx";
import { RowActions } from "./row-actions.tsx";
import type { IssuedLink } from "./setup-link-box.tsx";

const column = consoleColumns<OrganiserListItem>();

const statusClasses: Record<string, string> = {
  Active: "bg-accent-50 text-accent-700 border-accent-600/40",
  Disabled: "bg-red-50 text-red-800 border-red-300",
  "Waiting for password set-up": "bg-amber-50 text-amber-900 border-amber-300",
};

/** Every organiser with their role, status and last sign-in; the signed-in admin's own row cannot be demoted or disabled. */
export function OrganisersTable({
  organisers,
  selfId,
  stale,
  onLinkIssued,
}: {
  organisers: OrganiserListItem[];
  selfId: string;
  stale: boolean;
  onLinkIssued: (issued: IssuedLink) => void;
}) {
  const columns = useMemo(
    () => [
      column.accessor("name", {
        header: "Organiser",
        cell: ({ row }) => (
          <div className="grid max-w-56 gap-0.5">
            <span className="font-semibold text-brand-900">
              {row.original.name}
              {row.original.id === selfId && <span className="font-normal text-muted"> (you)</span>}
            </span>
            <span className="break-all text-muted">{row.original.email}</span>
          </div>
        ),
      }),
      column.accessor("role", {
        header: "Role",
        cell: ({ row }) =>
          row.original.id === selfId ? roleLabels[row.original.role] : <RoleEditor key={row.original.role} organiser={row.original} />,
      }),
      column.display({
        id: "status",
        header: "Status",
        cell: ({ row }) => {
          const status = organiserStatus(row.original);
          return <span className={cn("inline-block max-w-32 rounded-xl border px-2.5 py-0.5 text-xs font-semibold", statusClasses[status])}>{status}</span>;
        },
      }),
      column.accessor("lastSignInAt", {
        header: "Last sign-in",
        cell: ({ getValue }) => {
          const at = getValue();
          return at ? <span className="inline-block max-w-24">{formatDateTime(at)}</span> : <span className="text-muted">Never</span>;
        },
      }),
      column.display({
        id: "actions",
        header: "Actions",
        cell: ({ row }) => <RowActions organiser={row.original} isSelf={row.original.id === selfId} onLinkIssued={onLinkIssued} />,
      }),
    ],
    [selfId, onLinkIssued],
  );
  return (
    <DataTable
      caption="Organisers of the console"
      columns={columns}
      data={organisers}
      getRowId={(organiser) => organiser.id}
      emptyMessage="No organisers yet."
      stale={stale}
    />
  );
}
