import type { ReactNode } from "react";
import { Icon } from "#web/components/ui/icon.tsx";
import type { IconName } from "#web/components/ui/icon-set.ts";
import { siteConfig } from "#shared/site-config.ts";
import type { contactContent as ContactText } from "#web/content/contact.ts";
import { useSiteText } from "#web/components/layout/site-text.tsx";

const cardClasses = "rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]";
const linkClasses = "font-medium text-brand-700 underline [overflow-wrap:anywhere]";

/** One way to reach the club: the icon stands for the label, which screen readers still hear. */
function ContactRow({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt>
        <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-accent-600" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The club's address, phone and e-mail from the site configuration, and its office hours in the page's
 * language; the address and the phone number as the page's language writes them (the frame's texts).
 */
export function ContactDetails({ text: contactContent }: { text: typeof ContactText }) {
  const { contact } = siteConfig;
  const { club } = useSiteText();
  const { labels, officeHours, officeHoursNote } = contactContent;
  return (
    <div className="grid content-start gap-6">
      <section aria-labelledby="contact-info-title" className={cardClasses}>
        <h2 id="contact-info-title" className="text-xl font-bold text-brand-900">
          {contactContent.infoTitle}
        </h2>
        <p className="mt-2 text-muted">{contactContent.infoIntro}</p>
        <dl className="mt-5 grid gap-4">
          <ContactRow icon="mail" label={labels.email}>
            <a href={`mailto:${contact.email}`} className={linkClasses}>
              {contact.email}
            </a>
          </ContactRow>
          <ContactRow icon="phone" label={labels.phone}>
            <a href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`} className={linkClasses}>
              <span dir="ltr">{club.phone}</span>
            </a>
          </ContactRow>
          <ContactRow icon="map-pin" label={labels.address}>
            {club.address}
          </ContactRow>
        </dl>
      </section>
      <section aria-labelledby="office-hours-title" className={cardClasses}>
        <h2 id="office-hours-title" className="flex items-center gap-2 text-xl font-bold text-brand-900">
          <Icon name="clock" className="size-5 text-accent-600" />
          {contactContent.hoursTitle}
        </h2>
        <dl className="mt-4 grid gap-2">
          {officeHours.map((entry) => (
            <div key={entry.days} className="flex justify-between gap-4 border-b border-line pb-2 last:border-0">
              <dt className="font-medium">{entry.days}</dt>
              <dd className="whitespace-nowrap text-right text-muted" suppressHydrationWarning>
                {entry.hours}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-muted">{officeHoursNote}</p>
      </section>
    </div>
  );
}
