import { defaultMembershipFee } from "../../../shared/membership.ts";
import type { Database } from "../client.ts";

/** The membership fee in taka an application must carry today. */
export async function readMembershipFee(_db: Database): Promise<number> {
  return defaultMembershipFee;
}
