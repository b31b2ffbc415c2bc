import type { contactConfirmationContent as english } from "../contact-confirmation.ts";
import { confirmationContent } from "./confirmation.ts";

/** The confirmation after a stored message, in Bangla (../contact-confirmation.ts): the confirmation's Bangla words. */
export const contactConfirmationContent: typeof english = {
  title: confirmationContent.messageTitle,
  keep: confirmationContent.keep.message,
  referenceLabel: confirmationContent.referenceLabel,
  close: confirmationContent.close,
  noReference: confirmationContent.noReference,
};
