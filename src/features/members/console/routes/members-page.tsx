import { memberListQuerySchema } from "../../contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { ListPage } from "#console/components/list-page.tsx";
import { useUrlQuery } from "#console/lib/url-query.ts";
import { useMembers } from "../api/list-members.ts";
import { MemberFilters } from "../components/member-filters.tsx";
import { MembersTable } from "../components/members-table.tsx";

/** /organiser/members: the roster of approved members with their numbers, filtered and searched, and its CSV export. */
export function MembersPage() {
  return (
    <AreaGate area="applications">
      <Members />
    </AreaGate>
  );
}

const noSessions: number[] = [];

function Members() {
  const { query, update, apiQueryString } = useUrlQuery(memberListQuerySchema);
  const members = useMembers(apiQueryString(true));
  return (
    <ListPage
      title="Members"
      description="Approved members and their member numbers, newest first. A number is given at the first approval and kept for life."
      exportPath={`${consoleApiPaths.membersExport}${apiQueryString(false)}`}
      above={<MemberFilters query={query} sessions={members.data?.sessions ?? noSessions} onChange={update} />}
      query={members}
      failure="The members could not be loaded"
      onPage={update}
    >
      {(data) => <MembersTable rows={data.rows} stale={members.isPlaceholderData} />}
    </ListPage>
  );
}
