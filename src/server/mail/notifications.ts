import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { organiserNotifications, organisers } from "../db/schema.ts";
import { consoleAreas, mayUse, type OrganiserRole } from "../../shared/console/roles.ts";
import type { NotificationSettings } from "../../shared/console/mail.ts";

/** The console area whose readers may be told of each kind of submission. */
const areaOf = { applications: "applications", registrations: "registrations", messages: "messages" } as const;
export type NotificationKind = keyof typeof areaOf;

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
  const roles = consoleAreas[areaOf[kind]] as readonly string[];
  const rows = await tx
    .select({ email: organisers.email })
    .from(organiserNotifications)
    .innerJoin(organisers, eq(organisers.id, organiserNotifications.organiserId))
    .where(and(eq(organiserNotifications[kind], true), eq(organisers.disabled, false), inArray(organisers.role, [...roles])));
  return rows.map((row) => row.email);
}

export async function readNotificationSettings(db: Database, organiserId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      applications: organiserNotifications.applications,
      registrations: organiserNotifications.registrations,
      messages: organiserNotifications.messages,
    })
    .from(organiserNotifications)
    .where(eq(organiserNotifications.organiserId, organiserId));
  return row ?? { applications: false, registrations: false, messages: false };
}

export async function saveNotificationSettings(db: Database, organiserId: string, settings: NotificationSettings): Promise<void> {
  await db
    .insert(organiserNotifications)
    .values({ organiserId, ...settings })
    .onConflictDoUpdate({ target: organiserNotifications.organiserId, set: { ...settings, updatedAt: new Date() } });
}
