import type { FormField } from "#shared/registration-form-fields.ts";
import { stringsNaming, type PersonData, type PersonRows } from "./store.server.ts";

// What one person's ZIP holds (docs/decisions/118): their data under readable names, for them
// to read. No internal ids, hashes, idempotency keys, tokens or lower-cased copies, and nothing about
// anyone else (who checked them in, which organiser acted, another person's row they are named in).

export type Readable = Record<string, string | number | boolean | null>;

const time = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const taka = (poisha: number) => (poisha / 100).toFixed(2);

/** The export's files, one per kind of row, with their English and Bangla descriptions for README.txt. */
export const exportFiles = {
  application: { file: "membership-applications.csv", en: "your applications to join the club, as you sent them, and their status", bn: "ক্লাবে যোগ দেওয়ার আবেদন, যেমন পাঠিয়েছেন, ও তার অবস্থা" },
  member: { file: "member-numbers.csv", en: "your member number", bn: "আপনার সদস্য নম্বর" },
  applicationHistory: { file: "application-status-history.csv", en: "how your application's status changed", bn: "আবেদনের অবস্থা কীভাবে বদলেছে" },
  payment: { file: "payments-received.csv", en: "wallet payments received from your number or for your application", bn: "আপনার নম্বর থেকে বা আবেদনের জন্য পাওয়া ওয়ালেট পেমেন্ট" },
  registration: { file: "event-registrations.csv", en: "your event registrations, each answer under its question", bn: "ইভেন্টে নিবন্ধন, প্রতিটি উত্তর তার প্রশ্নের নিচে" },
  message: { file: "contact-messages.csv", en: "messages you sent through the contact form", bn: "যোগাযোগ ফর্মে পাঠানো বার্তা" },
  mail: { file: "e-mails.csv", en: "e-mails the club sent to you or about you", bn: "ক্লাব আপনাকে বা আপনার সম্পর্কে যে ই-মেইল পাঠিয়েছে" },
  activity: { file: "activity-log.csv", en: "entries of the organisers' activity log that name you (only what they say about you)", bn: "সংগঠকদের কার্যতালিকার যে লেখায় আপনার নাম আছে (শুধু আপনার সম্পর্কিত অংশ)" },
  receipt: { file: "submission-receipts.csv", en: "the answers the site kept to repeat if a form was sent twice", bn: "ফর্ম দুবার পাঠানো হলে সাইট যে উত্তর পুনরায় দেয়" },
  letter: { file: "letters-to-a-group.csv", en: "letters the club wrote to a group you were in, and how each reached you", bn: "যে দলে আপনি ছিলেন তাদের উদ্দেশে ক্লাবের চিঠি, এবং কীভাবে আপনার কাছে পৌঁছেছে" },
  unsubscribe: { file: "unsubscribe.csv", en: "your unsubscribe link's record: whether you asked for no more letters to a group", bn: "আনসাবস্ক্রাইব লিংকের রেকর্ড: সবার উদ্দেশে চিঠি আর না চাওয়া" },
  certificate: { file: "certificates.csv", en: "certificates the club gave you, with their codes", bn: "ক্লাব আপনাকে যে সনদ দিয়েছে, তাদের কোডসহ" },
  pageView: { file: "page-views.csv", en: "page views that came from a link holding your reference", bn: "আপনার রেফারেন্সসহ লিংক থেকে আসা পেজ ভিউ" },
  mentioned: { file: "named-as-guardian.csv", en: "where someone else's registration or application names you as guardian or parent: only your value is shown", bn: "অন্য কারও নিবন্ধন বা আবেদনে আপনি অভিভাবক হিসেবে আছেন: শুধু আপনার তথ্য দেখানো হয়েছে" },
} as const;
export type ExportKind = keyof typeof exportFiles;

