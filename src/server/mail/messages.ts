import { siteConfig } from "../../shared/site-config.ts";
import type { MailAttachment, OutgoingMail } from "../db/repositories/mail.ts";

// The platform's e-mail, as plain text: the organisers' notices and set-up link, and the parts the
// features' letters share (the signature, a ticket's QR code as an attachment). Each is a function
// of what the cause already has in hand; none reads the database.

const club = siteConfig.shortName;

/** The end of every letter: the club's name under the signature line. */
export const signature = `\n\n-- \n${club}`;

/** A ticket's QR code as an e-mail shows it: a PNG inside the message (many mail programs block SVG). */
export function ticketQrAttachment(png: Buffer): MailAttachment {
  return { filename: "ticket-qr-code.png", contentType: "image/png", content: png.toString("base64"), cid: "ticket-qr-code" };
}

export type NoticeSubject = "application" | "registration" | "message";

/**
 * A notice to an organiser of a new submission: what arrived, its reference and where to read it,
 * nothing of what the visitor wrote (the organiser reads that in the console, signed in).
 */
export function organiserNotice(input: { to: string; subject: NoticeSubject; reference: string; consoleUrl: string; about?: string }): OutgoingMail {
  const what = { application: "membership application", registration: "event registration", message: "message" }[input.subject];
  const about = input.about ? ` for ${input.about}` : "";
  return {
    kind: "organiser-notice",
    to: input.to,
    subject: `New ${what}${about} (${input.reference})`,
    text:
      `A new ${what}${about} has arrived: ${input.reference}.\n\nRead it in the console (signed in):\n${input.consoleUrl}\n\n` +
      "You get these notices because you asked for them; turn them off under Notifications in the console." +
      signature,
  };
}

export function organiserSetupLink(input: { to: string; name: string; setupLink: string }): OutgoingMail {
  return {
    kind: "organiser-setup-link",
    to: input.to,
    subject: `Set up your ${club} organiser account`,
    text:
      `Dear ${input.name},\n\nAn admin has given you an organiser account for ${club}'s website. ` +
      `Choose your password with this link (it works once and expires):\n${input.setupLink}\n\n` +
      "If you did not expect this, ignore this e-mail." +
      signature,
  };
}
