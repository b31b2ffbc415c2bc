import { z } from "zod";
import { legalVersionMessages, legalVersions } from "./legal-versions.ts";

/**
 * The versions a submission accepted: the form sends the ids it was built with,
 * and only the current ones pass. An older id, or none, means the page was opened before a text
 * changed: refused at the field with the sentence that says to reload it.
 */
export const consentVersionFields = {
  privacyPolicyVersion: z.literal(legalVersions.privacyPolicy.id, { error: legalVersionMessages.privacyPolicy }),
  termsVersion: z.literal(legalVersions.terms.id, { error: legalVersionMessages.terms }),
};
