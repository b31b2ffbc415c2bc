import type { ApplicationStatus } from "#features/applications/contract.ts";
import { consolePagePaths } from "../../shared/console/paths.ts";
import { statusPageUrl } from "../../shared/status-letters.ts";
import type { FormField } from "../../shared/registration-form-fields.ts";
import type { RegistrationData } from "../../shared/registration-validation.ts";
import { eventCalendarFile } from "../calendar.ts";
import type { UnitOfWork } from "../unit-of-work.ts";
import { readRegistrationMailDetails } from "#features/events/service.server.ts";
import { readSeatLetter } from "#features/registrations/service.server.ts";
import { readMemberCardsByReference } from "#features/members/service.server.ts";
import { noteStatusMail } from "#features/applications/service.server.ts";
import { memberCardUrl } from "#features/members/rules.ts";
import { organiserNotice, registrantAddress, ticketQrAttachment, type NoticeSubject } from "./messages.ts";
import * as englishLetters from "./messages.ts";
import * as banglaLetters from "./messages-bn.ts";
import { inLanguage } from "../../shared/in-language.ts";
import { pathInLang, type Lang } from "../../shared/lang.ts";
import { asLang } from "../../shared/submission-language.ts";
import { organisersToNotify, type NotificationKind } from "./notifications.ts";
import type { MailAttachment, OutgoingMail } from "../db/repositories/mail.ts";
import { qrCodePng } from "../qr-code.ts";
import { registrationTicketUrl, ticketSecret } from "../tickets.ts";

// What each submission or change sends, written in the caller's unit of work (unit-of-work.ts),
// which kicks the mail worker once it has committed. A visitor's e-mail is in the language of the
// page the submission came from (the row's `lang`), with links
// to the pages in that language; organisers' notices are in English, as the console is.

/** The letters to a visitor in their language: each module has the same functions. */
const lettersIn = (lang: Lang) => (lang === "bn" ? banglaLetters : englishLetters);

/** An address on this site in `lang`: a Bangla e-mail links to the Bangla pages. */
function urlInLang(siteUrl: string, url: string, lang: Lang): string {
  return lang === "en" || !url.startsWith(`${siteUrl}/`) ? url : `${siteUrl}${pathInLang(url.slice(siteUrl.length), lang)}`;
}


async function notices(
  work: UnitOfWork,
  kind: NotificationKind,
  subject: NoticeSubject,
  reference: string,
  consolePath: string,
  about?: string,
): Promise<OutgoingMail[]> {
  const consoleUrl = `${work.mail.siteUrl}${consolePath}`;
  return (await organisersToNotify(work.tx, kind)).map((to) => organiserNotice({ to, subject, reference, consoleUrl, about }));
}

export async function queueApplicationMail(
  work: UnitOfWork,
  application: { id: string; reference: string; fullName: string; email: string; lang?: Lang },
): Promise<void> {
  if (!work.mail.enabled) return;
  const { id, reference } = application;
  const lang = application.lang ?? "en";
  await work.mail.enqueue([
    lettersIn(lang).applicationReceived({ to: application.email, name: application.fullName, reference, statusUrl: statusPageUrl(work.mail.siteUrl, reference, lang) }),
    ...(await notices(work, "applications", "application", reference, `${consolePagePaths.applications}/${id}`)),
  ]);
}

export async function queueMessageMail(
  work: UnitOfWork,
  message: { id: string; reference: string; name: string; email: string; subject: string | null | undefined; lang?: Lang },
): Promise<void> {
  if (!work.mail.enabled) return;
  const { id, reference } = message;
  await work.mail.enqueue([
    lettersIn(message.lang ?? "en").messageReceived({ to: message.email, name: message.name, reference, subject: message.subject ?? null }),
    ...(await notices(work, "messages", "message", reference, `${consolePagePaths.messages}/${id}`)),
  ]);
}

export interface RegistrationMail {
  id: string;
  reference: string;
  /**
   * A confirmed registration gets its ticket with the confirmation; a waitlisted one when a seat is
   * given; a paid category's (payment pending) when its payment is verified.
   */
  status: "confirmed" | "waitlisted" | "payment_pending";
  /** The server's ticket secret (tickets.ts), read by the caller outside the transaction. */
  ticketSecret: Buffer;
  eventId: string;
  categoryId: string;
  fields: FormField[];
  answers: RegistrationData;
  /** The language of the page it was sent from; English when left out. */
  lang?: Lang;
}

/**
 * The confirmation, with the answers and the event's calendar file (calendar.ts), goes to the form's
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

export async function queueStatusMail(
  work: UnitOfWork,
  changes: { reference: string; fullName: string; email: string; status: ApplicationStatus; reason: string | null; lang?: Lang; changeId?: string }[],
): Promise<void> {
  if (!work.mail.enabled) return;
  // An approval's letter carries the member number and card given in the same transaction.
  const cards = await readMemberCardsByReference(
    work.tx,
    changes.filter((change) => change.status === "approved").map((change) => change.reference),
  );
  const mailIds = await work.mail.enqueue(
    changes.map((change) => {
      const card = cards.get(change.reference);
      const lang = change.lang ?? "en";
      return lettersIn(lang).applicationStatusChanged({
        to: change.email,
        name: change.fullName,
        reference: change.reference,
        status: change.status,
        reason: change.reason,
        statusUrl: statusPageUrl(work.mail.siteUrl, change.reference, lang),
        member: card && { memberNumber: card.memberNumber, cardUrl: urlInLang(work.mail.siteUrl, memberCardUrl(work.mail.siteUrl, card.cardToken), lang) },
      });
    }),
  );
  // Each change notes its e-mail, so the "Tell them" page can say whether it went.
  await noteStatusMail(
    work.tx,
    changes.flatMap((change, index) => (change.changeId && mailIds[index] ? [{ changeId: change.changeId, mailId: mailIds[index] }] : [])),
  );
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
