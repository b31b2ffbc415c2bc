// What the rest of the server uses of one person's erasure: the anonymisation of registrations,
// which the retention rules reuse for registrations past their period (docs/decisions/120).
export { eraseRegistrations } from "./store.server.ts";
