import { consoleAreas, mayUse, type OrganiserRole } from "../../shared/console/roles.ts";
import type { NotificationSettings } from "../../shared/console/mail.ts";
import type { Database } from "../db/client.ts";
import { organisersToNotify as notifiedOrganisers, type NotificationKind, type OutgoingMail } from "../db/repositories/mail.ts";
import type { UnitOfWork } from "../unit-of-work.ts";
import { organiserNotice, type NoticeSubject } from "./messages.ts";

export type { NotificationKind } from "../db/repositories/mail.ts";

/** The console area whose readers may be told of each kind of submission. */
const areaOf = { applications: "applications", registrations: "registrations", messages: "messages" } as const satisfies Record<NotificationKind, string>;

/** What each role may ask to be told of: only submissions it may read in the console. */
export function allowedNotifications(role: OrganiserRole): NotificationSettings {
  return {
    applications: mayUse(role, areaOf.applications),
    registrations: mayUse(role, areaOf.registrations),
    messages: mayUse(role, areaOf.messages),
  };
}

/** The addresses of enabled organisers who asked to be told of this kind and whose role may read it. */
export async function organisersToNotify(tx: Database, kind: NotificationKind): Promise<string[]> {
  return notifiedOrganisers(tx, kind, consoleAreas[areaOf[kind]]);
}

/** The notices of a new submission to the organisers who asked for them, in English, linking to its console page. */
export async function notices(
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
