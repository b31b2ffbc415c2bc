import type { JoinRequest } from "../../../shared/join-request.ts";
import { membershipFee } from "../../../shared/membership.ts";
import type { Database } from "../client.ts";
import { joinRequests } from "../schema.ts";
import { withNewReference } from "./references.ts";

/**
 * Stores one membership application and returns its id and reference (docs/decisions/073). The fee is the server's, never the caller's.
 * Suspected spam (the honeypot was filled) is stored with its time, apart from the lists (decision 077).
 */
export async function insertJoinRequest(
  db: Database,
  application: JoinRequest,
  flags: { suspectedSpam?: boolean } = {},
): Promise<{ id: string; reference: string }> {
  return withNewReference(async (reference) => {
    const [row] = await db
      .insert(joinRequests)
      .values({ ...application, totalAmount: membershipFee, reference, suspectedSpamAt: flags.suspectedSpam ? new Date() : null })
      .onConflictDoNothing({ target: joinRequests.reference })
      .returning({ id: joinRequests.id, reference: joinRequests.reference });
    return row;
  });
}
