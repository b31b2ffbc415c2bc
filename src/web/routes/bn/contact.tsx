import { contactContent } from "../../content/bn/contact.ts";
import { contactPageText } from "../../content/bn/pages/contact.ts";
import { ContactPage } from "#features/messages/ui/contact-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";

export const meta = () => pageMeta(contactPageText, "bn", siteNamesBn);

export default function ContactRouteBn() {
  return <ContactPage page={contactPageText} text={contactContent} />;
}
