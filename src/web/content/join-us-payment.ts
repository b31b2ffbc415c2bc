
import { confirmationContent } from "./confirmation.ts";

/**
 * The words of the application's payment steps, which appear once a department is chosen and the
 * terms agreed: loaded with them on the first interaction with the form, not with the page
 * (docs/decisions/081-submit-path-on-first-interaction.md).
 */
export const joinUsPaymentContent = {
  /** An amount in taka and a count, as the page writes them. */
  amount: (taka: number) => `${taka} TK`,
  count: (n: number) => String(n),
  payment: {
    title: "Payment Calculation",
    departmentsLabel: "Number of departments",
    totalLabel: "Total Amount",
    note: (fee: number) => `The membership fee is ${fee} TK, whatever the number of departments you choose.`,
  },
  paymentTypeTitle: "Payment Type",
  paymentTypes: { cash: "Cash", online: "Online (bKash or Nagad)" },
  /** A wallet among the online choices: its name and number. */
  walletLabel: (wallet: { name: string; nameBn: string; number: string }) => `${wallet.name}: ${wallet.number}`,
  cashNote: (fee: number) => `Pay ${fee} TK in cash at the club room during office hours.`,
  onlineIntro: (fee: number) => `Send ${fee} TK to one of the club's numbers below, then tell us where it came from.`,
  paymentNumberTitle: "Payment Number",
  labels: {
    accountName: "Account Name",
    accountNumber: "Account Number",
    transactionId: "Transaction ID",
  },
  /** The notices of a submit's outcome (beside join-us.ts's two for a submit path that could not load). */
  notices: {
    validationTitle: "Validation Error",
    feeUnavailable: "The membership fee could not be loaded, so the application cannot be sent yet. Please check your connection and try again.",
    successTitle: "Application submitted successfully!",
    successText: "We received your details. You'll be contacted soon.",
  },
  /** The confirmation after a stored application, and the notice after a refused one (the confirmation's words). */
  confirmation: {
    keep: confirmationContent.keep.application as string,
    statusLink: confirmationContent.statusLink as string,
    appliedBefore: confirmationContent.appliedBefore as string,
    referenceLabel: confirmationContent.referenceLabel as string,
    close: confirmationContent.close as string,
    noReference: confirmationContent.noReference as string,
  },
};
