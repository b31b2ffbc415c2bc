// What the rest of the server uses of the applications: a status change (the payments' verifying
// moves an application pending -> payment_verified through it, with its letter and activity entry),
// the letter that tells the changed applicants, the day's start in Dhaka the console's date filters
// share with the activity log's, and the note on each change of the e-mail that tells its applicant
// (the mail worker writes it in the change's transaction).
export { changeApplicationStatus, dhakaDayStart } from "./store.server.ts";
export { queueStatusMail } from "./mail.server.ts";
export { noteStatusMail } from "./tell-them.store.server.ts";
