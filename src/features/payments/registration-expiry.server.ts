import type { ActivityActor } from "#features/activity/contract.ts";
import { readPaymentSettings } from "./settings.store.server.ts";
import { cancelWithPromotion, overduePaymentPending, tryExpiryLock } from "#features/events/service.server.ts";
import { queueSeatMail } from "#features/registrations/service.server.ts";
import type { UnitOfWork } from "#server/unit-of-work.ts";

/**
 * A paid category's registration whose payment is not verified in time expires (
 * docs/decisions/117): after `registration_payment_hours` (payments settings) from when it took its
 * seat (registered, or moved up from the waiting list), it is cancelled with this reason, its seat
 * goes to the first on the event's waiting list whose category has room (the organisers' own
 * cancellation path), and both people are e-mailed. The server runs it every few
 * minutes, and for one event before a new registration of it counts the seats.
 */
export const expiryReason = "Payment not received in time";

/** The server itself, for the activity log. */
export const expiryActor: ActivityActor = { id: null, email: null };

/** At most this many expire in one run; the next run takes the rest. */
const batch = 200;

export interface ExpiryRun {
  expired: number;
  promoted: number;
  /** Another process was expiring at the time: this one did nothing. */
  busy: boolean;
}

/**
 * Expires the overdue payment-pending registrations (of one event, or of every event), in the
 * caller's unit of work. Every event's run first takes a transaction-scoped advisory lock without
 * waiting, so two processes never run it at once (the second answers busy); either way each
 * registration is cancelled only when it is still payment pending under its event's lock, so one
 * verified meanwhile is left as it is, and none is expired twice. One activity entry per run that expired any.
 */
export async function expireUnpaidRegistrations(work: UnitOfWork, options: { now?: Date; eventId?: string } = {}): Promise<ExpiryRun> {
  const now = options.now ?? new Date();
  if (options.eventId === undefined) {
    if (!(await tryExpiryLock(work.tx))) return { expired: 0, promoted: 0, busy: true };
  }
  const registrationPaymentHours = (await readPaymentSettings(work.tx)).registrationPaymentHours ?? 48;
  const before = new Date(now.getTime() - registrationPaymentHours * 60 * 60 * 1000);
  const overdue = await overduePaymentPending(work.tx, before, batch, options.eventId);
  let expired = 0;
  let promoted = 0;
  for (const id of overdue) {
    const done = await cancelWithPromotion(work, id, { reason: expiryReason, actor: expiryActor, onlyIf: "payment_pending" }, now);
    if (done.outcome !== "cancelled") continue;
    expired += 1;
    await queueSeatMail(work, id, { kind: "expired" });
    if (done.promoted) {
      promoted += 1;
      await queueSeatMail(work, done.promoted.id);
    }
  }
  if (expired > 0) {
    await work.activity.record({
      actor: expiryActor,
      action: "registration-payments-expired",
      subjectType: "event_registration",
      ...(expired === 1 && overdue.length === 1 ? { subjectId: overdue[0] } : {}),
      details: { expired, promoted, hours: registrationPaymentHours, ...(options.eventId ? { event: options.eventId } : {}) },
    });
  }
  return { expired, promoted, busy: false };
}
