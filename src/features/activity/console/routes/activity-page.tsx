import { activityQuerySchema } from "../../contract.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { ListPage } from "#console/components/list-page.tsx";
import { useUrlQuery } from "#console/lib/url-query.ts";
import { useActivity } from "../api/list-activity.ts";
import { ActivityFilters } from "../components/activity-filters.tsx";
import { ActivityTable } from "../components/activity-table.tsx";

/** /organiser/activity (admins): who signed in, changed, exported or opened what, and when. */
export function ActivityPage() {
  return (
    <AreaGate area="activity">
      <Activity />
    </AreaGate>
  );
}

function Activity() {
  const { query, update, apiQueryString } = useUrlQuery(activityQuerySchema);
  const activity = useActivity(apiQueryString(true));
  return (
    <ListPage
      title="Activity"
      description="Every sign-in, failed sign-in, status change, export, file opened and account change in the console, newest first."
      above={<ActivityFilters query={query} onChange={update} />}
      query={activity}
      failure="The activity log could not be loaded"
      onPage={update}
    >
      {(data) => <ActivityTable rows={data.rows} stale={activity.isPlaceholderData} />}
    </ListPage>
  );
}
