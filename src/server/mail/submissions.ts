import type { ApplicationStatus } from "../../shared/console/applications.ts";
import { consolePagePaths } from "../../shared/console/paths.ts";
import { paths } from "../../shared/routes.ts";
import type { FormField } from "../../shared/registration-form.ts";
import type { RegistrationData } from "../../shared/registration-validation.ts";
import { eventCalendarFile } from "../calendar.ts";
import type { Database } from "../db/client.ts";
import { readRegistrationMailDetails } from "../db/repositories/events.ts";
import {
  applicationReceived,
  applicationStatusChanged,
  messageReceived,
  organiserNotice,
  registrantAddress,
  registrationConfirmation,
  type NoticeSubject,
} from "./messages.ts";
import { organisersToNotify, type NotificationKind } from "./notifications.ts";
import type { MailAttachment, OutgoingMail } from "../db/repositories/mail.ts";
import type { Mailer } from "./plugin.ts";

// What each submission or change sends, written with the caller's transaction (docs/decisions/074).
// Call mailer.kick() once that transaction has committed.

/** The status page, with the reference filled in. */
export function statusPageUrl(siteUrl: string, reference: string): string {
  return `${siteUrl}${paths.joinUsStatus}?reference=${encodeURIComponent(reference)}`;
}

async function notices(
  tx: Database,
  mailer: Mailer,
  kind: NotificationKind,
  subject: NoticeSubject,
  reference: string,
  consolePath: string,
  about?: string,
): Promise<OutgoingMail[]> {
  const consoleUrl = `${mailer.siteUrl}${consolePath}`;
  return (await organisersToNotify(tx, kind)).map((to) => organiserNotice({ to, subject, reference, consoleUrl, about }));
}

export async function queueApplicationMail(
  tx: Database,
  mailer: Mailer,
  application: { id: string; reference: string; fullName: string; email: string },
): Promise<void> {
  if (!mailer.enabled) return;
  const { id, reference } = application;
  await mailer.enqueue(tx, [
    applicationReceived({ to: application.email, name: application.fullName, reference, statusUrl: statusPageUrl(mailer.siteUrl, reference) }),
    ...(await notices(tx, mailer, "applications", "application", reference, `${consolePagePaths.applications}/${id}`)),
  ]);
}

export async function queueMessageMail(
  tx: Database,
  mailer: Mailer,
  message: { id: string; reference: string; name: string; email: string; subject: string | null | undefined },
): Promise<void> {
  if (!mailer.enabled) return;
  const { id, reference } = message;
  await mailer.enqueue(tx, [
    messageReceived({ to: message.email, name: message.name, reference, subject: message.subject ?? null }),
    ...(await notices(tx, mailer, "messages", "message", reference, `${consolePagePaths.messages}/${id}`)),
  ]);
}

export interface RegistrationMail {
  id: string;
  reference: string;
  eventId: string;
  categoryId: string;
  fields: FormField[];
  answers: RegistrationData;
}

/**
 * The confirmation, with the answers and the event's calendar file (calendar.ts), goes to the form's
 * first e-mail answer; a form without one sends only the organisers' notices.
 */
export async function queueRegistrationMail(tx: Database, mailer: Mailer, registration: RegistrationMail): Promise<void> {
  if (!mailer.enabled) return;
  const details = await readRegistrationMailDetails(tx, registration.eventId, registration.categoryId);
  if (!details) return;
  const to = registrantAddress(registration.fields, registration.answers);
  const calendar = eventCalendarFile(details.event);
  const attachments: MailAttachment[] = [
    { filename: calendar.filename, contentType: calendar.contentType, content: Buffer.from(calendar.content, "utf8").toString("base64") },
  ];
  const confirmation =
    to === undefined
      ? []
      : [registrationConfirmation({ ...registration, to, event: details.event, categoryName: details.categoryName, attachments })];
  await mailer.enqueue(tx, [
    ...confirmation,
    ...(await notices(
      tx,
      mailer,
      "registrations",
      "registration",
      registration.reference,
      `${consolePagePaths.registrations}/${registration.id}`,
      details.event.title,
    )),
  ]);
}

export async function queueStatusMail(
  tx: Database,
  mailer: Mailer,
  changes: { reference: string; fullName: string; email: string; status: ApplicationStatus; reason: string | null }[],
): Promise<void> {
  if (!mailer.enabled) return;
  await mailer.enqueue(
    tx,
    changes.map((change) =>
      applicationStatusChanged({
        to: change.email,
        name: change.fullName,
        reference: change.reference,
        status: change.status,
        reason: change.reason,
        statusUrl: statusPageUrl(mailer.siteUrl, change.reference),
      }),
    ),
  );
}
