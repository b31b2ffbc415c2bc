import { contactContent } from "../content/contact.ts";
import { contactPageText } from "../content/pages/contact.ts";
import { ContactPage } from "#features/messages/ui/contact-page.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = () => pageMeta(contactPageText);

export default function ContactRoute() {
  return <ContactPage page={contactPageText} text={contactContent} />;
}
