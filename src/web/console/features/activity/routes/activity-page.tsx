import { activityQuerySchema } from "../../../../../shared/console/activity.ts";
import { AreaGate } from "../../../components/area-gate.tsx";
import { ListPage } from "../../../components/list-page.tsx";
import { useUrlQuery } from "../../../lib/url-query.ts";
import { useActivity } from "../api/list-activity.ts";
import { ActionFilter } from "../components/action-filter.tsx";
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
      above={
        <div className="mb-4 rounded-card border border-line bg-surface p-4 shadow-card">
          <ActionFilter value={query.action} onChange={(action) => update({ action })} />
        </div>
      }
      query={activity}
      failure="The activity log could not be loaded"
      onPage={update}
    >
      {(data) => <ActivityTable rows={data.rows} stale={activity.isPlaceholderData} />}
    </ListPage>
  );
}
