import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { siteConfig } from "../../../../shared/site-config.ts";
import { contactContent } from "../../../content/contact.ts";

/** The club's address, phone, e-mail and office hours, from the site configuration. */
export function ContactDetails() {
  const { contact, officeHours, officeHoursNote } = siteConfig;
  const labels = contactContent.labels;
  return (
    <div className="grid content-start gap-6">
      <section
        aria-labelledby="contact-info-title"
        className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]"
      >
        <h2 id="contact-info-title" className="text-xl font-bold text-brand-900">
          {contactContent.infoTitle}
        </h2>
        <p className="mt-2 text-muted">{contactContent.infoIntro}</p>
        <dl className="mt-5 grid gap-4">
          <div className="flex gap-3">
            <dt className="flex gap-3 font-semibold">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
              <span className="sr-only">{labels.email}</span>
            </dt>
            <dd>
              <a href={`mailto:${contact.email}`} className="font-medium text-brand-700 underline">
                {contact.email}
              </a>
            </dd>
          </div>
          <div className="flex gap-3">
            <dt className="flex gap-3 font-semibold">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
              <span className="sr-only">{labels.phone}</span>
            </dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`} className="font-medium text-brand-700 underline">
                {contact.phone}
              </a>
            </dd>
          </div>
          <div className="flex gap-3">
            <dt className="flex gap-3 font-semibold">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
              <span className="sr-only">{labels.address}</span>
            </dt>
            <dd>{contact.address}</dd>
          </div>
        </dl>
      </section>
      <section
        aria-labelledby="office-hours-title"
        className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]"
      >
        <h2 id="office-hours-title" className="flex items-center gap-2 text-xl font-bold text-brand-900">
          <Clock aria-hidden="true" className="size-5 text-accent-600" />
          {contactContent.hoursTitle}
        </h2>
        <dl className="mt-4 grid gap-2">
          {officeHours.map((entry) => (
            <div key={entry.days} className="flex justify-between gap-4 border-b border-line pb-2 last:border-0">
              <dt className="font-medium">{entry.days}</dt>
              <dd className="text-right text-muted">{entry.hours}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-muted">{officeHoursNote}</p>
      </section>
    </div>
  );
}