/** A registration's answer under its question: a file by its place in the ZIP, a list joined. */
function answers(data: Record<string, unknown>, fields: readonly FormField[], fileOf: (value: string) => string | null): Readable {
  const out: Readable = {};
  const labelOf = (name: string) => fields.find((f) => f.name === name)?.label ?? name.replace(/_/g, " ");
  for (const [name, value] of Object.entries(data)) {
    const file = typeof value === "string" ? fileOf(value) : null;
    out[`Answer: ${labelOf(name)}`] = file ? `files/${file}` : Array.isArray(value) ? value.join(", ") : value === null || typeof value !== "object" ? (value as string | number | boolean | null) : JSON.stringify(value);
  }
  return out;
}

const referenceIn = (response: unknown) =>
  response !== null && typeof response === "object" && typeof (response as Record<string, unknown>).reference === "string" ? ((response as Record<string, unknown>).reference as string) : null;

/** Every kind's rows as the person reads them. */
export function readableRows(data: PersonData, fileOf: (value: string) => string | null): Record<ExportKind, Readable[]> {
  const r: PersonRows = data.rows;
  return {
    application: r.application.map((a) => ({
      Reference: a.reference,
      Sent: time(a.createdAt),
      "Full name": a.fullName,
      "College roll": a.collegeRoll,
      "E-mail": a.email,
      Phone: a.phone,
      Section: a.section,
      "Blood group": a.bloodGroup,
      "Father's name": a.fathersName,
      "Father's phone": a.fathersPhone,
      "Mother's name": a.mothersName,
      "Mother's phone": a.mothersPhone,
      "Permanent address": a.permanentAddress,
      "Present address": a.presentAddress,
      "Photo link": a.photoDriveLink,
      Facebook: a.facebookId,
      "Previous club experience": a.previousClubbingExperience,
      "Extra activities": a.extraQualificationActivities,
      "Agreed to the terms": a.termsAgreement,
      Departments: a.departments.join(", "),
      "Total amount (taka)": a.totalAmount,
      "Payment type": a.paymentType,
      "Paid to (the club's number)": a.paymentNumber,
      "Account name": a.accountName,
      "Account number": a.accountNumber,
      "Transaction ID": a.transactionId,
      Status: a.status.replace("_", " "),
      "Status reason": a.statusReason,
      "Status changed": time(a.statusChangedAt),
      "Held as suspected spam since": time(a.suspectedSpamAt),
      "Privacy policy accepted": a.privacyPolicyVersion,
      "Terms accepted": a.termsVersion,
      "Accepted at": time(a.consentAt),
      Language: a.lang,
    })),
    member: r.member.map((m) => ({ "Member number": m.memberNumber, "Session year": m.sessionYear, Since: time(m.createdAt) })),
    applicationHistory: r.applicationHistory.map((h) => ({ Date: time(h.createdAt), From: h.fromStatus.replace("_", " "), To: h.toStatus.replace("_", " "), Reason: h.reason })),
    payment: r.payment.map((p) => ({
      Wallet: p.wallet,
      "Amount (taka)": taka(p.amountPoisha),
      "Sender's number": p.senderNumber,
      "Transaction ID": p.transactionId,
      Received: time(p.receivedAt),
      Recorded: time(p.addedAt),
    })),
    registration: r.registration.map((g) => ({
      Event: g.eventTitle ?? "(event deleted)",
      Category: g.categoryName,
      Reference: g.reference,
      Registered: time(g.createdAt),
      Status: g.status.replace("_", " "),
      "Moved from the waiting list": time(g.confirmedFromWaitlistAt),
      Cancelled: time(g.cancelledAt),
      "Cancellation reason": g.cancellationReason,
      "Checked in": time(g.checkedInAt),
      "Registered at the door": g.walkIn,
      "Payment type": g.paymentType,
      "Paid to (the club's number)": g.paymentNumber,
      "Account name": g.accountName,
      "Account number": g.accountNumber,
      "Transaction ID": g.transactionId,
      "Fee (taka)": g.feeTaka,
      "Payment verified": time(g.paymentVerifiedAt),
      "Guardian's name": g.guardianName,
      "Guardian's phone": g.guardianPhone,
      "Guardian's consent": g.guardianConsent,
      "Held as suspected spam since": time(g.suspectedSpamAt),
      "Privacy policy accepted": g.privacyPolicyVersion,
      "Terms accepted": g.termsVersion,
      "Accepted at": time(g.consentAt),
      Language: g.lang,
      ...answers(g.registrationData as Record<string, unknown>, data.fields.get(g.id) ?? [], fileOf),
    })),
    message: r.message.map((m) => ({
      Reference: m.reference,
      Sent: time(m.createdAt),
      Name: m.name,
      "E-mail": m.email,
      Subject: m.subject,
      Message: m.message,
      State: m.state,
      "Held as suspected spam since": time(m.suspectedSpamAt),
      Language: m.lang,
    })),
    // A letter to an organiser about them names the organiser's address: that is not theirs to read.
    mail: r.mail.map((m) => ({
      Written: time(m.createdAt),
      Kind: m.kind,
      To: data.keys.emails.includes(m.recipient.toLowerCase()) ? m.recipient : "(the club's organisers)",
      Subject: m.subject,
      Text: m.textBody,
      Attachments: m.attachments.map((a) => a.filename).join(", "),
      State: m.state,
      Sent: time(m.sentAt),
      Language: m.lang,
    })),
    activity: r.activity.map((a) => ({ Date: time(a.createdAt), Action: a.action, "What it says about you": stringsNaming(a.details, data.needles).join(" | ") })),
    receipt: r.receipt.map((c) => ({ Date: time(c.createdAt), Form: c.route, Reference: referenceIn(c.response) })),
    pageView: r.pageView.map((v) => ({ Date: time(v.createdAt), Page: v.path, "Came from": v.referrer })),
    letter: r.letter.map((l) => ({ Date: time(l.createdAt), Subject: l.subject, "E-mail": l.email, Phone: l.phone, "Reached by": l.channel, "Told on WhatsApp": time(l.toldAt), Language: l.lang })),
    unsubscribe: r.unsubscribe.map((u) => ({ "E-mail": u.email, "Link made": time(u.createdAt), Unsubscribed: time(u.unsubscribedAt) })),
    certificate: r.certificate.map((c) => ({ Issued: time(c.issuedAt), Code: c.code, Name: c.name, Category: c.categoryName, For: c.kind, Award: c.award, Revoked: time(c.revokedAt), Withdrawn: time(c.withdrawnAt) })),
    mentioned: data.mentions.map((m) => ({ Where: m.where, Field: m.label, Value: m.value })),
  };
}

