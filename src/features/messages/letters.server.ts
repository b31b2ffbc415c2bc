import { siteConfig } from "#shared/site-config.ts";
import type { OutgoingMail } from "#server/db/repositories/mail.ts";
import { signature } from "#server/mail/messages.ts";

const club = siteConfig.shortName;

/** A message's acknowledgement to its sender, as plain text. */
export function messageReceived(input: { to: string; name: string; reference: string; subject: string | null }): OutgoingMail {
  const about = input.subject ? ` about "${input.subject}"` : "";
  return {
    kind: "message-received",
    to: input.to,
    subject: `We received your message (${input.reference})`,
    text:
      `Dear ${input.name},\n\nThank you for writing to ${club}. We have received your message${about} and will answer by e-mail.\n\n` +
      `Your reference: ${input.reference}` +
      signature,
  };
}
