import { contactContent } from "../../content/bn/contact.ts";
import { contactPageText } from "../../content/bn/pages/contact.ts";
import { ContactPage } from "../../features/contact/components/contact-page.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(contactPageText, "bn");

export default function ContactRouteBn() {
  return <ContactPage page={contactPageText} text={contactContent} />;
}
