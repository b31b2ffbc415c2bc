import { PageBody, PageHeader } from "../components/ui/page.tsx";
import { contactPageText } from "../content/pages/contact.ts";
import { ContactDetails } from "../features/contact/components/contact-details.tsx";
import { ContactForm } from "../features/contact/components/contact-form.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = () => pageMeta(contactPageText);

export default function ContactPage() {
  const text = contactPageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
          <ContactDetails />
          <ContactForm />
        </div>
      </PageBody>
    </>
  );
}
