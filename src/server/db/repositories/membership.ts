// The membership fee in taka an application must carry today: the payments setting,
// kept with the other payment settings and read through the payments' service.
export { readMembershipFee } from "#features/payments/service.server.ts";
