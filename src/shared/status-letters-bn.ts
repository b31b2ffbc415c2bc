import type { ApplicantStatus } from "./application-status-labels.ts";
import type { RegistrationStatus } from "#features/events/rules.ts";
import type { applicationStatusLetter as englishApplicationLetter, registrationStatusLetter as englishRegistrationLetter } from "./status-letters.ts";
import { siteNamesBn } from "./site-names-bn.ts";

/**
 * The letters of status-letters.ts in Bangla, for a person whose application or
 * registration was sent from a Bangla page: by e-mail and on an organiser's WhatsApp alike. Terms as
 * docs/glossary-bn.md has them; names, references and addresses as they are. A module of its own, so
 * the English letters' readers do not carry these.
 */

/** The club's short name in Bangla (docs/glossary-bn.md), as siteConfig.shortName is in English: the one the pages' titles carry. */
export const clubShortNameBn = siteNamesBn.shortName;

/** An application's status in a few words, as a Bangla letter's subject says it. */
export const applicantStatusLabelsBn: Record<ApplicantStatus, string> = {
  pending: "অপেক্ষমাণ",
  payment_verified: "পেমেন্ট যাচাই হয়েছে",
  approved: "অনুমোদিত",
  rejected: "বাতিল",
};

const applicationStatusSentences: Record<ApplicantStatus, string> = {
  pending: "আপনার আবেদনটি আবার অপেক্ষমাণ অবস্থায় আছে: আমরা এটি দেখছি।",
  payment_verified: "আমরা আপনার পেমেন্ট যাচাই করেছি। আপনার আবেদনটি এখন অনুমোদনের অপেক্ষায় আছে।",
  approved: `আপনার আবেদনটি অনুমোদিত হয়েছে। ${clubShortNameBn} পরিবারে আপনাকে স্বাগতম!`,
  rejected: "আমরা দুঃখিত: আপনার আবেদনটি বাতিল করা হয়েছে।",
};

const firstPendingSentence = "আমরা আপনার আবেদনটি পেয়েছি এবং এটি দেখছি।";

/** `applicationStatusLetter` in Bangla: the same parts in the same order. */
export const applicationStatusLetterBn: typeof englishApplicationLetter = (input) => {
  const reason = input.status === "rejected" && input.reason ? `\n\nকারণ: ${input.reason}` : "";
  const member =
    input.status === "approved" && input.member
      ? `\n\nআপনার সদস্য নম্বর: ${input.member.memberNumber}\nআপনার সদস্য কার্ড: ${input.member.cardUrl}`
      : "";
  return (
    `প্রিয় ${input.name},\n\n${input.status === "pending" && input.neverChanged ? firstPendingSentence : applicationStatusSentences[input.status]}${reason}${member}\n\n` +
    `আপনার রেফারেন্স নম্বর: ${input.reference}\nঅবস্থা দেখুন: ${input.statusUrl}`
  );
};

/** "{event} ইভেন্টের {category} ক্যাটাগরি": an event and category as a Bangla sentence names them, with no ending on a name. */
export const eventAndCategoryBn = (eventTitle: string, categoryName: string) => `${eventTitle} ইভেন্টের ${categoryName} ক্যাটাগরি`;

/** `registrationStatusLetter` in Bangla. */
export const registrationStatusLetterBn: typeof englishRegistrationLetter = (input) => {
  const which = eventAndCategoryBn(input.eventTitle, input.categoryName);
  const where: Record<RegistrationStatus, string> = {
    confirmed: `${which}তে আপনার আসন নিশ্চিত হয়েছে।`,
    waitlisted: `আপনি ${which}র অপেক্ষমাণ তালিকায় আছেন। কোনো আসন খালি হলে আমরা আপনাকে জানাব।`,
    cancelled: `${which}তে আপনার নিবন্ধন বাতিল করা হয়েছে। নিবন্ধন খোলা থাকা অবস্থায় আপনি আবার নিবন্ধন করতে পারেন।`,
    payment_pending: `${which}তে আপনার নিবন্ধনের জন্য একটি আসন রাখা আছে, আর আমরা এর ফি-এর পেমেন্ট যাচাই করছি। যাচাই হলেই আমরা আপনাকে জানাব।`,
  };
  return `শুভেচ্ছা,\n\n${where[input.status]}\n\nআপনার রেফারেন্স নম্বর: ${input.reference}\nযেকোনো সময় অবস্থা দেখুন: ${input.statusUrl}`;
};

/** How a Bangla letter ends when an organiser sends it from their own WhatsApp. */
export const chatSignatureBn = `\n\n${clubShortNameBn}`;
