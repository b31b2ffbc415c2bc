import type { RegistrationWithPayment } from "#shared/api/registration-with-payment.ts";
import type { FormField } from "#shared/registration-form-fields.ts";
import { checkGuardian, guardianText, type Guardian } from "./guardian.ts";
import { checkRegistrationPayment, isPaidFee, registrationPaymentMessages, type RegistrationPayment } from "#shared/registration-payment.ts";
import { isUploadKeyFor } from "#shared/registration-uploads.ts";
import { checkRegistration, describeIssues, type RegistrationData, type RegistrationIssue } from "#shared/registration-validation.ts";
import { issuesRefusal, type ApiError } from "#server/plugins/app/errors.ts";
import type { ObjectStorage } from "#server/storage/object-storage.ts";
import { hashUploadToken, parseUploadAnswer } from "#server/storage/upload-tokens.ts";
import { RequestRejected } from "#server/plugins/app/errors.ts";

/**
 * One answer for every file the registration cannot claim (not a reference, unknown, swept, claimed
 * by another registration, another browser's, without its token), so it tells nothing about which.
 */
export const fileNotClaimable =
  "must be a file uploaded for this event from this browser in the last day: please choose the file again";

/** A file answer the registration claims with its token in the transaction that stores it. */
export interface UploadClaim {
  key: string;
  tokenHash: string;
  field: string;
}

/** A registration's answers as they are stored, the uploads it claims, and a paid category's payment. */
export interface CheckedRegistration {
  data: RegistrationData;
  claims: UploadClaim[];
  payment: (RegistrationPayment & { feeTaka: number }) | undefined;
  /** The guardian of a participant who may be under 18, when the event asks for one. */
  guardian: Guardian | undefined;
}

/**
 * Checks what was sent against the form stored for its event and category: the answers by the
 * shared rules, a paid category's payment (a free one takes none), and every
 * file answer `upload:{key}.{token}` as an upload for this event and field, stored as `upload:{key}`.
 * The public registration and the door's walk-ins both start here, so they
 * refuse the same things in the same words. Answers the 400 that lists the issues, with each one's
 * path (`registrationData.{field}`, `payment.{field}`, `guardian.{field}`), when anything does not
 * match. An event whose participants may be under 18 needs its guardian (every missing or wrong
 * field at once); another event takes none.
 */
export function checkSentRegistration(
  storage: Pick<ObjectStorage, "referenceOf">,
  form: { eventId: string; fields: FormField[]; feeTaka: number | null; askGuardian: boolean },
  sent: Pick<RegistrationWithPayment, "registrationData" | "payment" | "guardian">,
): CheckedRegistration | { refusal: ApiError } {
  const check = checkRegistration(form.fields, sent.registrationData);
  const issues: RegistrationIssue[] = [...check.issues];
  const paid = isPaidFee(form.feeTaka);
  if (paid && sent.payment === undefined) throw new RequestRejected(400, registrationPaymentMessages.missing(form.feeTaka!));
  if (!paid && sent.payment !== undefined) throw new RequestRejected(400, registrationPaymentMessages.notPaid);
  const paymentCheck = paid ? checkRegistrationPayment(sent.payment) : undefined;
  if (paymentCheck && "issues" in paymentCheck) {
    return {
      refusal: issuesRefusal(
        paymentCheck.issues.map((issue) => ({ ...issue, path: `payment.${issue.field}` })),
        (issue) => issue.message,
        "The payment is not complete: ",
      ),
    };
  }
  if (!form.askGuardian && sent.guardian !== undefined) throw new RequestRejected(400, guardianText.notAsked);
  const guardianCheck = form.askGuardian ? checkGuardian(sent.guardian) : undefined;
  if (guardianCheck && "issues" in guardianCheck) {
    return {
      refusal: issuesRefusal(
        guardianCheck.issues.map((issue) => ({ ...issue, path: `guardian.${issue.field}` })),
        (issue) => issue.message,
        "The guardian's details are not complete: ",
      ),
    };
  }
  const claims: UploadClaim[] = [];
  for (const upload of check.uploads) {
    const answer = parseUploadAnswer(upload.value);
    if (!answer || !isUploadKeyFor(answer.key, form.eventId, upload.field.name, upload.kind)) {
      issues.push({ field: upload.field.name, message: fileNotClaimable });
      continue;
    }
    claims.push({ key: answer.key, tokenHash: hashUploadToken(answer.token), field: upload.field.name });
    // The token proves the claim; the registration keeps only the object's reference.
    check.data[upload.field.name] = storage.referenceOf(answer.key);
  }
  if (issues.length > 0) return { refusal: answersRefusal(issues) };
  const payment = paymentCheck && "payment" in paymentCheck ? { ...paymentCheck.payment, feeTaka: form.feeTaka! } : undefined;
  const guardian = guardianCheck && "guardian" in guardianCheck ? guardianCheck.guardian : undefined;
  return { data: check.data, claims, payment, guardian };
}

/** The 400 for answers that do not match the form: at most 20 issues listed (errors.ts), however many unknown names were sent. */
export function answersRefusal(issues: readonly RegistrationIssue[]): ApiError {
  return issuesRefusal(
    issues.map((issue) => ({ ...issue, path: issue.field ? `registrationData.${issue.field}` : "registrationData" })),
    (issue) => describeIssues([issue]),
    "The registration does not match the form: ",
  );
}

/** The 400 for files the registration could not claim in its transaction: which files, never why. */
export function unclaimedRefusal(claims: readonly UploadClaim[], keys: readonly string[]): ApiError {
  return answersRefusal(claims.filter((claim) => keys.includes(claim.key)).map((claim) => ({ field: claim.field, message: fileNotClaimable })));
}
