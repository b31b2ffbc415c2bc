import { and, asc, eq, sql } from "drizzle-orm";
import type { OrganiserChange, OrganiserListItem } from "./contract.ts";
import { consoleAreas, type OrganiserRole } from "#shared/console/roles.ts";
import type { Database } from "#server/db/client.ts";
import { activityLog, organisers, organiserSessions } from "#server/db/schema.ts";
import { recordActivity } from "#features/activity/service.server.ts";
import type { ActivityActor } from "#features/activity/contract.ts";
import { rotateDoorSecret } from "#features/check-in/service.server.ts";

// Organiser accounts: the console's list and changes, the CLI's count, and the checks sign-in
// makes. Passwords, sessions and set-up links are better-auth's (console/auth.ts, db/auth-adapter.ts,
// setup-links.ts).

/** An organiser's address and name, or undefined when there is no organiser with this id. */
export async function findOrganiser(db: Database, id: string): Promise<{ email: string; name: string } | undefined> {
  const [row] = await db.select({ email: organisers.email, name: organisers.name }).from(organisers).where(eq(organisers.id, id));
  return row;
}

/** Whether the organiser with this id or (lower-case) e-mail is disabled; undefined when there is none. */
export async function isOrganiserDisabled(db: Database, by: { id: string } | { email: string }): Promise<boolean | undefined> {
  const [row] = await db
    .select({ disabled: organisers.disabled })
    .from(organisers)
    .where("id" in by ? eq(organisers.id, by.id) : eq(organisers.email, by.email));
  return row?.disabled;
}

/** A new organiser without a password; undefined when the e-mail address is taken. */
export async function insertOrganiser(
  db: Database,
  organiser: { email: string; name: string; role: OrganiserRole },
): Promise<{ id: string } | undefined> {
  const [created] = await db
    .insert(organisers)
    .values({ email: organiser.email, name: organiser.name, role: organiser.role })
    .onConflictDoNothing()
    .returning({ id: organisers.id });
  return created;
}

/**
 * Changes an organiser's role or disables them, with its activity entry, in one transaction.
 * Disabling deletes their sessions. Refuses ("last-admin") to leave the console without an
 * enabled admin; the caller has already refused an admin's change of themself.
 */
export async function updateOrganiser(
  db: Database,
  organiserId: string,
  change: OrganiserChange,
  actor: ActivityActor,
): Promise<"changed" | "not-found" | "last-admin"> {
  return db.transaction(async (tx) => {
    // The enabled admins are locked first, in one order, so two admins demoting or disabling each
    // other at the same moment are serialised and cannot leave the console without one.
    const admins = await tx
      .select({ id: organisers.id })
      .from(organisers)
      .where(and(eq(organisers.role, "admin"), eq(organisers.disabled, false)))
      .orderBy(asc(organisers.id))
      .for("update");
    const [before] = await tx.select().from(organisers).where(eq(organisers.id, organiserId)).for("update");
    if (!before) return "not-found";
    const wasEnabledAdmin = before.role === "admin" && !before.disabled;
    const staysEnabledAdmin = (change.role ?? before.role) === "admin" && !(change.disabled ?? before.disabled);
    if (wasEnabledAdmin && !staysEnabledAdmin && admins.every((admin) => admin.id === organiserId)) return "last-admin";
    await tx
      .update(organisers)
      .set({ ...(change.role ? { role: change.role } : {}), ...(change.disabled !== undefined ? { disabled: change.disabled } : {}) })
      .where(eq(organisers.id, organiserId));
    if (change.disabled === true) await tx.delete(organiserSessions).where(eq(organiserSessions.userId, organiserId));
    // Someone who could open the door and no longer can: every event's offline key changes, so devices fetch a new list.
    const couldOpenDoor = !before.disabled && (consoleAreas.checkIn as readonly string[]).includes(before.role);
    const canOpenDoor = !(change.disabled ?? before.disabled) && (consoleAreas.checkIn as readonly string[]).includes(change.role ?? before.role);
    if (couldOpenDoor && !canOpenDoor) await rotateDoorSecret(tx);
    await recordActivity(tx, {
      actor,
      action: "organiser-changed",
      subjectType: "organiser",
      subjectId: organiserId,
      details: {
        email: before.email,
        ...(change.role && change.role !== before.role ? { role: { from: before.role, to: change.role } } : {}),
        ...(change.disabled !== undefined && change.disabled !== before.disabled ? { disabled: change.disabled } : {}),
      },
    });
    return "changed";
  });
}

/**
 * Every organiser, by name, with whether they have chosen a password yet and when they last
 * signed in (from the activity log), or only the one with this id.
 */
export async function listOrganisers(db: Database, onlyId?: string): Promise<OrganiserListItem[]> {
  const rows = await db
    .select({
      id: organisers.id,
      name: organisers.name,
      email: organisers.email,
      role: organisers.role,
      disabled: organisers.disabled,
      createdAt: organisers.createdAt,
      // Written out with aliases: drizzle leaves columns unqualified in a select list, and in a
      // correlated subquery "id" would be the inner table's.
      passwordSet: sql<boolean>`exists (
        select 1 from organiser_accounts account
        where account.organiser_id = organisers.id and account.provider_id = 'credential' and account.password is not null
      )`,
      // By action and e-mail, the activity log's index; the id check leaves out a removed
      // organiser's entries if the address is given to someone new.
      lastSignInAt: sql<Date | null>`(
        select max(entry.created_at) from activity_log entry
        where entry.action = 'sign-in' and entry.organiser_email = organisers.email and entry.organiser_id = organisers.id
      )`.mapWith(activityLog.createdAt),
    })
    .from(organisers)
    .where(onlyId === undefined ? undefined : eq(organisers.id, onlyId))
    .orderBy(asc(sql`lower(${organisers.name})`), asc(organisers.email));
  return rows.map((row) => ({
    ...row,
    role: row.role as OrganiserRole,
    passwordSet: Boolean(row.passwordSet),
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
  }));
}

/** How many organisers there are: the CLI says so when it adds the first. */
export async function countOrganisers(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(organisers);
  return row?.n ?? 0;
}
