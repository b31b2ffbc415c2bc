import { describe, expect, it } from "vitest";
import { applicationMessages } from "#features/applications/rules.ts";
import { walletNumbers } from "./membership.ts";
import { checkRegistrationPayment, feeText, isPaidFee } from "./registration-payment.ts";

describe("a paid category's payment (docs/decisions/116)", () => {
  it("is paid only with a fee above 0, shown as 'Fee: N TK'", () => {
    expect([null, undefined, 0, 150].map(isPaidFee)).toEqual([false, false, false, true]);
    expect(feeText(1500)).toBe("Fee: 1,500 TK");
  });

  it("needs a payment type, and for online Join Us's four fields, every message at once in the form's order", () => {
    expect(checkRegistrationPayment(undefined)).toEqual({ issues: [{ field: "paymentType", message: applicationMessages.paymentTypeRequired }] });
    expect(checkRegistrationPayment({ paymentType: "cheque" })).toEqual({ issues: [{ field: "paymentType", message: applicationMessages.paymentTypeRequired }] });
    expect(checkRegistrationPayment({ paymentType: "online", paymentNumber: "01000000000" })).toEqual({
      issues: [
        { field: "paymentNumber", message: applicationMessages.paymentNumberRequired },
        { field: "accountName", message: applicationMessages.accountNameRequired },
        { field: "accountNumber", message: applicationMessages.accountNumberRequired },
        { field: "transactionId", message: applicationMessages.transactionIdRequired },
      ],
    });
  });

  it("keeps the online fields trimmed, the transaction ID upper-cased; cash keeps none; one-line text only", () => {
    expect(
      checkRegistrationPayment({ paymentType: "online", paymentNumber: ` ${walletNumbers[0]} `, accountName: " Nadia ", accountNumber: "01711111111", transactionId: " bk12ab " }),
    ).toEqual({ payment: { paymentType: "online", paymentNumber: walletNumbers[0], accountName: "Nadia", accountNumber: "01711111111", transactionId: "BK12AB" } });
    expect(checkRegistrationPayment({ paymentType: "cash", transactionId: "ignored" })).toEqual({
      payment: { paymentType: "cash", paymentNumber: null, accountName: null, accountNumber: null, transactionId: null },
    });
    const twoLines = checkRegistrationPayment({ paymentType: "online", paymentNumber: walletNumbers[0], accountName: "A\nB", accountNumber: "1", transactionId: "X" });
    expect(twoLines).toEqual({ issues: [{ field: "accountName", message: "Account name must be one line, without line breaks or control characters" }] });
  });
});
