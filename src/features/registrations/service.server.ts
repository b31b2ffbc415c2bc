// What the rest of the server uses of the registrations: the door's walk-ins are registrations
// too, opened, checked, stored and confirmed by e-mail as the public POST's are; the status check
// reads a registration by its reference and e-mail address; the payments' verifying and the
// registration expiry tell a registrant of their seat; the uploads' sweep finds and forgets the
// files no registration claimed in time.
export { insertRegistration, UploadsNotClaimable } from "./store.server.ts";
export { checkSentRegistration, unclaimedRefusal } from "./answers.server.ts";
export { openRegistrationFormWithFee } from "./target.server.ts";
export { queueRegistrationMail, queueSeatMail } from "./mail.server.ts";
export { findRegistrationStatus } from "./status.store.server.ts";
export { expiredUploads, forgetUploads, type UploadBudget } from "./uploads.store.server.ts";
