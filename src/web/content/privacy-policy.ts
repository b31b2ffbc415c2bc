import type { RetentionKind, RetentionRules } from "#features/retention/contract.ts";
import { siteConfig } from "../../shared/site-config.ts";
import type { DocumentSection, LegalDocument } from "./legal.ts";

/** The heading of the section whose items come from the retention settings (retentionItems). */
export const retentionHeading = "How long we keep it";

const period = (days: number) => (days % 365 === 0 ? `${days / 365} year${days === 365 ? "" : "s"}` : `${days} day${days === 1 ? "" : "s"}`);

const retentionWords: Record<RetentionKind, { what: string; done: (p: string) => string }> = {
  registrations: { what: "Event registrations and the files uploaded with them", done: (p) => `your answers, contact details and files are removed ${p} after the event ends; the registration stays only as a count` },
  rejectedApplications: { what: "Membership applications that are not accepted", done: (p) => `deleted ${p} after the decision` },
  archivedMessages: { what: "Contact messages", done: (p) => `deleted ${p} after we have answered and archived them` },
  mailBodies: { what: "E-mails the site sends you", done: (p) => `their text is deleted ${p} after sending` },
  pageViewSessions: { what: "Page views", done: (p) => `the random session ID is cleared after ${p}` },
  activityLog: { what: "The organisers' record of what they did on the site", done: (p) => `deleted after ${p}` },
};

/**
 * The retention section's items from the settings the daily job applies (/api/retention, decision
 * 120), so the page and the practice cannot drift; a rule that is off says so plainly.
 */
export function retentionItems(rules: RetentionRules | undefined): string[] {
  if (!rules) return ["Looking up the periods the club applies today."];
  return (Object.keys(retentionWords) as RetentionKind[]).map((kind) => {
    const words = retentionWords[kind];
    const rule = rules[kind];
    return rule.on ? `${words.what}: ${words.done(period(rule.days))}.` : `${words.what}: kept until the club deletes them or you ask us to.`;
  });
}

/** The document with the retention section's items filled in. */
export function withRetention(document: LegalDocument, rules: RetentionRules | undefined): LegalDocument {
  return { ...document, sections: document.sections.map((section): DocumentSection => (section.heading === retentionHeading ? { ...section, items: retentionItems(rules) } : section)) };
}

/**
 * What this site really collects (the forms, uploads and page-view log it sends to our server).
 * Keep it true: when a form gains or loses a field, change this page in the same commit.
 */
