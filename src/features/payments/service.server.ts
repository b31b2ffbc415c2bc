import { matchStateLabelFor, type MatchKind, type MatchState, type VerifyAllAnswer } from "./contract.ts";
import { changeApplicationStatus, queueStatusMail } from "#features/applications/service.server.ts";
import { queueSeatMail } from "#features/registrations/service.server.ts";
import type { ActivityActor } from "#features/activity/contract.ts";
import {
  applicationsForPayments,
  confirmPaidRegistrations,
  lockApplications,
  lockRegistrations,
  readExactMatches,
  readMatchStates,
} from "./store.server.ts";
import type { UnitOfWork } from "#server/unit-of-work.ts";

// What the applications read of the payments: an application's money (its page's panel), and the
// payment settings (the fee the Join Us POST checks, which its tests set). The registrations' POST
// and the door's walk-ins expire a paid registration not paid in time before they count the seats.
export { readApplicationMoney } from "./store.server.ts";
export { defaultPaymentSettings, readMembershipFee, savePaymentSettings } from "./settings.store.server.ts";
export { expireUnpaidRegistrations } from "./registration-expiry.server.ts";

/** Why an application asked for was not verified. */
export const verifySkipReasons = {
  notFound: "There is no application with this id. It may have been removed.",
  notWaiting: "This application is no longer waiting for its payment to be verified.",
  state: (label: string) => `This application is no longer an exact match: ${label.toLowerCase()}.`,
  registrationNotWaiting: "This registration is no longer waiting for its payment to be verified.",
  registrationState: (label: string) => `This registration is no longer an exact match: ${label.toLowerCase()}.`,
} as const;

/**
 * Verifies the payment of each listed application that is an exact match now, in the caller's unit
 * of work: the one code path of "Verify all", of a paste with automatic
 * verification on, and of a forwarded SMS. The rows are locked first (in id order, as status changes
 * lock them), so the states read next are the committed ones: two verify-alls at once take turns,
 * and the second finds the applications verified already and skips them, verifying and mailing
 * nothing twice. Each is moved pending -> payment_verified by the applications' own status change,
 * with its payment kept in the history row; never further (nothing here approves).
 * The caller records the activity entry.
 */
export async function verifyExactMatches(work: UnitOfWork, ids: readonly string[], actor: ActivityActor): Promise<VerifyAllAnswer> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { verified: 0, skipped: [], emailed: false };
  // Applications first, then registrations (paid event categories), each in id order.
  const locked = await lockApplications(work.tx, unique);
  const lockedRegistrations = await lockRegistrations(work.tx, unique);
  const references = new Map([...locked, ...lockedRegistrations].map((row) => [row.id, row.reference]));
  const kinds = new Map<string, MatchKind>([
    ...locked.map((row) => [row.id, "application"] as const),
    ...lockedRegistrations.map((row) => [row.id, "registration"] as const),
  ]);
  const exact = await readExactMatches(work.tx, unique);
  const evidence = new Map(exact.filter((match) => match.kind === "application").map((match) => [match.id, match.paymentId]));
  const registrationEvidence = new Map(exact.filter((match) => match.kind === "registration").map((match) => [match.id, match.paymentId]));
  const states = exact.length === unique.length ? new Map<string, MatchState>() : await readMatchStates(work.tx, unique);
  const skipped: VerifyAllAnswer["skipped"] = [];
  for (const id of unique) {
    if (evidence.has(id) || registrationEvidence.has(id)) continue;
    const state = states.get(id);
    const registration = kinds.get(id) === "registration";
    skipped.push({
      id,
      reference: references.get(id) ?? "",
      reason: !references.has(id)
        ? verifySkipReasons.notFound
        : state === undefined
          ? registration
            ? verifySkipReasons.registrationNotWaiting
            : verifySkipReasons.notWaiting
          : registration
            ? verifySkipReasons.registrationState(matchStateLabelFor("registration", state))
            : verifySkipReasons.state(matchStateLabelFor("application", state)),
    });
  }
  if (evidence.size === 0 && registrationEvidence.size === 0) return { verified: 0, skipped, emailed: false };
  let verified = 0;
  let emailed = false;
  let batchId: string | null = null;
  if (evidence.size > 0) {
    const { result, applicants } = await changeApplicationStatus(
      work.tx,
      { ids: [...evidence.keys()], status: "payment_verified", reason: undefined },
      actor,
      evidence,
    );
    for (const refused of result.skipped) skipped.push({ ...refused, reference: references.get(refused.id) ?? "" });
    await queueStatusMail(work, applicants);
    verified += result.changed.length;
    batchId = result.batchId;
    emailed = work.mail.enabled && applicants.length > 0;
  }
  // A paid registration's payment verified: payment_pending -> confirmed, its activity entry with the
  // payment, and the registrant's e-mail that it is paid and confirmed.
  const confirmed = await confirmPaidRegistrations(work.tx, registrationEvidence, actor);
  for (const id of confirmed) {
    if (await queueSeatMail(work, id, { kind: "paid" })) emailed = true;
  }
  verified += confirmed.length;
  return { verified, skipped, emailed, ...(confirmed.length > 0 ? { registrations: confirmed.length } : {}), ...(batchId ? { batchId } : {}) };
}

/**
 * Automatic verification (an admin's setting, off by default): the exact matches among the
 * applications whose transaction ID one of the just-added payments carries, by the same code as
 * "Verify all", with one activity entry of its own when any was verified.
 */
export async function verifyAutomatically(work: UnitOfWork, paymentIds: readonly string[], actor: ActivityActor, by?: "forwarder"): Promise<number> {
  const candidates = await applicationsForPayments(work.tx, paymentIds);
  if (candidates.length === 0) return 0;
  const answer = await verifyExactMatches(work, candidates, actor);
  if (answer.verified > 0) {
    await work.activity.record({
      actor,
      action: "payments-verified",
      subjectType: "join_request",
      ...(answer.verified === 1 && candidates.length === 1 ? { subjectId: candidates[0] } : {}),
      details: { verified: answer.verified, ...(answer.registrations ? { registrations: answer.registrations } : {}), skipped: 0, automatic: true, ...(by ? { by } : {}) },
    });
  }
  return answer.verified;
}
