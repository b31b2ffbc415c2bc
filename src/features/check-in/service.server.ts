// What the rest of the server uses of the door: the event's forms by category, where a registrant's
// name is read from (the certificates name people the same way), the door's secret, changed
// when an organiser who could open the door no longer can, and an event's attendance, which the
// registrations' page shows; a ticket found by its reference, and the name it shows, which the
// ticket's page reads as the door does. The tickets' keys are the door's (tickets.server.ts):
// the registrations' letters and ticket page, the reminders and the status check write and check
// a ticket's code and address with them.
export { doorPersonOf, findTicket, formsByCategory, readAttendance, rotateDoorSecret, type FoundTicket } from "./store.server.ts";
export { isTicketCode, registrationTicketUrl, ticketCode, ticketSecret } from "./tickets.server.ts";
