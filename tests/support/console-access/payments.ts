import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { bkashSms } from "../payments.ts";
import type { ConsoleRouteCase } from "./types.ts";

const reviewers = consoleAreas.payments;
const admins = consoleAreas.paymentSettings;

/** A made-up payment in a real bKash layout (tests/support/payments.ts): repeated calls find it already known. */
const sms = bkashSms({ amount: "200.00", sender: "01719200001", trxId: "BKACCESS01", at: "01/02/2026 13:00" });

const unknownPayment = "7d1f0c4e-3b2a-4c59-9e8d-000000000142";

export const paymentRouteCases: ConsoleRouteCase[] = [
  { method: "POST", route: consoleApiPaths.paymentsPaste, url: () => consoleApiPaths.paymentsPaste, payload: () => ({ text: sms }), allowed: reviewers, successStatus: 200 },
  {
    method: "POST",
    route: consoleApiPaths.paymentsStatement,
    url: () => `${consoleApiPaths.paymentsStatement}?wallet=nagad`,
    payload: () => Buffer.from("Transaction ID,Amount,Date\nNGACCESS,200.00,01/02/2026 13:00\n"),
    headers: { "content-type": "text/csv" },
    allowed: admins,
    successStatus: 200,
  },
  { method: "GET", route: consoleApiPaths.paymentsReceived, url: () => `${consoleApiPaths.paymentsReceived}?show=all`, allowed: reviewers, successStatus: 200 },
  { method: "GET", route: consoleApiPaths.paymentsReceivedExport, url: () => consoleApiPaths.paymentsReceivedExport, allowed: reviewers, successStatus: 200 },
  { method: "GET", route: consoleApiPaths.paymentsMatches, url: () => `${consoleApiPaths.paymentsMatches}?state=matched`, allowed: reviewers, successStatus: 200 },
  { method: "GET", route: consoleApiPaths.paymentsVerifyPreview, url: () => consoleApiPaths.paymentsVerifyPreview, allowed: reviewers, successStatus: 200 },
  {
    method: "POST",
    route: consoleApiPaths.paymentsVerifyAll,
    url: () => consoleApiPaths.paymentsVerifyAll,
    // No such application: answered 200 with it skipped.
    payload: () => ({ ids: ["7d1f0c4e-3b2a-4c59-9e8d-000000000029"] }),
    allowed: reviewers,
    successStatus: 200,
  },
  // Tie, join and set aside by hand (decision 142): no such payment or application, so an allowed role reaches the handler's 404.
  {
    method: "POST",
    route: consoleApiPaths.paymentsTie,
    url: () => consoleApiPaths.paymentsTie,
    payload: () => ({ paymentIds: [unknownPayment], reference: "GSC-NONE-00", reason: "Typo in the ID" }),
    allowed: reviewers,
    successStatus: 404,
  },
  { method: "DELETE", route: consoleApiPaths.paymentTie, url: () => consoleApiPath(consoleApiPaths.paymentTie, { id: unknownPayment }), allowed: reviewers, successStatus: 404 },
  {
    method: "POST",
    route: consoleApiPaths.paymentSetAside,
    url: () => consoleApiPath(consoleApiPaths.paymentSetAside, { id: unknownPayment }),
    payload: () => ({ reason: "Agent Cash In" }),
    allowed: reviewers,
    successStatus: 404,
  },
  { method: "DELETE", route: consoleApiPaths.paymentSetAside, url: () => consoleApiPath(consoleApiPaths.paymentSetAside, { id: unknownPayment }), allowed: reviewers, successStatus: 404 },
  { method: "GET", route: consoleApiPaths.paymentSettings, url: () => consoleApiPaths.paymentSettings, allowed: admins, successStatus: 200 },
  {
    method: "PUT",
    route: consoleApiPaths.paymentSettings,
    url: () => consoleApiPaths.paymentSettings,
    payload: () => ({ feeTaka: 200, windowDaysBefore: 2, windowDaysAfter: 7, autoVerify: false, forwarderSenders: ["bKash", "NAGAD"] }),
    allowed: admins,
    successStatus: 200,
  },
  { method: "POST", route: consoleApiPaths.paymentForwarderSecret, url: () => consoleApiPaths.paymentForwarderSecret, allowed: admins, successStatus: 201 },
  { method: "DELETE", route: consoleApiPaths.paymentForwarderSecret, url: () => consoleApiPaths.paymentForwarderSecret, allowed: admins, successStatus: 204 },
];
