import { and, eq, isNull, sql } from "drizzle-orm";
import type { ApplicantStatus, ApplicationStatusAnswer } from "../../../shared/api/application-status.ts";
import type { Database } from "../client.ts";
import { joinRequests } from "../schema.ts";

/**
 * The status of the application with this reference and e-mail address (any letter case), or
 * undefined: one query, whichever half does not match, so neither answer nor timing tells which.
 */
export async function findApplicationStatus(
  db: Database,
  reference: string,
  email: string,
): Promise<ApplicationStatusAnswer | undefined> {
  const [row] = await db
    .select({
      reference: joinRequests.reference,
      status: joinRequests.status,
      reason: joinRequests.statusReason,
      submittedAt: joinRequests.createdAt,
      statusChangedAt: joinRequests.statusChangedAt,
    })
    .from(joinRequests)
    .where(
      and(
        eq(joinRequests.reference, reference),
        eq(sql`lower(${joinRequests.email})`, email.toLowerCase()),
        isNull(joinRequests.suspectedSpamAt),
      ),
    );
  if (!row) return undefined;
  const status = row.status as ApplicantStatus;
  return {
    reference: row.reference,
    status,
    reason: status === "rejected" ? row.reason : null,
    submittedAt: row.submittedAt.toISOString(),
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  };
}
