import { activityQuerySchema } from "../../../../../shared/console/activity.ts";
import { AreaGate } from "../../../components/area-gate.tsx";
import { Notice } from "../../../components/notice.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { Pagination } from "../../../components/pagination.tsx";
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
    <>
      <PageHeader
        title="Activity"
        description="Every sign-in, failed sign-in, status change, export, file opened and account change in the console, newest first."
      />
      <div className="mb-4 rounded-card border border-line bg-surface p-4 shadow-card">
        <ActionFilter value={query.action} onChange={(action) => update({ action })} />
      </div>
      {activity.isError && !activity.data && (
        <Notice variant="error" title="The activity log could not be loaded" role="alert">
          {activity.error.message}
        </Notice>
      )}
      {activity.isPending && (
        <p role="status" className="text-muted">
          Loading...
        </p>
      )}
      {activity.data && (
        <>
          <ActivityTable rows={activity.data.rows} stale={activity.isPlaceholderData} />
          <Pagination
            page={activity.data.page}
            pageSize={activity.data.pageSize}
            total={activity.data.total}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        </>
      )}
    </>
  );
}
