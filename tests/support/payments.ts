import type { Database } from "../../src/server/db/client.ts";
import { activityLog, applications, applicationStatusChanges, mailOutbox, paymentSettings, receivedPayments } from "../../src/server/db/schema.ts";
import type { Wallet } from "#features/payments/contract.ts";
import { walletNumbers } from "../../src/shared/membership.ts";

/** What the payments tests start each test without: applications and their history, payments, settings, activity and mail. */
export async function clearPayments(db: Database): Promise<void> {
  for (const table of [applicationStatusChanges, applications, receivedPayments, paymentSettings, activityLog, mailOutbox]) await db.delete(table);
}

/**
 * Wallet SMS for the payments tests. MADE-UP VALUES IN REAL LAYOUTS: the wording of each
 * message is that of a real sample cited in src/features/payments/wallet-sms.fixtures.ts (bKash "You
 * have received Tk … TrxID … at …", Nagad "Money Received." one field a line); every number,
 * transaction ID, balance and time here is invented for the tests and belongs to no one.
 */

/** A bKash "received" SMS in the layout of mdsajib1473/expense-tracker-bd's BkashParserTest.kt, with made-up values. */
export function bkashSms(p: { amount: string; sender: string; trxId: string; at: string; balance?: string }): string {
  return `You have received Tk ${p.amount} from ${p.sender}. Fee Tk 0.00. Balance Tk ${p.balance ?? "1,000.00"}. TrxID ${p.trxId} at ${p.at}`;
}

/** A Nagad "Money Received." SMS in the layout of mkshaonexe/bkash-server-app's NagadSmsParser.kt, with made-up values. */
export function nagadSms(p: { amount: string; sender: string; trxId: string; at: string; balance?: string; ref?: string }): string {
  return ["Money Received.", `Amount: Tk ${p.amount}`, `Sender: ${p.sender}`, `Ref: ${p.ref ?? "membership"}`, `TxnID: ${p.trxId}`, `Balance: Tk ${p.balance ?? "1,000.00"}`, p.at].join("\n");
}

/** The club number an application says it paid to, for each wallet. */
export const clubNumber: Record<"bkash" | "nagad", string> = { bkash: walletNumbers[0]!, nagad: walletNumbers[1]! };

export interface PaymentCase {
  wallet: "bkash" | "nagad";
  /** The applicant's wallet number (account_number), also the SMS's sender. */
  sender: string;
  transactionId: string;
  /** What the SMS says was paid, as written: "200.00" for the fee. */
  amount: string;
  sms: string;
}

/** A made-up transaction ID of the wallet's kind: bKash 10 characters, Nagad 8. */
export function madeUpId(wallet: Wallet, n: number): string {
  const digits = String(n).padStart(4, "0");
  return wallet === "bkash" ? `BKT${digits}Q7ZX` : `NG${digits}K9`;
}

/**
 * The "done when": 50 SMS, 47 of them paying an application's fee exactly, 2 paying Tk 150
 * instead of Tk 200, and 1 whose transaction ID a second (already approved) application also names.
 * Alternate bKash and Nagad. All paid at 01/02/2026 13:NN Dhaka time.
 */
export function doneWhenCases(): { exact: PaymentCase[]; short: PaymentCase[]; shared: PaymentCase } {
  const all: PaymentCase[] = [];
  for (let i = 0; i < 50; i++) {
    const wallet = i % 2 === 0 ? "bkash" : "nagad";
    const sender = `0171${String(1_000_000 + i).slice(1)}0`.slice(0, 11);
    const transactionId = madeUpId(wallet, i + 1);
    const amount = i === 47 || i === 48 ? "150.00" : "200.00";
    const at = `01/02/2026 13:${String(i).padStart(2, "0")}`;
    const sms = wallet === "bkash" ? bkashSms({ amount, sender, trxId: transactionId, at }) : nagadSms({ amount, sender, trxId: transactionId, at });
    all.push({ wallet, sender, transactionId, amount, sms });
  }
  return { exact: all.slice(0, 47), short: all.slice(47, 49), shared: all[49]! };
}
