import { siteConfig } from "../../shared/site-config.ts";

/**
 * The Contact page's words, as data the club can edit. The club's details are in the site
 * configuration. Its Bangla twin is content/bn/contact.ts, typed by this one (so not `as const`).
 */
export const contactContent = {
  infoTitle: "Get in Touch",
  infoIntro: "Questions about membership, events or a collaboration? Write to us, call, or drop by the club room.",
  labels: { email: "Email", phone: "Phone", address: "Address" },
  hoursTitle: "Office Hours",
  officeHours: siteConfig.officeHours,
  officeHoursNote: siteConfig.officeHoursNote,
  formTitle: "Send Us a Message",
  fields: {
    name: "Your Name",
    email: "Your Email",
    subject: "Subject (optional)",
    message: "Your Message",
  },
  send: "Send Message",
  sending: "Sending...",
  toasts: {
    sentTitle: "Message sent",
    sentText: "Thank you! We will get back to you soon.",
    failedTitle: "Message failed",
    failedText: "Could not send your message. Please try again.",
  },
};
