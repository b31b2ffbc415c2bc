// The activity log's writer and types live with its queries (db/repositories/activity.ts).
// pending: moved after the security fixes merge — console/organisers.ts and routes/session.ts still import them from here.
export { activityActions, recordActivity, type ActivityAction, type ActivityActor, type ActivityEntry } from "../db/repositories/activity.ts";
