import type { MessageDictionary } from "../../shared/message-text.ts";
import { phoneHint } from "../../shared/phone.ts";
import { guardianText } from "#features/registrations/guardian.ts";
import { seatMessages } from "#features/events/rules.ts";
import { confirmationContent } from "./confirmation.ts";
import { joinUsPaymentContent } from "./join-us-payment.ts";
import { indianGroupedNumber } from "../../shared/number-text.ts";

/**
 * The registration dialog's texts (the dialog, its form, payment and guardian parts, the toasts and
 * the confirmation): loaded with the dialog's own code on first interaction, never with a page
 *. The Bangla twin is bn/registration.ts. Quoted strings from the spec stay exact.
 */
export const registrationText = {
  dialogTitle: (title: string) => `Register for ${title}`,
  dialogDescription: "Choose your category, then fill in the form.",
  openOriginalForm: "Open Original Form",
  openRegistrationForm: "Open Registration Form",
  redirectNote: "Registration for this event happens on the organisers' own form, which opens in a new tab.",
  embedNote: "You can register here, or on the organisers' original form.",
  noForms: "No registration forms available for this event.",
  noFields: "No registration form configured for this category.",
  categoryLabel: "Select Category",
  categoryPlaceholder: "Choose your category",
  fee: (feeTaka: number) => `Fee: ${indianGroupedNumber(feeTaka)} TK`,
  loadingCategories: "Loading categories...",
  loadingForm: "Loading form...",
  formLabel: "Registration form",
  submit: "Submit Registration",
  submitting: "Submitting...",
  submitted: { title: "Registration Submitted!", description: "Thank you for registering. We'll contact you soon with further details." },
  submitFailed: { title: "Error", description: "Failed to submit registration. Please try again." },
  /** The toast after a paid category's registration. */
  paymentPending: {
    title: "Registration Submitted!",
    description: "Your seat is held while the club checks your payment. We'll e-mail you once it is verified.",
  },
  /** A registration stored on the waiting list (features/events/rules.ts). */
  waitlisted: seatMessages.waitlisted as { title: string; description: string },
  unsupported: (type: string) => `Unsupported field type: ${type}`,
  phoneHint: phoneHint as string,
  upload: {
    uploading: "Uploading...",
    uploadingLabel: (label: string) => `Uploading ${label}`,
    done: "✓ File uploaded successfully",
    succeeded: { title: "File uploaded successfully", description: "Your file has been uploaded." },
    failed: { title: "Upload failed", description: "Failed to upload file. Please try again." },
  },
  payment: {
    title: joinUsPaymentContent.paymentTypeTitle as string,
    amount: (feeTaka: number) => `${joinUsPaymentContent.paymentTypeTitle}: ${feeTaka} TK`,
    cash: joinUsPaymentContent.paymentTypes.cash as string,
    online: joinUsPaymentContent.paymentTypes.online as string,
    cashNote: joinUsPaymentContent.cashNote as (feeTaka: number) => string,
    walletLabel: joinUsPaymentContent.walletLabel as (wallet: { name: string; nameBn: string; number: string }) => string,
    onlineIntro: joinUsPaymentContent.onlineIntro as (feeTaka: number) => string,
    numberTitle: joinUsPaymentContent.paymentNumberTitle as string,
    labels: joinUsPaymentContent.labels as { accountName: string; accountNumber: string; transactionId: string },
  },
  guardian: {
    title: guardianText.title as string,
    intro: guardianText.intro as string,
    /** The guardian fields' labels, placeholders and consent option (features/registrations/guardian.ts). */
    name: guardianText.name as string,
    phone: guardianText.phone as string,
    consentQuestion: guardianText.consentQuestion as string,
    consent: guardianText.consent as string,
    enter: (label: string) => `Enter ${label}`,
  },
  consent: { before: "By registering you agree to the", terms: "Terms of Services", and: "and the", privacy: "Privacy Policy", after: "." },
  confirmation: confirmationContent,
  /** English pages show the server's and the shared checks' messages as they are. */
  messages: undefined as MessageDictionary | undefined,
};

export type ConfirmationText = typeof confirmationContent;