export const privacyPolicy: LegalDocument = {
  lastUpdated: "30 November 2026",
  intro:
    `${siteConfig.clubName} respects your privacy. This policy explains what this website collects, why, who can ` +
    "see it, and what you can ask us to do with it. The site has no sign-in: you can read every page without " +
    "telling us who you are.",
  sections: [
    {
      heading: "Information we collect",
      paragraphs: ["We collect only what you choose to send us through the site's forms, and an anonymous record of which pages are viewed."],
      groups: [
        {
          title: "Membership applications (Join Us)",
          items: [
            "Your name, college roll, e-mail address, phone number, section and blood group.",
            "Your father's and mother's names and phone numbers.",
            "Your permanent and present addresses.",
            "A link to your photo, your Facebook ID, and whether you have previous club experience or extra qualifications and social activities.",
            "The departments you choose, your agreement to the terms, and the membership fee.",
            "How you pay: cash, or online, in which case the wallet number you paid to, your account name, account number and transaction ID.",
            "Which version of this policy and of the terms you accepted, and when.",
          ],
        },
        {
          title: "Contact messages",
          items: ["Your name, e-mail address, the subject (if you give one) and your message."],
        },
        {
          title: "Event registrations",
          items: [
            "The event and category you register for, and your answers to that event's registration form, which usually include your name and contact details and may ask for your school or institution.",
            "Files you upload with a registration, such as a photo or a PDF, up to 10 MB each.",
            "For an event whose participants may be under 18: the name and phone number of the participant's parent or guardian, and the confirmation that the registration is made by the guardian or with their consent.",
            "Which version of this policy and of the terms you accepted, and when.",
          ],
        },
        {
          title: "Page views",
          items: [
            "The path of each page you open, the address of the page you came from (the referrer), your browser's user-agent string, and a random session ID.",
            "The session ID is created for your current browser tab and kept only in that tab's session storage, so it is forgotten when you close the tab. It is not linked to your name or to anything you submit.",
          ],
        },
      ],
      closing: [
        "We do not use cookies, we store nothing in your browser's local storage, there are no accounts or sign-in, " +
          "and the site loads no third-party trackers, analytics or advertising. Like any web server, ours sees your " +
          "device's IP address when it answers a request; it is used to keep the site running and to limit abuse, " +
          "and it is not stored with your page views or submissions.",
      ],
    },
    {
      heading: "How we use your information",
      items: [
        "Membership applications: to review your application, verify your payment, place you in the departments you chose, and contact you or, in an emergency, your family.",
        "Contact messages: to read and answer your message.",
        "Event registrations: to organise the event, contact participants, and judge the entries that uploaded files belong to.",
        "Guardians' names and phone numbers: to reach a participant's guardian about the event, and to show that the guardian agreed to the registration.",
        "Page views: to count visits and learn which pages are useful, only ever in aggregate.",
        "E-mail about events: a reminder the day before an event you registered for, and letters from the organisers to an event's participants or to the members. Each such letter has a link to stop them; it does not stop e-mails about your own application or registration.",
        "Certificates: for an event that gives them, a certificate with your name as you registered it, the event, its date and any award, and a code. Anyone you show it to can check the code on this site.",
      ],
      closing: ["We never use your information for advertising, and we never sell it."],
    },
    {
      heading: "How we share your information",
      paragraphs: [
        "Your information is seen only by the club members and advisors who need it for the purpose you gave it: " +
          "the executive committee and the organisers of the event or department concerned. We do not sell, rent or " +
          "trade it, and we do not share it with other organisations unless you ask us to or the law requires it.",
        "Some events link to a registration form hosted elsewhere (for example Google Forms), and the site links to " +
          "the club's social media pages. If you follow those links, what you enter there is handled by that service " +
          "under its own privacy policy.",
      ],
    },
    {
      heading: "Data security",
      items: [
        "Everything you submit goes only to the club's own server and database, not to an outside service.",
        "Nothing you submit can be read back through the website: there is no page or address that lists applications, messages, registrations or page views. The one exception is a certificate's check page, which shows its holder's name, the event, the date and the award to whoever has its code, and nothing else.",
        "Uploaded files are checked for their real type, limited to images and PDFs of at most 10 MB, and are not listed publicly.",
        "The server limits how many submissions one address can send, to keep out automated abuse.",
      ],
      closing: [
        "No system is perfectly secure, but we take care to protect what you trust us with, and we keep it only as " +
          "long as the club needs it for the purpose you gave it.",
      ],
    },
    {
      heading: retentionHeading,
      paragraphs: ["We keep what you send only as long as the club needs it. The site itself applies these periods every day:"],
      // Filled from the retention settings when the page renders (withRetention).
      items: [],
      closing: ["You can always ask us to delete your information sooner (see below)."],
    },
    {
      heading: "Your rights",
      paragraphs: ["You can ask us at any time to:"],
      items: [
        "tell you what information we hold about you;",
        "correct information that is wrong or out of date;",
        "delete your information, or withdraw a membership application or event registration.",
      ],
      closing: [
        "Write to us from the e-mail address you used, or visit us during office hours, and we will answer within " +
          "a reasonable time. We may ask you to confirm who you are before we act.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "If what the site collects or how we use it changes, we will update this page and the date at the top. " +
          "Important changes will also be announced on the club's notice board and social media pages.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: ["Questions about this policy, or about your information, are welcome:"],
      contactDetails: true,
    },
  ],
};
