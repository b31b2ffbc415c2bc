// What the rest of the server uses of the applications: a status change (the payments' verifying
// moves an application pending -> payment_verified through it, with its letter and activity entry),
// and the day's start in Dhaka the console's date filters share with the activity log's.
export { changeApplicationStatus, dhakaDayStart } from "./store.server.ts";
