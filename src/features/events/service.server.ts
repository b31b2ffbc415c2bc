// What the rest of the server uses of the events: the event and the category's form a registration
// names, the seats' lock every registration takes, the categories a registration may move to, and
// the organiser's seat changes (confirm from the waiting list, cancel with promotion, move); what a
// registration's letter says of its event, the visible events' pages the sitemap lists, and the
// overdue payments the registration expiry cancels, under its lock.
export { findActiveEvent, findForm, listActiveEventPages, readRegistrationMailDetails } from "./store.server.ts";
export { categoriesTakingRegistrations, lockSeats, overduePaymentPending, tryExpiryLock } from "./seats.store.server.ts";
export { cancelWithPromotion, confirmFromWaitlist, moveToCategory } from "./seat-changes.server.ts";
export { eventCalendarFile } from "./calendar.server.ts";
