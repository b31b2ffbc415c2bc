import { consolePagePaths } from "#shared/console/paths.ts";
import { statusPageUrl } from "#shared/status-letters.ts";
import type { FormField } from "#shared/registration-form-fields.ts";
import type { RegistrationData } from "#shared/registration-validation.ts";
import { inLanguage } from "#shared/in-language.ts";
import type { Lang } from "#shared/lang.ts";
import { asLang } from "#shared/submission-language.ts";
import type { UnitOfWork } from "#server/unit-of-work.ts";
import { urlInLang } from "#server/mail/language.ts";
import { ticketQrAttachment } from "#server/mail/messages.ts";
import { notices } from "#server/mail/notifications.ts";
import type { MailAttachment } from "#server/db/repositories/mail.ts";
import { qrCodePng } from "#server/qr-code.ts";
import { registrationTicketUrl, ticketSecret } from "#features/check-in/service.server.ts";
import { eventCalendarFile, readRegistrationMailDetails } from "#features/events/service.server.ts";
import { readSeatLetter } from "./status.store.server.ts";
import { registrantAddress } from "./letters.server.ts";
import * as englishLetters from "./letters.server.ts";
import * as banglaLetters from "./letters-bn.server.ts";

// What a registration and its seat's changes send, written in the caller's unit of work, which kicks
// the mail worker once it has committed. The registrant's letters are in the language of the page
// they registered from, with links to the pages in it.

/** The letters to a visitor in their language: each module has the same functions. */
const lettersIn = (lang: Lang) => (lang === "bn" ? banglaLetters : englishLetters);

export interface RegistrationMail {
  id: string;
  reference: string;
  /**
   * A confirmed registration gets its ticket with the confirmation; a waitlisted one when a seat is
   * given; a paid category's (payment pending) when its payment is verified.
   */
  status: "confirmed" | "waitlisted" | "payment_pending";
  /** The server's ticket secret (the door's tickets.server.ts), read by the caller outside the transaction. */
  ticketSecret: Buffer;
  eventId: string;
  categoryId: string;
  fields: FormField[];
  answers: RegistrationData;
  /** The language of the page it was sent from; English when left out. */
  lang?: Lang;
}

/**
 * The confirmation, with the answers and the event's calendar file (the events' calendar.server.ts), goes to the form's
 * first e-mail answer; a form without one sends only the organisers' notices.
 */
export async function queueRegistrationMail(work: UnitOfWork, registration: RegistrationMail): Promise<void> {
  if (!work.mail.enabled) return;
  const details = await readRegistrationMailDetails(work.tx, registration.eventId, registration.categoryId);
  if (!details) return;
  const to = registrantAddress(registration.fields, registration.answers);
  const calendar = eventCalendarFile(details.event);
  const attachments: MailAttachment[] = [
    { filename: calendar.filename, contentType: calendar.contentType, content: Buffer.from(calendar.content, "utf8").toString("base64") },
  ];
  const ticketUrl = registration.status === "confirmed" && to !== undefined ? registrationTicketUrl(work.mail.siteUrl, registration.ticketSecret, registration) : undefined;
  // The QR code carries the ticket's address as the door reads it; the letter links to the page in its language.
  if (ticketUrl) attachments.unshift(ticketQrAttachment(await qrCodePng(ticketUrl)));
  const lang = registration.lang ?? "en";
  const { event, bn } = details;
  const confirmation =
    to === undefined
      ? []
      : [
          lettersIn(lang).registrationConfirmation({
            ...registration,
            to,
            // The editor's Bangla title, place and category in a Bangla letter; the calendar file keeps the event's own.
            event: lang === "en" ? event : { ...event, title: inLanguage(event.title, bn.title, lang), location: inLanguage(event.location, bn.location, lang) },
            categoryName: inLanguage(details.categoryName, bn.categoryName, lang),
            statusUrl: statusPageUrl(work.mail.siteUrl, registration.reference, lang),
            attachments,
            ticketUrl: ticketUrl && urlInLang(work.mail.siteUrl, ticketUrl, lang),
          }),
        ];
  await work.mail.enqueue([
    ...confirmation,
    ...(await notices(
      work,
      "registrations",
      "registration",
      registration.reference,
      `${consolePagePaths.registrations}/${registration.id}`,
      details.event.title,
    )),
  ]);
}

/**
 * A registrant confirmed from the waiting list is told of their seat, at the form's e-mail answer.
 * Answers whether an e-mail was written: not with e-mail off or without an address.
 */
export async function queueSeatMail(
  work: UnitOfWork,
  registrationId: string,
  options: { kind?: "seat" | "paid" | "expired"; ticketSecret?: Buffer } = {},
): Promise<boolean> {
  if (!work.mail.enabled) return false;
  const letter = await readSeatLetter(work.tx, registrationId);
  if (!letter?.email) return false;
  const kind = options.kind ?? "seat";
  const lang = asLang(letter.lang);
  const letters = lettersIn(lang);
  const base = {
    to: letter.email,
    reference: letter.reference,
    eventTitle: inLanguage(letter.eventTitle, letter.eventTitleBn, lang),
    categoryName: inLanguage(letter.categoryName, letter.categoryNameBn, lang),
    statusUrl: statusPageUrl(work.mail.siteUrl, letter.reference, lang),
  };
  if (kind === "expired") {
    await work.mail.enqueue([letters.registrationPaymentExpired(base)]);
    return true;
  }
  // A confirmed seat comes with its ticket; a paid category's seat waiting for its
  // payment gets the ticket with the letter that says it was paid.
  let ticket: { url: string; qrCode: MailAttachment } | undefined;
  if (letter.status === "confirmed") {
    const secret = options.ticketSecret ?? (await ticketSecret(work.tx));
    const url = registrationTicketUrl(work.mail.siteUrl, secret, { id: registrationId, eventId: letter.eventId, reference: letter.reference });
    ticket = { url: urlInLang(work.mail.siteUrl, url, lang), qrCode: ticketQrAttachment(await qrCodePng(url)) };
  }
  const write = kind === "paid" ? letters.registrationPaymentVerified : letters.registrationSeatGiven;
  await work.mail.enqueue([write({ ...base, ...(ticket ? { ticket } : {}) })]);
  return true;
}
