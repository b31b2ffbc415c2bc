// The membership fee in taka an application must carry today: the payments setting (issue 29),
// kept with the other payment settings (payment-settings.ts).
export { readMembershipFee } from "./payment-settings.ts";
