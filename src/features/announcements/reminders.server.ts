import { inLanguage } from "#shared/in-language.ts";
import { pathInLang } from "#shared/lang.ts";
import { asLang } from "#shared/submission-language.ts";
import type { ActivityActor } from "#features/activity/contract.ts";
import { claimReminders, readReminderDetails } from "./reminders.store.server.ts";
import { eventReminder } from "./mail.server.ts";
import { ticketQrAttachment } from "#server/mail/messages.ts";
import { qrCodePng } from "#server/qr-code.ts";
import { registrationTicketUrl } from "#features/check-in/service.server.ts";
import type { UnitOfWork } from "#server/unit-of-work.ts";

// The day-before reminder: each confirmed registrant with an e-mail address of an
// event starting on the next Dhaka day gets one letter with their ticket, unless the event's reminders
// are off. A claim row per registration (event_reminders) is written with the letter in one
// transaction, so no registration is reminded twice, by one process or two.

const dayMs = 24 * 60 * 60 * 1000;
/** Dhaka is UTC+6 all year (no daylight saving). */
const dhakaOffsetMs = 6 * 60 * 60 * 1000;

/** The server itself, for the activity log. */
export const reminderActor: ActivityActor = { id: null, email: null };

/** At most this many letters a transaction; the sweep runs batches until one is short. */
export const reminderBatch = 200;

/** The next Dhaka calendar day as an instant range [from, to). */
export function tomorrowInDhaka(now: Date): { from: Date; to: Date } {
  const todayStart = Math.floor((now.getTime() + dhakaOffsetMs) / dayMs) * dayMs - dhakaOffsetMs;
  return { from: new Date(todayStart + dayMs), to: new Date(todayStart + 2 * dayMs) };
}

/**
 * Claims and writes one batch of reminders in the caller's unit of work; answers how many. Nothing
 * while e-mail is off: there is nothing to send, and nothing is claimed.
 */
export async function sendReminderBatch(work: UnitOfWork, options: { now: Date; ticketSecret: Buffer; limit?: number }): Promise<number> {
  if (!work.mail.enabled) return 0;
  const ids = await claimReminders(work.tx, tomorrowInDhaka(options.now), options.limit ?? reminderBatch);
  if (ids.length === 0) return 0;
  const siteUrl = work.mail.siteUrl;
  const letters = [];
  for (const row of await readReminderDetails(work.tx, ids)) {
    const lang = asLang(row.lang);
    const url = registrationTicketUrl(siteUrl, options.ticketSecret, { id: row.id, eventId: row.eventId, reference: row.reference });
    // The QR code carries the ticket's one address; the letter links to the page in its language.
    const shown = lang === "en" ? url : `${siteUrl}${pathInLang(url.slice(siteUrl.length), lang)}`;
    letters.push(
      eventReminder(
        {
          to: row.email,
          reference: row.reference,
          eventTitle: inLanguage(row.eventTitle, row.eventTitleBn, lang),
          startsAt: row.startsAt,
          location: row.location === null ? null : inLanguage(row.location, row.locationBn, lang),
          categoryName: inLanguage(row.categoryName, row.categoryNameBn, lang),
          ticket: { url: shown, qrCode: ticketQrAttachment(await qrCodePng(url)) },
        },
        lang,
      ),
    );
  }
  await work.mail.enqueue(letters);
  await work.activity.record({ actor: reminderActor, action: "event-reminders-sent", subjectType: "event-reminders", details: { count: letters.length } });
  return letters.length;
}
