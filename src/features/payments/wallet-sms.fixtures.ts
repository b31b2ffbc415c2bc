import type { ReceivedPayment } from "./wallet-sms.ts";

/**
 * Wallet SMS as they are really worded, each from a public source cited above it (never
 * present an invented format as real). Wording, punctuation and line breaks are kept exactly;
 * only personal values were replaced: senders' phone numbers (by 01X11000NNN numbers), people's
 * names in a "Ref", and transaction IDs (by IDs of the same length and kind). Where a source had
 * masked a value ("XXXXX"), a value of the same kind was filled in.
 *
 * Not found in any public source searched (code, issues, pages and docs corpora, 2026-11-26):
 * - a Bangla-language wallet SMS of any wallet: Bangla messages are refused, not guessed at;
 * - a Rocket SMS from a source that says it is real (only made-up test strings were found):
 *   Rocket messages are refused;
 * - a Nagad message other than "Money Received" (sent, cash out): they are refused like any text
 *   that is not a layout we read.
 * - a bKash Cash Out message (the Cashiro issue asking for it says its reporter had none to share).
 */

export interface ReceivedSample {
  name: string;
  text: string;
  expected: ReceivedPayment;
}

export interface RefusedSample {
  name: string;
  text: string;
  reason: string;
}

const dhaka = (local: string) => new Date(`${local}:00+06:00`);

export const receivedSamples: readonly ReceivedSample[] = [
  // Source: github.com/mdsajib1473/expense-tracker-bd,
  // app/src/test/java/com/sajib/smsexpensetracker/parser/institutions/BkashParserTest.kt
  // ("Every body string here is a real bKash SMS, taken from the project's own transaction history").
  {
    name: "bKash Send Money received, amount with a thousands comma",
    text: "You have received Tk 5,075.00 from 01711000101. Fee Tk 0.00. Balance Tk 6,075.50. TrxID BKA1X6S01P at 30/12/2024 13:22",
    expected: { wallet: "bkash", amountPoisha: 507500, senderNumber: "01711000101", transactionId: "BKA1X6S01P", receivedAt: dhaka("2024-12-30T13:22"), balancePoisha: 607550, kind: "received" },
  },
  // Source: the same file (mdsajib1473/expense-tracker-bd, BkashParserTest.kt): no space before "Ref".
  {
    name: "bKash received with a Ref and no space before it",
    text: "You have received Tk 20,172.00 from 01811000102.Ref jazakallah vai. Fee Tk 0.00. Balance Tk 20,329.00. TrxID CAK845XQZT at 20/01/2025 10:53",
    expected: { wallet: "bkash", amountPoisha: 2017200, senderNumber: "01811000102", transactionId: "CAK845XQZT", receivedAt: dhaka("2025-01-20T10:53"), balancePoisha: 2032900, kind: "received" },
  },
  // Source: the same file (mdsajib1473/expense-tracker-bd, BkashParserTest.kt): from a business, no Fee.
  {
    name: "bKash received from a business name, no fee field",
    text: "You have received Tk 63.00 from OnnorokomWeb. Balance Tk 1,082.65. TrxID DE971AB13F at 09/05/2026 21:32",
    expected: { wallet: "bkash", amountPoisha: 6300, senderNumber: null, transactionId: "DE971AB13F", receivedAt: dhaka("2026-05-09T21:32"), balancePoisha: 108265, kind: "received" },
  },
  // Source: the same file (mdsajib1473/expense-tracker-bd, BkashParserTest.kt): a bank deposit.
  {
    name: "bKash deposit received from a bank account",
    text: "You have received a deposit of Tk 1,000.00 from Sonali Bank Account. Fee Tk 0.00. Balance Tk 1,140.34. TrxID CGJ2AB3NX4 at 19/07/2025 15:43",
    expected: { wallet: "bkash", amountPoisha: 100000, senderNumber: null, transactionId: "CGJ2AB3NX4", receivedAt: dhaka("2025-07-19T15:43"), balancePoisha: 114034, kind: "bank_deposit" },
  },
  // Source: the same file (mdsajib1473/expense-tracker-bd, BkashParserTest.kt): Cash In with the app link after it.
  {
    name: "bKash Cash In from an agent, with a trailing link",
    text: "Cash In Tk 1,000.00 from 01811000103 successful. Fee Tk 0.00. Balance Tk 1,607.90. TrxID CK710ABCDB at 07/11/2025 22:21. Download App: https://bKa.sh/8app",
    expected: { wallet: "bkash", amountPoisha: 100000, senderNumber: "01811000103", transactionId: "CK710ABCDB", receivedAt: dhaka("2025-11-07T22:21"), balancePoisha: 160790, kind: "cash_in" },
  },
  // Source: https://github.com/PipraPay/PipraPay/issues/30 (a Ref of several words broke that parser; its
  // number 01712341234 is already a placeholder and kept, the ID replaced).
  {
    name: "bKash received with a Ref of several words",
    text: "You have received Tk 10.00 from 01712341234. Ref test payment. Fee Tk 0.00. Balance Tk 1,580.14. TrxID DED220XYZ4 at 17/05/2026 15:45",
    expected: { wallet: "bkash", amountPoisha: 1000, senderNumber: "01712341234", transactionId: "DED220XYZ4", receivedAt: dhaka("2026-05-17T15:45"), balancePoisha: 158014, kind: "received" },
  },
  // Source: github.com/mkshaonexe/bkash-server-app,
  // app/src/main/java/com/socialsentry/bkashserver/domain/parser/BkashSmsParser.kt ("Personal format (manual Send Money)").
  {
    name: "bKash received with an empty Ref",
    text: "You have received Tk 100.00 from 01711000104. Ref . Fee Tk 0.00. Balance Tk 138.34. TrxID DDC947AB1P at 12/04/2026 20:18",
    expected: { wallet: "bkash", amountPoisha: 10000, senderNumber: "01711000104", transactionId: "DDC947AB1P", receivedAt: dhaka("2026-04-12T20:18"), balancePoisha: 13834, kind: "received" },
  },
  // Source: the same file (mkshaonexe/bkash-server-app, BkashSmsParser.kt): "Merchant format (auto via bKash link)".
  {
    name: "bKash payment received through a payment link",
    text: "You have received payment Tk 549.00 from 01711000105. Fee Tk 0.00. Balance Tk 8,210.56. TrxID DDC03AB8ZI at 12/04/2026 16:39",
    expected: { wallet: "bkash", amountPoisha: 54900, senderNumber: "01711000105", transactionId: "DDC03AB8ZI", receivedAt: dhaka("2026-04-12T16:39"), balancePoisha: 821056, kind: "payment_link" },
  },
  // Source: https://github.com/ritesh-kanwar/Cashiro/issues/124 ("Incoming Transfer"; number and ID were masked there).
  {
    name: "bKash received, ending with a full stop",
    text: "You have received Tk 6,400.00 from 01711000106. Fee Tk 0.00. Balance Tk 20,288.41. TrxID DEQ4AB7K2M at 26/05/2026 10:58.",
    expected: { wallet: "bkash", amountPoisha: 640000, senderNumber: "01711000106", transactionId: "DEQ4AB7K2M", receivedAt: dhaka("2026-05-26T10:58"), balancePoisha: 2028841, kind: "received" },
  },
  // Source: github.com/mkshaonexe/bkash-server-app,
  // app/src/main/java/com/socialsentry/bkashserver/domain/parser/NagadSmsParser.kt (its documented example, one field a line).
  {
    name: "Nagad Money Received, one field a line",
    text: "Money Received.\nAmount: Tk 10.00\nSender: 01911000107\nRef: Rahim\nTxnID: 755ABG4S\nBalance: Tk 10.00\n01/04/2026 07:26",
    expected: { wallet: "nagad", amountPoisha: 1000, senderNumber: "01911000107", transactionId: "755ABG4S", receivedAt: dhaka("2026-04-01T07:26"), balancePoisha: 1000, kind: "received" },
  },
];

