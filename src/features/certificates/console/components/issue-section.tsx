import { Award, Send } from "lucide-react";
import { useState } from "react";
import { certificateKindLabels, certificateKinds, type CertificateKind, type CertificatesAnswer } from "../../contract.ts";
import { mailOffMessage } from "#shared/console/mail.ts";
import { counted } from "#shared/counted.ts";
import { Button } from "#web/components/ui/button.tsx";
import { fieldClasses, Input } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/cn.ts";
import { consoleColumns, DataTable } from "#console/components/data-table.tsx";
import { ErrorNotice, Notice } from "#console/components/notice.tsx";
import { useIssueCertificates } from "../api/certificates.ts";

type Person = CertificatesAnswer["people"][number];
type Choice = { kind: CertificateKind; award: string };
const column = consoleColumns<Person>();

/** Give certificates: to everyone checked in at once, or to the people chosen in the table, each as a winner (with the award), volunteer or participant. */
export function IssueSection({ eventId, data }: { eventId: string; data: CertificatesAnswer }) {
  const issue = useIssueCertificates(eventId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const had = new Set(data.certificates.map((c) => c.registrationId));
  const checkedIn = data.people.filter((p) => p.checkedIn && !had.has(p.registrationId)).length;
  const choiceOf = (id: string): Choice => choices[id] ?? { kind: "winner", award: "" };
  const setChoice = (id: string, change: Partial<Choice>) => setChoices((all) => ({ ...all, [id]: { ...choiceOf(id), ...change } }));
  const columns = [
    column.accessor("name", { header: "Name", cell: ({ getValue }) => getValue() ?? "(no name)" }),
    column.accessor("reference", { header: "Reference" }),
    column.accessor("category", { header: "Category" }),
    column.accessor("checkedIn", { header: "Checked in", cell: ({ getValue }) => (getValue() ? "Yes" : "No") }),
    column.display({
      id: "kind",
      header: "Given as",
      cell: ({ row }) => (
        <select
          aria-label={`Given to ${row.original.name ?? row.original.reference} as`}
          value={choiceOf(row.original.registrationId).kind}
          onChange={(e) => setChoice(row.original.registrationId, { kind: e.target.value as CertificateKind })}
          className={cn(fieldClasses, "h-9 w-36 pr-8")}
        >
          {certificateKinds.map((kind) => (
            <option key={kind} value={kind}>
              {certificateKindLabels[kind]}
            </option>
          ))}
        </select>
      ),
    }),
    column.display({
      id: "award",
      header: "Award",
      cell: ({ row }) =>
        choiceOf(row.original.registrationId).kind === "winner" ? (
          <Input
            aria-label={`Award of ${row.original.name ?? row.original.reference}`}
            value={choiceOf(row.original.registrationId).award}
            onChange={(e) => setChoice(row.original.registrationId, { award: e.target.value })}
            className="h-9 w-48"
          />
        ) : null,
    }),
    column.display({ id: "has", header: "Has one", cell: ({ row }) => (had.has(row.original.registrationId) ? "Yes" : "") }),
  ];
  const giveChosen = () =>
    issue.mutate({
      to: "chosen",
      people: [...selected].map((id) => {
        const choice = choiceOf(id);
        return { registrationId: id, kind: choice.kind, ...(choice.kind === "winner" ? { award: choice.award.trim() } : {}) };
      }),
    });
  return (
    <section aria-labelledby="issue-heading" className="mb-8 grid gap-4">
      <h2 id="issue-heading" className="text-lg font-bold text-brand-900">
        Give certificates
      </h2>
      {!data.mailEnabled && <Notice variant="info" title="E-mail is off">{mailOffMessage} Certificates can still be downloaded here.</Notice>}
      {issue.data && (
        <Notice variant="success" role="status" title={`${counted(issue.data.issued, "certificate")} given, ${counted(issue.data.emailed, "e-mail")} written.`}>
          {issue.data.alreadyHad > 0 ? `${counted(issue.data.alreadyHad, "person", "people")} already had one.` : null}
        </Notice>
      )}
      <ErrorNotice error={issue.error} title="The certificates could not be given" />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={() => issue.mutate({ to: "checked_in" })} disabled={issue.isPending || !data.designSaved || checkedIn === 0}>
          <Award aria-hidden="true" className="size-4" />
          Give everyone checked in ({checkedIn} without one)
        </Button>
        <Button type="button" variant="secondary" onClick={giveChosen} disabled={issue.isPending || !data.designSaved || selected.size === 0}>
          <Send aria-hidden="true" className="size-4" />
          Give the {counted(selected.size, "person", "people")} chosen
        </Button>
      </div>
      <DataTable
        caption="People who may get a certificate"
        columns={columns}
        data={data.people}
        getRowId={(p) => p.registrationId}
        selection={{ selected, onChange: setSelected, label: (p) => `Choose ${p.name ?? p.reference}` }}
        emptyMessage="Nobody has a confirmed registration for this event."
      />
    </section>
  );
}
