import { siteConfig } from "#shared/site-config.ts";
import { applicationStatusLetter } from "#shared/status-letters.ts";
import { applicationStatusLabels, type ApplicationStatus } from "./contract.ts";
import type { OutgoingMail } from "#server/db/repositories/mail.ts";
import { signature } from "#server/mail/messages.ts";

// The e-mail an applicant gets, as plain text: the acknowledgement and each change of status.

const club = siteConfig.shortName;

export function applicationReceived(input: { to: string; name: string; reference: string; statusUrl: string }): OutgoingMail {
  return {
    kind: "application-received",
    to: input.to,
    subject: `Application received (${input.reference})`,
    text:
      `Dear ${input.name},\n\nThank you for applying to join ${club}. We have received your application.\n\n` +
      `Your reference: ${input.reference}\n\n` +
      `You can check its status at any time with this reference and your e-mail address:\n${input.statusUrl}\n\n` +
      "We will write to you again when its status changes." +
      signature,
  };
}

export function applicationStatusChanged(input: {
  to: string;
  name: string;
  reference: string;
  status: ApplicationStatus;
  reason: string | null;
  statusUrl: string;
  member?: { memberNumber: string; cardUrl: string } | undefined;
}): OutgoingMail {
  return {
    kind: "application-status",
    to: input.to,
    subject: `Your application: ${applicationStatusLabels[input.status]} (${input.reference})`,
    text: applicationStatusLetter(input) + signature,
  };
}
