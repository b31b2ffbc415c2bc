import { confirmationContent } from "./confirmation.ts";

/**
 * The confirmation after a stored message (the confirmation's words, content/confirmation.ts):
 * loaded with the contact form's submit path, in the page's language (bn/contact-confirmation.ts).
 */
export const contactConfirmationContent = {
  title: confirmationContent.messageTitle as string,
  keep: confirmationContent.keep.message as string,
  referenceLabel: confirmationContent.referenceLabel as string,
  close: confirmationContent.close as string,
  noReference: confirmationContent.noReference as string,
};
