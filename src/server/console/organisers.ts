import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { organiserRoles, type OrganiserRole } from "../../shared/console/roles.ts";
import { emailPattern } from "../../shared/join-request.ts";
import type { Database } from "../db/client.ts";
import { organisers, organiserSessions } from "../db/schema.ts";
import type { ActivityActor } from "./activity.ts";
import { recordActivity } from "./activity.ts";
import type { OrganiserAuth } from "./auth.ts";

export const newOrganiserSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Enter the organiser's e-mail address.")
    .max(254)
    .regex(emailPattern, "Enter a valid e-mail address."),
  name: z.string().trim().min(1, "Enter the organiser's name.").max(120, "A name may have at most 120 characters."),
  role: z.enum(organiserRoles, `The role must be one of ${organiserRoles.join(", ")}.`),
});
export type NewOrganiser = z.infer<typeof newOrganiserSchema>;

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

export interface OrganiserChange {
  role?: OrganiserRole;
  disabled?: boolean;
}

/**
 * Changes an organiser's role or disables them. Disabling ends their sessions at once (sessions
 * are looked up on every request; there is no cookie cache). An admin cannot lock themself out.
 */
export async function changeOrganiser(
  db: Database,
  organiserId: string,
  change: OrganiserChange,
  actor: ActivityActor,
): Promise<"changed" | "not-found" | "self"> {
  if (organiserId === actor.id && (change.disabled === true || (change.role !== undefined && change.role !== "admin"))) return "self";
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(organisers).where(eq(organisers.id, organiserId)).for("update");
    if (!before) return "not-found";
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

/** How many organisers there are: the CLI says so when it adds the first. */
export async function countOrganisers(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(organisers);
  return row?.n ?? 0;
}
