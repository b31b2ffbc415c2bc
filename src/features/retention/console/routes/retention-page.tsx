import { useId, useState } from "react";
import { counted } from "#shared/counted.ts";
import {
  retentionKinds,
  retentionLabels,
  retentionMaxDays,
  type RetentionAnswer,
  type RetentionCounts,
  type RetentionKind,
  type RetentionRules,
} from "../../contract.ts";
import { Button } from "#web/components/ui/button.tsx";
import { AreaGate } from "#console/components/area-gate.tsx";
import { QueryView } from "#console/components/list-page.tsx";
import { InlineError, Notice } from "#console/components/notice.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { useRetention, useRetentionPreview, useRunRetention, useSaveRetention } from "../api/retention.ts";

/** /organiser/retention: how long each kind of personal data is kept, previewed before a rule goes on (admins). */
export function RetentionPage() {
  return (
    <AreaGate area="retention">
      <Retention />
    </AreaGate>
  );
}

function Retention() {
  const settings = useRetention();
  // Kept above the form, which starts anew when saved rules arrive, so its answer stays on the page.
  const save = useSaveRetention();
  return (
    <>
      <PageHeader
        title="Retention"
        description="How long the site keeps each kind of personal data. A rule removes nothing until it is switched on; each shows what it would remove now. The privacy policy states these periods."
      />
      <QueryView query={settings} failure="The retention settings could not be loaded">
        {/* Saved rules start the form anew (its edits were saved or refused). */}
        {(data) => <RetentionForm key={JSON.stringify(data.rules)} data={data} save={save} />}
      </QueryView>
    </>
  );
}

/** Rows for a rule: registrations count their files too. */
const removes = (counts: RetentionCounts, kind: RetentionKind) =>
  kind === "registrations" ? `${counted(counts.registrations, "registration")} and ${counted(counts.files, "file")}` : counted(counts[kind], "row");
const ruleCount = (counts: RetentionCounts, kind: RetentionKind) => counts[kind] + (kind === "registrations" ? counts.files : 0);

function RetentionForm({ data, save }: { data: RetentionAnswer; save: ReturnType<typeof useSaveRetention> }) {
  const [rules, setRules] = useState<RetentionRules>(data.rules);
  const validDays = retentionKinds.every((k) => Number.isInteger(rules[k].days) && rules[k].days >= 1 && rules[k].days <= retentionMaxDays);
  const days = validDays ? (Object.fromEntries(retentionKinds.map((k) => [k, rules[k].days])) as Record<RetentionKind, number>) : undefined;
  const preview = useRetentionPreview(days);
  const run = useRunRetention();
  const formId = useId();
  const counts = preview.data;

  const onSave = (event: React.FormEvent) => {
    event.preventDefault();
    if (!counts) return;
    // The counts shown beside each switch are sent back: the server switches a rule on only if they are still true.
    save.mutate(Object.fromEntries(retentionKinds.map((k) => [k, { ...rules[k], previewed: ruleCount(counts, k) }])) as never);
  };

  return (
    <form id={formId} onSubmit={onSave} className="space-y-6" noValidate>
      <div className="overflow-x-auto rounded-2xl border border-brand-100 bg-white" role="group" aria-label="Retention rules" tabIndex={0}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Retention rules</caption>
          <thead className="bg-brand-50 text-ink">
            <tr>
              <th scope="col" className="p-3">
                Kind of data
              </th>
              <th scope="col" className="p-3">
                Days
              </th>
              <th scope="col" className="p-3">
                Would remove now
              </th>
              <th scope="col" className="p-3">
                On
              </th>
            </tr>
          </thead>
          <tbody>
            {retentionKinds.map((k) => (
              <tr key={k} className="border-t border-brand-100 align-top">
                <th scope="row" className="p-3 font-medium">
                  {retentionLabels[k].title}
                  <span className="block font-normal text-ink/80">{retentionLabels[k].action}</span>
                </th>
                <td className="p-3">
                  <input
                    type="number"
                    min={1}
                    max={retentionMaxDays}
                    step={1}
                    value={Number.isNaN(rules[k].days) ? "" : rules[k].days}
                    aria-label={`Days for ${retentionLabels[k].title.toLowerCase()}`}
                    className="w-24 rounded-lg border border-brand-300 px-2 py-1"
                    onChange={(e) => setRules({ ...rules, [k]: { ...rules[k], days: e.target.valueAsNumber } })}
                  />
                </td>
                <td className="p-3" aria-live="polite">
                  {counts ? removes(counts, k) : "…"}
                </td>
                <td className="p-3">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={rules[k].on}
                    disabled={!counts}
                    aria-label={`Apply the rule for ${retentionLabels[k].title.toLowerCase()}`}
                    onChange={(e) => setRules({ ...rules, [k]: { ...rules[k], on: e.target.checked } })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!validDays && <p className="text-sm text-red-800">Days must be a whole number from 1 to {retentionMaxDays}.</p>}
      <InlineError error={save.error} />
      {save.isSuccess && <Notice variant="success" role="status" title="Retention settings saved." />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!counts || !validDays || save.isPending}>
          {save.isPending ? "Saving…" : "Save"}
        </Button>
        <Button type="button" variant="secondary" disabled={run.isPending} onClick={() => run.mutate()}>
          {run.isPending ? "Running…" : "Run now"}
        </Button>
      </div>
      <InlineError error={run.error} />
      {run.data && (
        <Notice variant={run.data.busy ? "info" : "success"} role="status" title={run.data.busy ? "Another server process is running the rules now." : "Retention rules applied."}>
          {!run.data.busy && <RunCounts counts={run.data.counts} filesLeft={run.data.filesLeft} />}
        </Notice>
      )}
      <section aria-labelledby={`${formId}-last`}>
        <h2 id={`${formId}-last`} className="text-lg font-bold">
          Last run
        </h2>
        {data.lastRun ? (
          <>
            <p className="text-sm">{formatDateTime(data.lastRun.at)}</p>
            <RunCounts counts={data.lastRun.counts} filesLeft={0} />
          </>
        ) : (
          <p className="text-sm">Not run yet. The server runs the rules that are on once a day.</p>
        )}
      </section>
    </form>
  );
}

function RunCounts({ counts, filesLeft }: { counts: RetentionCounts; filesLeft: number }) {
  return (
    <ul className="list-disc pl-5 text-sm">
      {retentionKinds.map((k) => (
        <li key={k}>
          {retentionLabels[k].title}: {removes(counts, k)}
        </li>
      ))}
      {filesLeft > 0 && <li>{counted(filesLeft, "file")} could not be deleted yet; the next run tries again.</li>}
    </ul>
  );
}
