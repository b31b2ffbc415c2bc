// What the rest of the server uses of the door: the event's forms by category, where a registrant's
// name is read from (the certificates name people the same way), the door's secret, changed
// when an organiser who could open the door no longer can, and an event's attendance, which the
// registrations' page shows.
export { formsByCategory, readAttendance, rotateDoorSecret } from "./store.server.ts";
