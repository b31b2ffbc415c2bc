import { newOrganiserSchema, type NewOrganiser, type OrganiserChange } from "./contract.ts";
import type { Database } from "#server/db/client.ts";
import { recordActivity } from "#features/activity/service.server.ts";
import type { ActivityActor } from "#features/activity/contract.ts";
import { findOrganiser, insertOrganiser, updateOrganiser } from "./store.server.ts";
import type { OrganiserAuth } from "#server/console/auth.ts";

// What the rest of the server reads of the organisers' accounts: whether one is disabled (sign-in
// and each session), one's address and name (the mail settings), how many there are (the CLI).
export { countOrganisers, findOrganiser, isOrganiserDisabled } from "./store.server.ts";

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
  const created = await insertOrganiser(db, organiser);
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
  const organiser = await findOrganiser(db, organiserId);
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
  return updateOrganiser(db, organiserId, change, actor);
}
