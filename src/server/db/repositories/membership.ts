// The membership fee in taka an application must carry today: the payments setting,
// kept with the other payment settings (payment-settings.ts).
export { readMembershipFee } from "#features/payments/settings.store.server.ts";
