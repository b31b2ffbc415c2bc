import { useState } from "react";
import { cn } from "#web/lib/cn.ts";
import {
  suspectedSpamKindLabels,
  suspectedSpamKinds,
  suspectedSpamPageQuerySchema,
  type SuspectedSpamKind,
} from "#shared/console/suspected-spam.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { ErrorNotice, Notice } from "#console/components/notice.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { formatCount } from "#console/lib/format.ts";
import { useUrlQuery } from "#console/lib/url-query.ts";
import { useRestoreSuspectedSpam, useSuspectedSpam } from "../api/suspected-spam.ts";
import { SuspectedSpamTable } from "../components/suspected-spam-table.tsx";
import { QueryView } from "#console/components/list-page.tsx";

/** /organiser/suspected-spam: submissions sent with the anti-spam trap filled, kept apart until an organiser restores one. */
export function SuspectedSpamPage() {
  return (
    <AreaGate area="applications">
      <SuspectedSpam />
    </AreaGate>
  );
}

function SuspectedSpam() {
  const { query, update } = useUrlQuery(suspectedSpamPageQuerySchema);
  const kind: SuspectedSpamKind = query.kind ?? "applications";
  return (
    <>
      <PageHeader
        title="Suspected spam"
        description="Submissions sent with the hidden anti-spam field filled in. They are kept out of the lists and counts; a person's browser can fill that field by mistake, so restore any that a real person sent."
      />
      <div role="group" aria-label="Show suspected spam of" className="mb-4 flex flex-wrap gap-2">
        {suspectedSpamKinds.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={choice === kind}
            onClick={() => update({ kind: choice })}
            className={cn(
              "inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors",
              choice === kind ? "border-brand-700 bg-brand-700 text-white" : "border-brand-200 bg-white text-brand-800 hover:bg-brand-50",
            )}
          >
            {suspectedSpamKindLabels[choice]}
          </button>
        ))}
      </div>
      <FlaggedList key={kind} kind={kind} />
    </>
  );
}

function FlaggedList({ kind }: { kind: SuspectedSpamKind }) {
  const flagged = useSuspectedSpam(kind);
  const restore = useRestoreSuspectedSpam(kind);
  const [report, setReport] = useState("");
  const label = suspectedSpamKindLabels[kind].toLowerCase();
  return (
    <>
      <div role="status" className="mb-4 empty:hidden">
        {report && <Notice variant="success" title={report} />}
      </div>
      <ErrorNotice error={restore.error} title="Not restored" className="mb-4" />
      <QueryView query={flagged} failure="The suspected spam could not be loaded" errorOverData>
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-muted">No {label} are marked as suspected spam.</p>
          ) : (
            <>
              <p className="mb-2 text-sm text-muted">
                {formatCount(data.total)} {label} marked as suspected spam
                {data.total > data.items.length ? `, the newest ${formatCount(data.items.length)} shown` : ""}.
              </p>
              <SuspectedSpamTable
                items={data.items}
                restoring={restore.isPending}
                onRestore={(item) =>
                  restore.mutate([item.id], {
                    onSuccess: ({ restored }) => setReport(restored === 1 ? `${item.who} is back in the ${label} list.` : "It was already restored."),
                  })
                }
              />
            </>
          )
        }
      </QueryView>
    </>
  );
}
