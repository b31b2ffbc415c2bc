import { Download, FileDown } from "lucide-react";
import { useState } from "react";
import { certificateKindLabels, revokeCertificateSchema, type CertificateRow, type CertificatesAnswer } from "../../contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { mayUse } from "#shared/console/roles.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { consoleColumns, DataTable } from "#console/components/data-table.tsx";
import { InlineError } from "#console/components/notice.tsx";
import { ReasonForm } from "#console/components/reason-form.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { useSession } from "#console/lib/session.ts";
import { useRevokeCertificate } from "../api/certificates.ts";

const column = consoleColumns<CertificateRow>();

function stateOf(row: CertificateRow): string {
  if (row.withdrawnAt) return "Withdrawn (data erased)";
  if (row.revokedAt) return `Revoked: ${row.revokedReason ?? ""}`;
  return row.emailed ? "Valid, e-mailed" : "Valid";
}

/** The certificates given: each one's PDF, all as one ZIP, and revoking with a reason (admins). */
export function CertificatesTable({ eventId, data }: { eventId: string; data: CertificatesAnswer }) {
  const role = useSession().data?.organiser.role;
  const mayRevoke = role !== undefined && mayUse(role, "certificateRevoke");
  const revoke = useRevokeCertificate(eventId);
  const [revoking, setRevoking] = useState<CertificateRow | null>(null);
  const columns = [
    column.accessor("name", { header: "Name", cell: ({ getValue }) => getValue() ?? "(withdrawn)" }),
    column.accessor("kind", { header: "For", cell: ({ row }) => `${certificateKindLabels[row.original.kind]}${row.original.award ? `: ${row.original.award}` : ""}` }),
    column.accessor("code", { header: "Code", cell: ({ getValue }) => <code>{getValue()}</code> }),
    column.accessor("issuedAt", { header: "Given", cell: ({ getValue }) => formatDateTime(getValue()) }),
    column.display({ id: "state", header: "State", cell: ({ row }) => stateOf(row.original) }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) => {
        const c = row.original;
        if (c.withdrawnAt) return null;
        return (
          <div className="flex flex-wrap gap-2">
            <a href={consoleApiPath(consoleApiPaths.certificatePdf, { id: c.id })} className={buttonClasses("secondary", "sm")} aria-label={`PDF: the certificate of ${c.name ?? c.code}`}>
              <FileDown aria-hidden="true" className="size-4" />
              PDF
            </a>
            {mayRevoke && !c.revokedAt && (
              <button type="button" className={buttonClasses("ghost", "sm")} onClick={() => setRevoking(c)} aria-label={`Revoke the certificate of ${c.name ?? c.code}`}>
                Revoke
              </button>
            )}
          </div>
        );
      },
    }),
  ];
  return (
    <section aria-labelledby="given-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="given-heading" className="text-lg font-bold text-brand-900">
          Certificates given
        </h2>
        {data.certificates.length > 0 && (
          <a href={consoleApiPath(consoleApiPaths.certificatesZip, { eventId })} className={buttonClasses("secondary", "sm")}>
            <Download aria-hidden="true" className="size-4" />
            Download all (ZIP)
          </a>
        )}
      </div>
      {revoking && (
        <ReasonForm
          schema={revokeCertificateSchema}
          label={`Why revoke the certificate of ${revoking.name ?? revoking.code}?`}
          hint="The reason goes into the activity log; the certificate's check page then says it was revoked."
          submitLabel="Revoke"
          pendingLabel="Revoking..."
          pending={revoke.isPending}
          onSubmit={(reason) => revoke.mutate({ id: revoking.id, reason }, { onSuccess: () => setRevoking(null) })}
          onCancel={() => setRevoking(null)}
        />
      )}
      <InlineError error={revoke.error} />
      <DataTable caption="Certificates given" columns={columns} data={data.certificates} getRowId={(c) => c.id} emptyMessage="No certificates given yet." />
    </section>
  );
}
