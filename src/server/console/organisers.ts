import { and, asc, eq, sql } from "drizzle-orm";
import {
  newOrganiserSchema,
  type NewOrganiser,
  type OrganiserChange,
  type OrganiserListItem,
} from "../../shared/console/organisers.ts";
import type { OrganiserRole } from "../../shared/console/roles.ts";
import type { Database } from "../db/client.ts";
import { activityLog, organisers, organiserSessions } from "../db/schema.ts";
import type { ActivityActor } from "./activity.ts";
import { recordActivity } from "./activity.ts";
import type { OrganiserAuth } from "./auth.ts";

export class OrganiserExistsError extends Error {
  constructor(email: string) {
    super(`An organiser with the e-mail address ${email} exists already.`);
  }
}

/** The link where an organiser chooses a password. The token is single use and works for 24 hours. */
export function setupLink(siteUrl: string, token: string): string {
  return new URL(`/organiser/setup?token=${encodeURIComponent(token)}`, siteUrl).toString();
}

/**
 * Creates an organiser without a password and returns their set-up link. Used by the console
 * (admins) and by `npm run organiser -- add`, with the same rules.
 */
export async function addOrganiser(
  db: Database,
  organiserAuth: OrganiserAuth,
  siteUrl: string,
  input: NewOrganiser,
  actor: ActivityActor,
): Promise<{ id: string; setupLink: string }> {
  const organiser = newOrganiserSchema.parse(input);
  const [created] = await db
    .insert(organisers)
    .values({ email: organiser.email, name: organiser.name, role: organiser.role })
    .onConflictDoNothing()
    .returning({ id: organisers.id });
  if (!created) throw new OrganiserExistsError(organiser.email);
  const token = await organiserAuth.issueSetupToken(organiser.email);
  await recordActivity(db, {
    actor,
    action: "organiser-added",
    subjectType: "organiser",
    subjectId: created.id,
    details: { email: organiser.email, role: organiser.role },
  });
  return { id: created.id, setupLink: setupLink(siteUrl, token) };
}

/** A new set-up link for an existing organiser (a lost link, or a forgotten password). */
export async function newSetupLink(
  db: Database,
  organiserAuth: OrganiserAuth,
  siteUrl: string,
  organiserId: string,
  actor: ActivityActor,
): Promise<string | undefined> {
  const [organiser] = await db.select({ email: organisers.email }).from(organisers).where(eq(organisers.id, organiserId));
  if (!organiser) return undefined;
  const token = await organiserAuth.issueSetupToken(organiser.email);
  await recordActivity(db, { actor, action: "setup-link-issued", subjectType: "organiser", subjectId: organiserId });
  return setupLink(siteUrl, token);
}

/**
 * Changes an organiser's role or disables them. Disabling ends their sessions at once (sessions
 * are looked up on every request; there is no cookie cache). An admin cannot lock themself out,
 * and the console keeps at least one enabled admin.
 */
export async function changeOrganiser(
  db: Database,
  organiserId: string,
  change: OrganiserChange,
  actor: ActivityActor,
): Promise<"changed" | "not-found" | "self" | "last-admin"> {
  if (organiserId === actor.id && (change.disabled === true || (change.role !== undefined && change.role !== "admin"))) return "self";
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
