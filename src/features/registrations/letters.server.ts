import { registrationStatusLetter } from "#shared/status-letters.ts";
import { dhakaDateTime } from "#shared/club-time.ts";
import { fieldKind, isUploadKind, type FormField } from "#shared/registration-form-fields.ts";
import type { RegistrationData } from "#shared/registration-validation.ts";
import type { MailAttachment, OutgoingMail } from "#server/db/repositories/mail.ts";
import { signature } from "#server/mail/messages.ts";

// The e-mail a registrant gets, as plain text: the confirmation and the seat's letters. Each is a
// function of what the cause already has in hand; none reads the database.

export interface RegistrationConfirmation {
  to: string;
  reference: string;
  event: { title: string; startsAt: Date | string; location: string | null };
  categoryName: string;
  /** The status page with the reference filled in: a seat or the place on the waiting list. */
  statusUrl: string;
  fields: FormField[];
  answers: RegistrationData;
  /** The event's calendar file, and anything else to send with it. */
  attachments?: MailAttachment[];
  /** A confirmed registration's ticket page; its QR code is one of the attachments, shown inline. */
  ticketUrl?: string;
  /** A paid category's registration waits for its payment: the letter says the seat is held. */
  status?: "confirmed" | "waitlisted" | "payment_pending";
}

export function registrationConfirmation(input: RegistrationConfirmation): OutgoingMail {
  const lines = input.fields
    .filter((field) => input.answers[field.name] !== undefined && input.answers[field.name] !== "")
    .map((field) => `${field.label}: ${answerText(field, input.answers[field.name]!)}`);
  const where = input.event.location ? `\nWhere: ${input.event.location}` : "";
  return {
    kind: "registration-confirmation",
    to: input.to,
    subject: `Registered for ${input.event.title} (${input.reference})`,
    text:
      (input.status === "waitlisted"
        ? `Your registration for ${input.event.title}, ${input.categoryName}, is in, and you are on the waiting list. We will tell you if a seat frees up.\n\n`
        : `You are registered for ${input.event.title}, ${input.categoryName}.\n\n`) +
      `Your reference: ${input.reference}\nCheck its status: ${input.statusUrl}\n` +
      (input.ticketUrl ? `Your ticket: ${input.ticketUrl}\n(Show its QR code at the door, on your phone or printed.)\n` : "") +
      (input.status === "payment_pending" ? "Your seat is held while we verify your payment; your ticket comes with the e-mail that says it is paid.\n" : "") +
      `When: ${dhakaDateTime(input.event.startsAt)} (Dhaka time)${where}\n\n` +
      `Your answers:\n${lines.join("\n")}` +
      (input.attachments?.length ? "\n\nThe event is attached as a calendar file (.ics) you can add to your calendar." : "") +
      signature,
    attachments: input.attachments,
  };
}

/** A letter about a registration's seat: whom, which, where its status is, and the ticket it comes with. */
export interface SeatLetter {
  to: string;
  reference: string;
  eventTitle: string;
  categoryName: string;
  statusUrl: string;
  /** The ticket the seat comes with, and its QR code as an inline attachment. */
  ticket?: { url: string; qrCode: MailAttachment };
}

/** The ticket's lines at the end of a seat's letter (its QR code goes as an inline attachment). */
const ticketLines = (ticket: SeatLetter["ticket"]) => (ticket ? `\n\nYour ticket: ${ticket.url}\n(Show its QR code at the door, on your phone or printed.)` : "");

/** A seat for a registrant who was on the waiting list, in the words an organiser's WhatsApp message uses. */
export function registrationSeatGiven(input: SeatLetter): OutgoingMail {
  const ticket = ticketLines(input.ticket);
  return {
    kind: "registration-seat",
    to: input.to,
    subject: `A seat for you at ${input.eventTitle} (${input.reference})`,
    text: registrationStatusLetter({ ...input, status: "confirmed" }) + ticket + signature,
    ...(input.ticket ? { attachments: [input.ticket.qrCode] } : {}),
  };
}

/** A paid category's registration whose payment was verified: paid, and the seat is theirs. */
export function registrationPaymentVerified(input: SeatLetter): OutgoingMail {
  const ticket = ticketLines(input.ticket);
  return {
    kind: "registration-seat",
    to: input.to,
    subject: `Payment received: you are registered for ${input.eventTitle} (${input.reference})`,
    text:
      `Hello,\n\nWe have received your payment for ${input.eventTitle} (${input.categoryName}): it is paid and your registration is confirmed.\n\n` +
      `Your reference: ${input.reference}\nCheck it any time: ${input.statusUrl}` +
      ticket +
      signature,
    ...(input.ticket ? { attachments: [input.ticket.qrCode] } : {}),
  };
}

/** A paid category's registration whose payment did not arrive in time: cancelled, the seat freed. */
export function registrationPaymentExpired(input: Omit<SeatLetter, "ticket">): OutgoingMail {
  return {
    kind: "registration-seat",
    to: input.to,
    subject: `Registration cancelled: payment not received in time (${input.reference})`,
    text:
      `Hello,\n\nWe did not receive the payment for your registration for ${input.eventTitle} (${input.categoryName}) in time, so it has been cancelled and its seat given up. ` +
      `You are welcome to register again while registration is open.\n\n` +
      `Your reference: ${input.reference}\nCheck it any time: ${input.statusUrl}` +
      signature,
  };
}

/** The visitor's e-mail address among the answers: the first e-mail field answered. */
export function registrantAddress(fields: FormField[], answers: RegistrationData): string | undefined {
  for (const field of fields) {
    const value = answers[field.name];
    if (field.type === "email" && typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return undefined;
}

function answerText(field: FormField, value: string | string[]): string {
  if (isUploadKind(fieldKind(field.type))) return "(file received)";
  return Array.isArray(value) ? value.join(", ") : value;
}
