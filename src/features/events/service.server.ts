// What the rest of the server uses of the events: the event and the category's form a registration
// names, the seats' lock every registration takes, the categories a registration may move to, and
// the organiser's seat changes (confirm from the waiting list, cancel with promotion, move).
export { findActiveEvent, findForm } from "./store.server.ts";
export { categoriesTakingRegistrations, lockSeats } from "./seats.store.server.ts";
export { cancelWithPromotion, confirmFromWaitlist, moveToCategory } from "./seat-changes.server.ts";
