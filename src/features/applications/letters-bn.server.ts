import { applicantStatusLabelsBn, applicationStatusLetterBn } from "#shared/status-letters-bn.ts";
import { bangla, signature } from "#server/mail/messages-bn.ts";
import type { applicationReceived as englishApplicationReceived, applicationStatusChanged as englishApplicationStatusChanged } from "./letters.server.ts";

// The e-mails of letters.server.ts in Bangla, for an application sent from a Bangla page: links
// to the Bangla pages (the caller gives them), names and references as they are.

export const applicationReceived: typeof englishApplicationReceived = (input) => ({
  kind: "application-received",
  to: input.to,
  subject: `আবেদন পাওয়া গেছে (${input.reference})`,
  text:
    `প্রিয় ${input.name},\n\nআমাদের ক্লাবে যোগ দেওয়ার আবেদন করার জন্য ধন্যবাদ। আমরা আপনার আবেদনটি পেয়েছি।\n\n` +
    `আপনার রেফারেন্স নম্বর: ${input.reference}\n\n` +
    `এই রেফারেন্স নম্বর ও আপনার ই-মেইল ঠিকানা দিয়ে যেকোনো সময় এর অবস্থা দেখতে পারেন:\n${input.statusUrl}\n\n` +
    "এর অবস্থা বদলালে আমরা আপনাকে আবার লিখব।" +
    signature,
  ...bangla,
});

export const applicationStatusChanged: typeof englishApplicationStatusChanged = (input) => ({
  kind: "application-status",
  to: input.to,
  subject: `আপনার আবেদন: ${applicantStatusLabelsBn[input.status]} (${input.reference})`,
  text: applicationStatusLetterBn(input) + signature,
  ...bangla,
});
