import { useParams } from "react-router";
import { AreaGate } from "#console/components/area-gate.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { useRegistration } from "../api/get-registration.ts";
import { consolePagePaths } from "#shared/console/paths.ts";
import { BackToList } from "#console/components/list-place.tsx";
import { RecordPage } from "#console/components/record-page.tsx";
import { RegistrationFields } from "../components/registration-fields.tsx";
import { RegistrationGuardianAndConsent } from "../components/registration-guardian.tsx";
import { RegistrationStatus } from "../components/registration-status.tsx";
import { CancelRegistration } from "../components/cancel-registration.tsx";
import { MoveCategory } from "../components/move-category.tsx";
import { WhatsAppLink } from "#console/components/whatsapp-link.tsx";
import { languageNames, registrationChatLetter } from "#console/lib/submission-language.ts";
import type { RegistrationDetail } from "../../contract.ts";

/** The first phone number the registrant gave (a "tel" field of the form), to message them on WhatsApp. */
function registrantPhone(registration: RegistrationDetail): string | null {
  const answer = registration.fields.find((field) => field.type === "tel" && typeof field.value === "string" && field.value !== "")?.value;
  return typeof answer === "string" ? answer : null;
}

/** /organiser/registrations/:id: one registration, every field of its form, its files to see and download. */
export function RegistrationPage() {
  return (
    <AreaGate area="registrations">
      <RegistrationView />
    </AreaGate>
  );
}

function RegistrationView() {
  const { id = "" } = useParams();
  const registration = useRegistration(id);
  const data = registration.data;
  return (
    <RecordPage
      back={
        <BackToList
          to={consolePagePaths.registrations}
          label="Back to registrations"
          fallbackSearch={data ? `?event=${encodeURIComponent(data.event.id)}` : ""}
        />
      }
      noun="Registration"
      query={registration}
    >
      {(shown) => (
        <article className="grid max-w-4xl gap-5">
          <header className="grid gap-1">
            <h1 className="text-2xl font-bold [overflow-wrap:anywhere] text-brand-900 sm:text-3xl">Registration for {shown.event.title}</h1>
            <p className="text-muted">
              {shown.category.name}, submitted {formatDateTime(shown.createdAt)}, reference <span className="font-mono">{shown.reference}</span>
            </p>
            {shown.lang !== "en" && <p className="text-sm text-muted">Language: {languageNames[shown.lang]}</p>}
          </header>
          <div className="flex flex-wrap items-start gap-3">
            <RegistrationStatus id={shown.id} status={shown.status} payment={shown.payment} />
            <WhatsAppLink
              phone={registrantPhone(shown)}
              name={`the registrant (${shown.reference})`}
              text={registrationChatLetter(shown.lang, window.location.origin, {
                reference: shown.reference,
                status: shown.status,
                eventTitle: shown.letterNames.eventTitle,
                categoryName: shown.letterNames.categoryName,
              })}
            />
          </div>
          {shown.cancellation && (
            <p className="max-w-xl text-sm text-ink">
              Cancelled {formatDateTime(shown.cancellation.at)}. Reason: {shown.cancellation.reason}
            </p>
          )}
          <MoveCategory registration={shown} />
          <CancelRegistration id={shown.id} status={shown.status} />
          <RegistrationFields id={shown.id} fields={shown.fields} />
          <RegistrationGuardianAndConsent guardian={shown.guardian} consent={shown.consent} />
        </article>
      )}
    </RecordPage>
  );
}
