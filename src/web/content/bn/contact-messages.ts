import { messageIn, type MessageDictionary } from "#shared/message-text.ts";
import { commonMessagesBn } from "./common-messages.ts";

/**
 * Every message a Bangla contact page can show from the shared rules (src/features/messages/rules.ts,
 * src/shared/single-line.ts) and the server (src/features/messages/public.http.server.ts), in Bangla.
 * Keyed by the English; loaded with the form's submit path on Bangla pages only.
 */
export const contactMessagesBn: MessageDictionary = {
  ...commonMessagesBn,
  // The fields' labels, as the rules name them inside a message.
  "Your name": "আপনার নাম",
  "Your email": "আপনার ই-মেইল",
  Subject: "বিষয়",
  "Your message": "আপনার বার্তা",
  "Your name is required": "আপনার নাম দেওয়া আবশ্যক",
  "Your email is required": "আপনার ই-মেইল দেওয়া আবশ্যক",
  "Please enter a valid email address": "অনুগ্রহ করে একটি সঠিক ই-মেইল ঠিকানা দিন",
  "Your message is required": "আপনার বার্তা লেখা আবশ্যক",
};

/** An English message of the contact form's rules or the server in Bangla (as it is when not here). */
export const inBangla = (message: string): string => messageIn(contactMessagesBn, message);
