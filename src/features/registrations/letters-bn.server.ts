import { dateTimeIn } from "#shared/club-time-in.ts";
import { inLanguage } from "#shared/in-language.ts";
import { fieldKind, isUploadKind, type FormField } from "#shared/registration-form-fields.ts";
import { eventAndCategoryBn, registrationStatusLetterBn } from "#shared/status-letters-bn.ts";
import type { OutgoingMail } from "#server/db/repositories/mail.ts";
import { bangla, signature } from "#server/mail/messages-bn.ts";
import type { RegistrationConfirmation, registrationPaymentExpired as englishPaymentExpired, SeatLetter } from "./letters.server.ts";

// The e-mails of letters.server.ts in Bangla, for a registration sent from a Bangla page: terms as
// docs/glossary-bn.md has them, dates in Bangla digits in Dhaka time, links to the Bangla pages (the
// caller gives them), people's names and references as they are. The caller hands in the editor's
// Bangla event title, location and category name where there is one.

const ticketNote = "(প্রবেশপথে এর কিউআর কোড দেখান: ফোনে অথবা প্রিন্ট করে।)";

export function registrationConfirmation(input: RegistrationConfirmation): OutgoingMail {
  const lines = input.fields
    .filter((field) => input.answers[field.name] !== undefined && input.answers[field.name] !== "")
    .map((field) => `${inLanguage(field.label, field.labelBn, "bn")}: ${answerText(field, input.answers[field.name]!)}`);
  const where = input.event.location ? `\nকোথায়: ${input.event.location}` : "";
  const which = eventAndCategoryBn(input.event.title, input.categoryName);
  const registered =
    input.status === "waitlisted"
      ? `${which}তে আপনার নিবন্ধন জমা হয়েছে, আর আপনি এখন অপেক্ষমাণ তালিকায় আছেন। কোনো আসন খালি হলে আমরা আপনাকে জানাব।`
      : `${which}তে আপনার নিবন্ধন সম্পন্ন হয়েছে।`;
  return {
    kind: "registration-confirmation",
    to: input.to,
    subject: `নিবন্ধন সম্পন্ন: ${input.event.title} (${input.reference})`,
    text:
      `${registered}\n\n` +
      `আপনার রেফারেন্স নম্বর: ${input.reference}\nঅবস্থা দেখুন: ${input.statusUrl}\n` +
      (input.ticketUrl ? `আপনার টিকিট: ${input.ticketUrl}\n${ticketNote}\n` : "") +
      (input.status === "payment_pending"
        ? "আমরা আপনার পেমেন্ট যাচাই করা পর্যন্ত আপনার আসনটি রাখা থাকবে; পেমেন্ট পরিশোধিত হয়েছে জানিয়ে যে ই-মেইল পাঠানো হবে, তার সঙ্গেই আপনার টিকিট আসবে।\n"
        : "") +
      `কখন: ${dateTimeIn("bn", input.event.startsAt)} (ঢাকার সময়)${where}\n\n` +
      `আপনার উত্তরসমূহ:\n${lines.join("\n")}` +
      (input.attachments?.length ? "\n\nইভেন্টটি একটি ক্যালেন্ডার ফাইল (.ics) হিসেবে সংযুক্ত আছে; এটি আপনার ক্যালেন্ডারে যোগ করতে পারেন।" : "") +
      signature,
    attachments: input.attachments,
    ...bangla,
  };
}

/** An answer as the confirmation lists it: a choice in the editor's Bangla where there is one, the rest as typed. */
function answerText(field: FormField, value: string | string[]): string {
  if (isUploadKind(fieldKind(field.type))) return "(ফাইল পাওয়া গেছে)";
  const options = field.options;
  const bn = field.optionsBn;
  const shown = (answer: string) => {
    const at = options.indexOf(answer);
    return at >= 0 && bn?.[at] ? bn[at] : answer;
  };
  return Array.isArray(value) ? value.map(shown).join(", ") : shown(value);
}

const ticketLines = (ticket: SeatLetter["ticket"]) => (ticket ? `\n\nআপনার টিকিট: ${ticket.url}\n${ticketNote}` : "");

export function registrationSeatGiven(input: SeatLetter): OutgoingMail {
  return {
    kind: "registration-seat",
    to: input.to,
    subject: `আপনার জন্য একটি আসন: ${input.eventTitle} (${input.reference})`,
    text: registrationStatusLetterBn({ ...input, status: "confirmed" }) + ticketLines(input.ticket) + signature,
    ...(input.ticket ? { attachments: [input.ticket.qrCode] } : {}),
    ...bangla,
  };
}

export function registrationPaymentVerified(input: SeatLetter): OutgoingMail {
  return {
    kind: "registration-seat",
    to: input.to,
    subject: `পেমেন্ট পাওয়া গেছে: আপনার নিবন্ধন নিশ্চিত, ${input.eventTitle} (${input.reference})`,
    text:
      `শুভেচ্ছা,\n\n${eventAndCategoryBn(input.eventTitle, input.categoryName)}র জন্য আপনার পেমেন্ট আমরা পেয়েছি: এটি পরিশোধিত এবং আপনার নিবন্ধন নিশ্চিত হয়েছে।\n\n` +
      `আপনার রেফারেন্স নম্বর: ${input.reference}\nযেকোনো সময় অবস্থা দেখুন: ${input.statusUrl}` +
      ticketLines(input.ticket) +
      signature,
    ...(input.ticket ? { attachments: [input.ticket.qrCode] } : {}),
    ...bangla,
  };
}

export const registrationPaymentExpired: typeof englishPaymentExpired = (input) => ({
  kind: "registration-seat",
  to: input.to,
  subject: `নিবন্ধন বাতিল: নির্ধারিত সময়ে পেমেন্ট পাওয়া যায়নি (${input.reference})`,
  text:
    `শুভেচ্ছা,\n\n${eventAndCategoryBn(input.eventTitle, input.categoryName)}তে আপনার নিবন্ধনের পেমেন্ট আমরা নির্ধারিত সময়ের মধ্যে পাইনি, তাই নিবন্ধনটি বাতিল করা হয়েছে এবং এর আসনটি ছেড়ে দেওয়া হয়েছে। ` +
    `নিবন্ধন খোলা থাকা অবস্থায় আপনি আবার নিবন্ধন করতে পারেন।\n\n` +
    `আপনার রেফারেন্স নম্বর: ${input.reference}\nযেকোনো সময় অবস্থা দেখুন: ${input.statusUrl}` +
    signature,
  ...bangla,
});
