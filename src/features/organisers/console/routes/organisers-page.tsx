import { useCallback, useState } from "react";
import { AreaGate } from "#console/components/area-gate.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { useSession } from "#console/lib/session.ts";
import { useOrganisers } from "#console/lib/organisers.ts";
import { AddOrganiserForm } from "../components/add-organiser-form.tsx";
import { OrganisersTable } from "../components/organisers-table.tsx";
import { SetupLinkBox, type IssuedLink } from "../components/setup-link-box.tsx";
import { QueryView } from "#console/components/list-page.tsx";

/** /organiser/organisers: admins add organisers, change roles, disable them and issue set-up links. */
export function OrganisersPage() {
  return (
    <AreaGate area="organisers">
      <Organisers />
    </AreaGate>
  );
}

function Organisers() {
  const session = useSession();
  const organisers = useOrganisers();
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  const onLinkIssued = useCallback((next: IssuedLink) => setIssued(next), []);
  return (
    <>
      <PageHeader title="Organisers" description="Who may use the console, and what their role lets them do." />
      {issued && <SetupLinkBox key={issued.link} issued={issued} onDismiss={() => setIssued(null)} />}
      <AddOrganiserForm onAdded={onLinkIssued} />
      <section aria-labelledby="organisers-list-heading" className="grid gap-3">
        <h2 id="organisers-list-heading" className="text-lg font-bold text-brand-900">
          All organisers
        </h2>
        <QueryView query={organisers} failure="The organisers could not be loaded">
          {(data) =>
            session.data && (
              <OrganisersTable
                organisers={data.organisers}
                selfId={session.data.organiser.id}
                stale={organisers.isFetching && !organisers.isPending}
                onLinkIssued={onLinkIssued}
              />
            )
          }
        </QueryView>
      </section>
    </>
  );
}
