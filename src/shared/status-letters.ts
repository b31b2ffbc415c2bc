import type { ApplicantStatus } from "./application-status-labels.ts";
import type { RegistrationStatus } from "#features/events/rules.ts";
import { pathInLang, type Lang } from "./lang.ts";
import { paths } from "./routes.ts";
import { siteConfig } from "./site-config.ts";

/**
 * What a person is told of their submission's status, in the same words by e-mail and, when e-mail is
 * off or they are easier to reach there, by an organiser on WhatsApp.
 */

/** The status page with the reference filled in: the Bangla one for a submission sent from a Bangla page. */
export function statusPageUrl(siteUrl: string, reference: string, lang: Lang = "en"): string {
  return `${siteUrl}${pathInLang(paths.joinUsStatus, lang)}?reference=${encodeURIComponent(reference)}`;
}

const club = siteConfig.shortName;

const applicationStatusSentences: Record<ApplicantStatus, string> = {
  pending: "Your application is pending again: we are looking at it.",
  payment_verified: "We have verified your payment. Your application now waits for approval.",
  approved: `Your application has been approved. Welcome to ${club}!`,
  rejected: "We are sorry: your application has been rejected.",
};

const firstPendingSentence = "We have your application and are looking at it.";

/** An applicant's new status, with a rejection's reason, the reference and where to check it; no signature. */
export function applicationStatusLetter(input: {
  name: string;
  reference: string;
  status: ApplicantStatus;
  reason: string | null;
  statusUrl: string;
  /** An approved member's number and the absolute address of their card. */
  member?: { memberNumber: string; cardUrl: string } | undefined;
  /** Pending since it came, never changed: not "pending again" (an application page's letter before any change). */
  neverChanged?: boolean | undefined;
}): string {
  const reason = input.status === "rejected" && input.reason ? `\n\nThe reason: ${input.reason}` : "";
  const member =
    input.status === "approved" && input.member
      ? `\n\nYour member number: ${input.member.memberNumber}\nYour member card: ${input.member.cardUrl}`
      : "";
  return (
    `Dear ${input.name},\n\n${input.status === "pending" && input.neverChanged ? firstPendingSentence : applicationStatusSentences[input.status]}${reason}${member}\n\n` +
    `Your reference: ${input.reference}\nCheck its status: ${input.statusUrl}`
  );
}

/** A registration's place: a seat, on the waiting list, or cancelled; with the event, category and reference. */
export function registrationStatusLetter(input: { reference: string; status: RegistrationStatus; eventTitle: string; categoryName: string; statusUrl: string }): string {
  const where = {
    confirmed: `You have a seat at ${input.eventTitle} (${input.categoryName}).`,
    waitlisted: `You are on the waiting list for ${input.eventTitle} (${input.categoryName}). We will tell you if a seat frees up.`,
    cancelled: `Your registration for ${input.eventTitle} (${input.categoryName}) has been cancelled. You are welcome to register again while registration is open.`,
    payment_pending: `Your registration for ${input.eventTitle} (${input.categoryName}) holds a seat while we check your payment of its fee. We will tell you once it is verified.`,
  }[input.status];
  return `Hello,\n\n${where}\n\nYour reference: ${input.reference}\nCheck it any time: ${input.statusUrl}`;
}

/** How a letter ends when an organiser sends it from their own WhatsApp. */
export const chatSignature = `\n\n${club}`;
