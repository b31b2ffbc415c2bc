import { bangla, signature } from "#server/mail/messages-bn.ts";
import type { messageReceived as englishMessageReceived } from "./letters.server.ts";

/** The acknowledgement of letters.server.ts in Bangla, for a message sent from a Bangla page. */
export const messageReceived: typeof englishMessageReceived = (input) => {
  const what = input.subject ? `“${input.subject}” বিষয়ে আপনার বার্তাটি` : "আপনার বার্তাটি";
  return {
    kind: "message-received",
    to: input.to,
    subject: `আমরা আপনার বার্তা পেয়েছি (${input.reference})`,
    text: `প্রিয় ${input.name},\n\nআমাদের লেখার জন্য ধন্যবাদ। ${what} আমরা পেয়েছি এবং ই-মেইলে উত্তর দেব।\n\n` + `আপনার রেফারেন্স নম্বর: ${input.reference}` + signature,
    ...bangla,
  };
};
