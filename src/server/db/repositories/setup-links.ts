import { and, eq, like, ne } from "drizzle-orm";
import type { Database } from "../client.ts";
import { organiserVerifications } from "../schema.ts";

/** How better-auth names a password-reset token's row (its `identifier`); the row's `value` is the organiser's id. */
const setupLinkPrefix = "reset-password:";

/**
 * Cancels an organiser's set-up links, every one or all but the token given: a new
 * link replaces the earlier ones, and choosing a password ends every other link.
 */
export async function cancelSetupLinks(db: Database, organiserId: string, keepToken?: string): Promise<void> {
  await db
    .delete(organiserVerifications)
    .where(
      and(
        eq(organiserVerifications.value, organiserId),
        like(organiserVerifications.identifier, `${setupLinkPrefix}%`),
        keepToken === undefined ? undefined : ne(organiserVerifications.identifier, `${setupLinkPrefix}${keepToken}`),
      ),
    );
}
