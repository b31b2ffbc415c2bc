import { MessageCircle } from "lucide-react";
import { whatsAppLink } from "#shared/whatsapp.ts";
import { buttonClasses } from "../../web/components/ui/button.tsx";

/**
 * "Message on WhatsApp": opens a chat with the person, the message filled in for the organiser to read
 * and send. Nothing when the number is not a Bangladeshi mobile number.
 */
export function WhatsAppLink({ phone, text, name }: { phone: string | null | undefined; text: string; name: string }) {
  const href = whatsAppLink(phone, text);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses("secondary", "sm")} aria-label={`Message on WhatsApp to ${name} (opens WhatsApp)`}>
      <MessageCircle aria-hidden="true" className="size-4" />
      Message on WhatsApp
    </a>
  );
}
