import { normalisePhone } from "./phone.ts";

/**
 * A "Message on WhatsApp" link (https://wa.me/<country code and number>?text=...) for a Bangladeshi
 * mobile number as stored or typed, with the message filled in for the organiser to read and send;
 * null for anything that is not one (a landline, a foreign number, nothing). Clubs here reach people
 * on WhatsApp, and it works whether or not the site's e-mail is on.
 */
export function whatsAppLink(phone: string | null | undefined, text: string): string | null {
  const national = phone ? normalisePhone(phone) : null;
  if (!national) return null;
  // 01XXXXXXXXX is +880 1XXXXXXXXX: wa.me takes the international number, digits only.
  return `https://wa.me/880${national.slice(1)}?text=${encodeURIComponent(text)}`;
}
