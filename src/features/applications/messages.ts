/**
 * Join Us's messages, apart from its zod schema (rules.ts) so that a paid event category's
 * payment fields (registration-payment.ts) say the same words without bringing zod into their chunk.
 */
/** The messages of spec section 5, in the spec's order: the notice lists failures in this order. */
export const applicationMessages = {
  nameRequired: "Name is required",
  rollRequired: "College Roll is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  termsRequired: "You must agree to the terms and conditions",
  departmentRequired: "Please select at least one department",
  paymentTypeRequired: "Please select a payment type",
  paymentNumberRequired: "Please select a payment number for online payment",
  accountNameRequired: "Account name is required for online payment",
  accountNumberRequired: "Account number is required for online payment",
  transactionIdRequired: "Transaction ID is required for online payment",
} as const;