/** README.txt: what each file of this ZIP holds, in English and in Bangla. */
export function readme(present: readonly ExportKind[], files: number, missing: boolean): string {
  const lines = [
    "Your personal data held by the Government Science College Science Club",
    "",
    "This archive holds everything the club's website keeps about you, found by your e-mail addresses, phone numbers, college rolls and references.",
    "person.json holds the same as the CSV files, in one file.",
    ...present.map((kind) => `${exportFiles[kind].file}: ${exportFiles[kind].en}.`),
    ...(files > 0 ? ["files/: the files you uploaded with your registrations."] : []),
    ...(missing ? ["files/missing.txt: files your registrations name that storage no longer holds."] : []),
    "",
    "সরকারি বিজ্ঞান কলেজ বিজ্ঞান ক্লাবের কাছে থাকা আপনার ব্যক্তিগত তথ্য",
    "",
    "এই আর্কাইভে ক্লাবের ওয়েবসাইট আপনার সম্পর্কে যা রাখে তার সবকিছু আছে, আপনার ই-মেইল, ফোন নম্বর, কলেজ রোল ও রেফারেন্স দিয়ে খুঁজে পাওয়া।",
    "person.json ফাইলে CSV ফাইলগুলোর সবকিছু একসাথে আছে।",
    ...present.map((kind) => `${exportFiles[kind].file}: ${exportFiles[kind].bn}।`),
    ...(files > 0 ? ["files/: নিবন্ধনের সাথে আপনার আপলোড করা ফাইল।"] : []),
    ...(missing ? ["files/missing.txt: নিবন্ধনে উল্লেখ আছে কিন্তু আর সংরক্ষিত নেই এমন ফাইল।"] : []),
    "",
  ];
  return lines.join("\r\n");
}
