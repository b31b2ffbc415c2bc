import { siteConfig } from "./site-config.ts";

/** How a member pays the fee. Online means one of the club's mobile wallets. */
export const paymentTypes = ["cash", "online"] as const;
export type PaymentType = (typeof paymentTypes)[number];

/**
 * The membership fee in taka before an admin sets another on the console's Payments page: the fee
 * is one number, whatever the number of departments chosen, kept in the payments settings and shown
 * on Join Us from there (apiPaths.membership).
 */
export const defaultMembershipFee = siteConfig.membership.feeTaka;

/** What apiPaths.membership answers. */
export interface MembershipTerms {
  feeTaka: number;
}

/** The club's mobile wallets; an online payment names the number it was sent to. */
export const membershipWallets = siteConfig.membership.wallets;

export const walletNumbers: readonly string[] = membershipWallets.map((wallet) => wallet.number);

/** What an applicant owes for the departments chosen: nothing before the first, the fee after. */
export function membershipTotal(departmentCount: number, feeTaka: number): number {
  return departmentCount > 0 ? feeTaka : 0;
}