export const refusedSamples: readonly RefusedSample[] = [
  // Source: github.com/mdsajib1473/expense-tracker-bd, BkashParserTest.kt ("send money success").
  {
    name: "bKash Send Money sent",
    text: "Send Money Tk 510.00 to 01811000108 successful. Ref Karim. Fee Tk 5.00. Balance Tk 4,479.65. TrxID DCK1AB981H at 20/03/2026 00:08",
    reason: "This is a payment sent, not received.",
  },
  // Source: the same file ("send money failure").
  {
    name: "bKash Send Money that failed",
    text: "Sorry, your Send Money request to 01711000109 is unsuccessful! Tk 30 has been returned. Balance Tk 73.50. TrxID BKA96XY813 at 10/11/2024 14:00",
    reason: "This is a failed or returned transaction, not a payment received.",
  },
  // Source: the same file ("Payment Tk" phrasing).
  {
    name: "bKash payment made to a merchant",
    text: "Payment Tk 100.00 to KAHF BANGLADESH LTD-RM67912 is successful. Balance Tk 601.81. TrxID DG705ABZHM at 07/07/2026 20:36",
    reason: "This is a payment made from this wallet, not received.",
  },
  // Source: the same file ("Payment of Tk" phrasing).
  {
    name: "bKash payment of Tk made to a merchant",
    text: "Payment of Tk 1,015.50 to AS-SUNNAH FOUNDATION-RM56187 is successful. Balance Tk 1,115.15. TrxID DCD92AB50N at 13/03/2026 15:30",
    reason: "This is a payment made from this wallet, not received.",
  },
  // Source: the same file ("otp message is never parsed as a transaction").
  {
    name: "bKash verification code",
    text: "Your bKash verification code is 956586. Expires in 2 minutes.",
    reason: "This is a verification code (OTP), not a payment.",
  },
  // Source: https://github.com/sarim2000/pennywiseai-tracker/issues/432 ("Cashback"; the ID was masked there).
  {
    name: "bKash cashback",
    text: "Congratulations! You have received Cashback Tk 50.00. Balance Tk 71.91. TrxID DEX5AB2K9Q at 29/05/2026 19:15. Cashback on bkash transaction",
    reason: "This is a cashback from the wallet, not a payment from a person.",
  },
  // Source: https://github.com/sarim2000/pennywiseai-tracker/issues/432 ("Bill Payment"; account, ID and time were masked there).
  {
    name: "bKash bill payment",
    text: "Bill successfully paid.\nBiller: PALLI BIDYUT\nMM/YYYY: 052026\nSMS Account: 1234567890123\nAmount: Tk 485.00\nFee: Tk 0.00\nTrxID: DEB7AB3M1K at 28/05/2026 11:02",
    reason: "This is a bill payment made from this wallet, not received.",
  },
];
