import { PageBody, PageHeader } from "#web/components/ui/page.tsx";
import type { contactContent } from "#web/content/contact.ts";
import type { PageText } from "#web/content/types.ts";
import { ContactDetails } from "./contact-details.tsx";
import { ContactForm } from "./contact-form.tsx";

/** The Contact page in the language of the words its route module hands it (routes/contact.tsx, routes/bn/contact.tsx). */
export function ContactPage({ page, text }: { page: PageText; text: typeof contactContent }) {
  return (
    <>
      <PageHeader title={page.heading} lead={page.description} />
      <PageBody>
        <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
          <ContactDetails text={text} />
          <ContactForm text={text} />
        </div>
      </PageBody>
    </>
  );
}
