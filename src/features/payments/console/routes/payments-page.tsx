import type { ReactNode } from "react";
import { matchStateLabels, matchStates, type MatchState, type ReceivedShow } from "../../contract.ts";
import { mayUse } from "#shared/console/roles.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { ExportButton, useExport } from "#console/components/export-button.tsx";
import { QueryView } from "#console/components/list-page.tsx";
import { ErrorNotice } from "#console/components/notice.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { useSession } from "#console/lib/session.ts";
import { useUrlQuery } from "#console/lib/url-query.ts";
import { useMatches } from "../api/list-matches.ts";
import { useReceived } from "../api/list-received.ts";
import { usePaymentSettings } from "../api/payment-settings.ts";
import { ChoiceChips } from "../components/choice-chips.tsx";
import { ForwarderSecret } from "../components/forwarder-secret.tsx";
import { MatchesTable } from "../components/matches-table.tsx";
import { PasteForm } from "../components/paste-form.tsx";
import { matchesQueryString, paymentsPageQuerySchema, receivedQueryString, type PaymentsPageQuery } from "../components/payments-query.ts";
import { ReceivedTable } from "../components/received-table.tsx";
import { SettingsForm } from "../components/settings-form.tsx";
import { StatementUpload } from "../components/statement-upload.tsx";
import { VerifyAll } from "../components/verify-all.tsx";

/**
 * /organiser/payments: wallet payments read from pasted SMS (or a statement file, or forwarded SMS),
 * matched against the applications that paid online, verified in bulk after a preview; the fee,
 * window, automatic verification and forwarder for admins.
 */
export function PaymentsPage() {
  return (
    <AreaGate area="payments">
      <Payments />
    </AreaGate>
  );
}

type Update = (changes: Partial<Record<keyof PaymentsPageQuery, string | number | undefined>>) => void;

function Payments() {
  const { query, update } = useUrlQuery(paymentsPageQuerySchema);
  const role = useSession().data?.organiser.role;
  const admin = role !== undefined && mayUse(role, "paymentSettings");
  return (
    <>
      <PageHeader title="Payments" description="Wallet payments the club received, matched against membership applications that paid online." />
      <div className="grid gap-8">
        <PasteForm />
        <Matches query={query} update={update} />
        <Received query={query} update={update} />
        {admin && <AdminSettings />}
      </div>
    </>
  );
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-bold text-brand-900">
          {title}
        </h2>
        {description && <p className="text-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}

const allStates = "all";

function Matches({ query, update }: { query: PaymentsPageQuery; update: Update }) {
  const matches = useMatches(matchesQueryString(query));
  const counts = matches.data?.counts;
  const total = counts ? matchStates.reduce((sum, state) => sum + counts[state], 0) : undefined;
  return (
    <Section
      id="matches-heading"
      title="Applications waiting for verification"
      description="Online payments not verified yet, each with the payment received under its transaction ID."
    >
      <VerifyAll matched={counts?.matched} />
      <ChoiceChips<MatchState | typeof allStates>
        label="Show applications in state"
        value={query.state ?? allStates}
        // The received table's page stays as it is: only this table's page starts again.
        onChange={(state) => update({ state: state === allStates ? undefined : state, rpage: query.rpage })}
        options={[
          { value: allStates, label: "All states", count: total },
          ...matchStates.map((state) => ({ value: state, label: matchStateLabels[state], count: counts?.[state] })),
        ]}
      />
      <div className="min-w-0">
        <QueryView query={matches} failure="The applications could not be loaded" onPage={(change) => update({ ...change, rpage: query.rpage })}>
          {(data) => <MatchesTable rows={data.rows} stale={matches.isPlaceholderData} filtered={query.state !== undefined} />}
        </QueryView>
      </div>
    </Section>
  );
}

const showLabels: Record<ReceivedShow, string> = { unmatched: "Not matched", all: "All" };

function Received({ query, update }: { query: PaymentsPageQuery; update: Update }) {
  const received = useReceived(receivedQueryString(query));
  const exporter = useExport();
  return (
    <Section
      id="received-heading"
      title="Received payments"
      description="Every payment read from SMS or a statement. One no application claims lists the applications it may belong to."
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ChoiceChips<ReceivedShow>
          label="Show received payments"
          value={query.show}
          onChange={(show) => update({ show, rpage: undefined, page: query.page })}
          options={[
            { value: "unmatched", label: showLabels.unmatched },
            { value: "all", label: showLabels.all },
          ]}
        />
        {/* Every received payment with each tie and set-aside, who and when. */}
        <ExportButton exporter={exporter} path={consoleApiPaths.paymentsReceivedExport} />
      </div>
      {exporter.error && <ErrorNotice error={exporter.error} title="The export failed" />}
      <div className="min-w-0">
        <QueryView
          query={received}
          failure="The received payments could not be loaded"
          onPage={(change) =>
            update("page" in change ? { rpage: change.page, page: query.page } : { rpageSize: change.pageSize, rpage: undefined, page: query.page })
          }
        >
          {(data) => <ReceivedTable rows={data.rows} stale={received.isPlaceholderData} unmatchedOnly={query.show === "unmatched"} />}
        </QueryView>
      </div>
    </Section>
  );
}

function AdminSettings() {
  const settings = usePaymentSettings(true);
  return (
    <Section id="settings-heading" title="Settings" description="For admins: the fee, the matching window, automatic verification and SMS forwarding.">
      <QueryView query={settings} failure="The settings could not be loaded">
        {(data) => (
          <div className="grid gap-6">
            <div className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
              <SettingsForm settings={data} />
            </div>
            <div className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
              <h3 className="text-lg font-bold text-brand-900">SMS forwarding</h3>
              <ForwarderSecret createdAt={data.forwarderSecretCreatedAt} />
            </div>
            <div className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
              <h3 className="text-lg font-bold text-brand-900">Statement file</h3>
              <StatementUpload />
            </div>
          </div>
        )}
      </QueryView>
    </Section>
  );
}
