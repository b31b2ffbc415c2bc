import { admitRegistration, type Admission } from "../../../shared/seats.ts";
import type { RegistrationData } from "../../../shared/registration-validation.ts";
import type { Database } from "../client.ts";
import { eventRegistrations } from "../schema.ts";
import { claimUploads } from "./registration-uploads.ts";
import { withNewReference } from "./references.ts";
import { lockSeats } from "./seats.ts";

/**
 * Stores a registration if the event and category still take one: confirmed while seats are left,
 * waitlisted after that if the event keeps a waiting list, refused (nothing stored) when full or past
 * the deadline. The seat check and the insert share one transaction under the event's lock.
 * The registration claims its uploads in the same transaction, so they are not swept; an upload it
 * cannot claim (unknown, swept, already claimed, or sent without its token) refuses it with
 * UploadsNotClaimable (decisions 072, 094).
 * Suspected spam is stored with its time (decision 077). A stored registration comes back with its
 * id and reference (decision 073).
 */
export async function insertRegistration(
  db: Database,
  registration: { eventId: string; categoryId: string; registrationData: RegistrationData },
  now = new Date(),
  extra: { suspectedSpam?: boolean; uploads?: { claims: readonly { key: string; tokenHash: string }[]; claimWindowMs: number } } = {},
): Promise<Exclude<Admission, { status: unknown }> | (Extract<Admission, { status: unknown }> & { id: string; reference: string })> {
  return db.transaction(async (tx) => {
    const seats = await lockSeats(tx, registration.eventId, registration.categoryId);
    if (!seats) return { refused: "This event does not exist or is no longer shown." };
    const admission = admitRegistration(seats.limits, seats.taken, now);
    if ("refused" in admission) return admission;
    const row = await withNewReference(async (reference) => {
      const [inserted] = await tx
        .insert(eventRegistrations)
        .values({ ...registration, reference, status: admission.status, suspectedSpamAt: extra.suspectedSpam ? now : null })
        .onConflictDoNothing({ target: eventRegistrations.reference })
        .returning({ id: eventRegistrations.id, reference: eventRegistrations.reference });
      return inserted;
    });
    const uploads = extra.uploads;
    if (uploads && uploads.claims.length > 0) {
      const claimed = await claimUploads(tx, uploads.claims, row.id, uploads.claimWindowMs);
      const unclaimed = uploads.claims.filter((claim) => !claimed.has(claim.key)).map((claim) => claim.key);
      if (unclaimed.length > 0) throw new UploadsNotClaimable(unclaimed);
    }
    return { ...admission, ...row };
  });
}

/** Files the registration refers to that it cannot claim: unknown, swept, claimed already, or another browser's. */
export class UploadsNotClaimable extends Error {
  constructor(readonly keys: string[]) {
    super("a file of the registration cannot be claimed");
  }
}
