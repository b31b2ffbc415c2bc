import { siteConfig } from "./site-config.ts";

/** How a member pays the fee. Online means one of the club's mobile wallets. */
export const paymentTypes = ["cash", "online"] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** The membership fee in taka: fixed, whatever the number of departments chosen. */
export const membershipFee = siteConfig.membership.feeTaka;

/** The club's mobile wallets; an online payment names the number it was sent to. */
export const membershipWallets = siteConfig.membership.wallets;

export const walletNumbers: readonly string[] = membershipWallets.map((wallet) => wallet.number);

/** What an applicant owes for the departments chosen: nothing before the first, the fixed fee after. */
export function membershipTotal(departmentCount: number): number {
  return departmentCount > 0 ? membershipFee : 0;
}
