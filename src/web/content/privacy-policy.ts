import { siteConfig } from "../../shared/site-config.ts";
import type { LegalDocument } from "./legal.ts";

/**
 * What this site really collects (the forms, uploads and page-view log it sends to our server).
 * Keep it true: when a form gains or loses a field, change this page in the same commit.
 */
export const privacyPolicy: LegalDocument = {
  lastUpdated: "22 November 2026",
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
        "Page views: to count visits and learn which pages are useful, only ever in aggregate.",
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
        "Nothing you submit can be read back through the website: there is no page or address that lists applications, messages, registrations or page views.",
        "Uploaded files are checked for their real type, limited to images and PDFs of at most 10 MB, and are not listed publicly.",
        "The server limits how many submissions one address can send, to keep out automated abuse.",
      ],
      closing: [
        "No system is perfectly secure, but we take care to protect what you trust us with, and we keep it only as " +
          "long as the club needs it for the purpose you gave it.",
      ],
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
