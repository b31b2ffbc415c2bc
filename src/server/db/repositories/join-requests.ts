import type { JoinRequest } from "../../../shared/join-request.ts";
import { membershipFee } from "../../../shared/membership.ts";
import type { Database } from "../client.ts";
import { joinRequests } from "../schema.ts";

/** Stores one membership application and returns its id. The fee is the server's, never the caller's. */
export async function insertJoinRequest(db: Database, application: JoinRequest): Promise<string> {
  const [row] = await db
    .insert(joinRequests)
    .values({ ...application, totalAmount: membershipFee })
    .returning({ id: joinRequests.id });
  if (!row) throw new Error("the insert returned no row");
  return row.id;
}
