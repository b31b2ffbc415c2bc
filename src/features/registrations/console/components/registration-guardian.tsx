import { consentText, type ConsentRecord } from "#shared/console/consent.ts";
import type { RegistrationGuardianView } from "../../contract.ts";
import { formatDateTime } from "#console/lib/format.ts";

/**
 * What the registration accepted and, for an event whose participants may be
 * under 18, the guardian who consented.
 */
export function RegistrationGuardianAndConsent({ guardian, consent }: { guardian: RegistrationGuardianView | null; consent: ConsentRecord }) {
  return (
    <section aria-labelledby="registration-consent-heading" className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card" data-registration-consent>
      <h2 id="registration-consent-heading" className="text-lg font-bold text-brand-900">
        {guardian ? "Guardian and consent" : "Consent"}
      </h2>
      {guardian && (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,16rem)_1fr]">
          <dt className="text-sm font-semibold text-muted">Guardian's name</dt>
          <dd className="[overflow-wrap:anywhere]">{guardian.name ?? <span className="text-muted italic">Erased</span>}</dd>
          <dt className="text-sm font-semibold text-muted">Guardian's phone</dt>
          <dd>{guardian.phone ?? <span className="text-muted italic">Erased</span>}</dd>
          <dt className="text-sm font-semibold text-muted">Guardian's consent</dt>
          <dd>Confirmed by the registrant</dd>
        </dl>
      )}
      <p className="text-sm text-ink">{consentText(consent, formatDateTime)}</p>
    </section>
  );
}
