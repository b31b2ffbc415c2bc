import { randomBytes } from "node:crypto";
import { dhakaDateTime } from "#shared/club-time.ts";
import { banglaDateTime } from "#shared/club-time-bn.ts";
import { unsubscribePathPrefix } from "./contract.ts";
import { pathInLang, type Lang } from "#shared/lang.ts";
import { siteConfig } from "#shared/site-config.ts";
import { clubShortNameBn } from "#shared/status-letters-bn.ts";
import type { Database } from "#server/db/client.ts";
import type { LetterTemplate } from "./store.server.ts";
import { keptSecret } from "#server/db/repositories/server-secrets.ts";
import type { MailAttachment, OutgoingMail } from "#server/db/repositories/mail.ts";

// Letters to a group and the day-before reminder, in English and Bangla.

/** What follows an announcement's text: the signature and the person's own unsubscribe address. */
export const announcementFooter = {
  en: `\n\n-- \n${siteConfig.shortName}\nYou get this because you registered for our event or are a member. To get no more letters like this: `,
  bn: `\n\n-- \n${clubShortNameBn}\nআমাদের অনুষ্ঠানে নিবন্ধন করেছেন বা সদস্য বলে আপনি এই চিঠি পাচ্ছেন। এমন চিঠি আর না চাইলে: `,
} as const;

/** The unsubscribe page's address in `lang`, without its token. */
export const unsubscribeBase = (siteUrl: string, lang: Lang) => `${siteUrl}${pathInLang(unsubscribePathPrefix, lang)}`;

/** The secret of unsubscribe links, made once and kept in the database for every process (as the ticket secret). */
export function unsubscribeSecret(db: Database): Promise<string> {
  return keptSecret(db, "unsubscribe-links", () => randomBytes(32).toString("hex"));
}

export function letterTemplate(siteUrl: string, tokenSecret: string): LetterTemplate {
  return {
    tokenSecret,
    footer: announcementFooter.en,
    footerBn: announcementFooter.bn,
    unsubscribeBase: unsubscribeBase(siteUrl, "en"),
    unsubscribeBaseBn: unsubscribeBase(siteUrl, "bn"),
    messageIdDomain: new URL(siteUrl).hostname,
  };
}

/** One letter as a person gets it: the SQL that writes the outbox builds the same text (repositories/announcements.ts). */
export function renderAnnouncement(letter: { subject: string; body: string; subjectBn: string; bodyBn: string }, lang: Lang, siteUrl: string, token: string) {
  return lang === "bn"
    ? { lang, subject: letter.subjectBn, text: letter.bodyBn + announcementFooter.bn + unsubscribeBase(siteUrl, "bn") + token }
    : { lang, subject: letter.subject, text: letter.body + announcementFooter.en + unsubscribeBase(siteUrl, "en") + token };
}

/** The letter shown on the WhatsApp list: the text without the e-mail's unsubscribe line. */
export function whatsAppLetter(letter: { subject: string; body: string; subjectBn: string; bodyBn: string }, lang: Lang): string {
  return lang === "bn" ? `${letter.subjectBn}\n\n${letter.bodyBn}\n\n— ${clubShortNameBn}` : `${letter.subject}\n\n${letter.body}\n\n— ${siteConfig.shortName}`;
}

export interface ReminderLetter {
  to: string;
  reference: string;
  eventTitle: string;
  startsAt: Date;
  location: string | null;
  categoryName: string;
  ticket: { url: string; qrCode: MailAttachment };
}

/** The day-before reminder, with the ticket as the confirmation carries it (link and inline QR code). */
export function eventReminder(input: ReminderLetter, lang: Lang): OutgoingMail {
  if (lang === "bn") {
    const where = input.location ? `\nকোথায়: ${input.location}` : "";
    return {
      kind: "event-reminder",
      to: input.to,
      subject: `আগামীকাল: ${input.eventTitle} (${input.reference})`,
      text:
        `শুভেচ্ছা,\n\nমনে করিয়ে দিচ্ছি: ${input.eventTitle} (${input.categoryName}) আগামীকাল।\n\nকখন: ${banglaDateTime(input.startsAt)} (ঢাকার সময়)${where}\n` +
        `আপনার রেফারেন্স নম্বর: ${input.reference}\n\nআপনার টিকিট: ${input.ticket.url}\n(প্রবেশপথে এর কিউআর কোড দেখান: ফোনে অথবা প্রিন্ট করে।)` +
        `\n\n-- \n${clubShortNameBn}`,
      attachments: [input.ticket.qrCode],
      lang: "bn",
    };
  }
  const where = input.location ? `\nWhere: ${input.location}` : "";
  return {
    kind: "event-reminder",
    to: input.to,
    subject: `Tomorrow: ${input.eventTitle} (${input.reference})`,
    text:
      `A reminder: ${input.eventTitle} (${input.categoryName}) is tomorrow.\n\nWhen: ${dhakaDateTime(input.startsAt)} (Dhaka time)${where}\n` +
      `Your reference: ${input.reference}\n\nYour ticket: ${input.ticket.url}\n(Show its QR code at the door, on your phone or printed.)` +
      `\n\n-- \n${siteConfig.shortName}`,
    attachments: [input.ticket.qrCode],
  };
}
