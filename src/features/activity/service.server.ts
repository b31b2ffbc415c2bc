// What the rest of the server uses of the activity log: recording an entry, in the caller's
// transaction so it commits with the change it records (a unit of work records through
// `work.activity.record`, which calls this). The entry's shape is the contract's (ActivityEntry).
export { recordActivity, recordActivityOnce } from "./store.server.ts";
