import { Icon } from "./icon.tsx";
import { siteConfig } from "#shared/site-config.ts";
import type { DocumentSection, LegalDocument, legalContent } from "../../content/legal.ts";
import type { PageText } from "../../content/types.ts";
import { useOptionalSiteText } from "../layout/site-text.tsx";
import { BackButton } from "./back-button.tsx";
import { PageBody, PageHeader } from "./page.tsx";

/** The privacy policy's or the terms' page, in the language of the texts its route module hands it. */
export function LegalPage({ page, text, document }: { page: PageText; text: typeof legalContent; document: LegalDocument }) {
  return (
    <>
      <PageHeader title={page.heading} lead={page.description} />
      <PageBody>
        <div className="max-w-4xl">
          <BackButton className="mb-8" />
          <LegalDocumentView text={text} document={document} />
        </div>
      </PageBody>
    </>
  );
}

/** The privacy policy and the terms: an introduction and numbered sections. */
export function LegalDocumentView({ text, document }: { text: typeof legalContent; document: LegalDocument }) {
  return (
    <article className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-10">
      <p className="text-sm font-semibold text-accent-700">
        {text.lastUpdated} {document.lastUpdated}
      </p>
      <p className="mt-3 text-lg text-ink">{document.intro}</p>
      <ol className="mt-8 space-y-10">
        {document.sections.map((section, index) => (
          <li key={section.heading}>
            <Section text={text} section={section} number={index + 1} />
          </li>
        ))}
      </ol>
    </article>
  );
}

function Section({ text, section, number }: { text: typeof legalContent; section: DocumentSection; number: number }) {
  return (
    <section aria-labelledby={`section-${number}`} className="border-t border-line pt-8 first:border-0 first:pt-0">
      <h2 id={`section-${number}`} className="flex items-baseline gap-3 text-xl font-bold text-brand-900 sm:text-2xl">
        <span aria-hidden="true" className="text-accent-600">
          {text.number(number)}.
        </span>
        {section.heading}
      </h2>
      <div className="mt-4 space-y-4 text-muted">
        {section.paragraphs?.map((text) => <p key={text}>{text}</p>)}
        {section.groups?.map((group) => (
          <div key={group.title}>
            <h3 className="font-bold text-ink">{group.title}</h3>
            <BulletList items={group.items} />
          </div>
        ))}
        {section.items && <BulletList items={section.items} />}
        {section.closing?.map((text) => <p key={text}>{text}</p>)}
        {section.contactDetails && <ContactDetails clubName={text.clubName ?? siteConfig.clubName} />}
      </div>
    </section>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1.5 pl-5 marker:text-accent-600">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The club's contacts; the phone and address as the page's language writes them (the frame's texts), the links as configured. */
function ContactDetails({ clubName }: { clubName: string }) {
  const { email, phone } = siteConfig.contact;
  const club = useOptionalSiteText()?.club ?? { phone, address: siteConfig.contact.address };
  return (
    <address className="grid gap-2 not-italic">
      <span className="font-bold text-ink">{clubName}</span>
      <a href={`mailto:${email}`} className="inline-flex items-center gap-2 font-medium text-brand-700 underline">
        <Icon name="mail" className="size-4 shrink-0" />
        {email}
      </a>
      <a href={`tel:${phone.replace(/[^+\d]/g, "")}`} className="inline-flex items-center gap-2 font-medium text-brand-700 underline">
        <Icon name="phone" className="size-4 shrink-0" />
        <span dir="ltr">{club.phone}</span>
      </a>
      <span className="inline-flex gap-2">
        <Icon name="map-pin" className="mt-1 size-4 shrink-0" />
        {club.address}
      </span>
    </address>
  );
}
