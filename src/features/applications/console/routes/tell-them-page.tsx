import { Check, MessageCircle } from "lucide-react";
import { Link, useParams } from "react-router";
import { applicationStatusLabels, type TellBatch, type TellMailState, type TellPerson } from "../../contract.ts";
import { pathInLang } from "#shared/lang.ts";
import { consolePagePaths } from "#shared/console/paths.ts";
import { counted } from "#shared/counted.ts";
import { whatsAppLink } from "#shared/whatsapp.ts";
import { Button, buttonClasses } from "#web/components/ui/button.tsx";
import { AreaGate } from "#console/components/area-gate.tsx";
import { BackToList } from "#console/components/list-place.tsx";
import { ErrorNotice } from "#console/components/notice.tsx";
import { RecordPage } from "#console/components/record-page.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { applicationChatLetter, languageNames } from "#console/lib/submission-language.ts";
import { useMarkTold, useTellBatch } from "../api/tell-them.ts";
import { applicationPagePath } from "#console/lib/application-path.ts";

/**
 * /organiser/applications/tell/:batchId: everyone one click approved, verified
 * or rejected, each with the letter of that change in their language on WhatsApp, one tap each and
 * marked told; with e-mail on, whether each e-mail went, and WhatsApp for those whose e-mail failed.
 */
export function TellThemPage() {
  return (
    <AreaGate area="applications">
      <TellThemView />
    </AreaGate>
  );
}

const mailText: Record<TellMailState, string> = { sent: "E-mailed", failed: "E-mail failed", waiting: "E-mail waiting to be sent" };

/** Whether this person is for an organiser to tell: no e-mail was written (e-mail off), or it failed. */
const toTell = (person: TellPerson) => person.mail === null || person.mail === "failed";

function TellThemView() {
  const { batchId = "" } = useParams();
  const batch = useTellBatch(batchId);
  return (
    <RecordPage back={<BackToList to={consolePagePaths.applications} label="Back to applications" />} noun="Tell them" query={batch}>
      {(data) => <TellList batch={data} />}
    </RecordPage>
  );
}

function TellList({ batch }: { batch: TellBatch }) {
  const told = useMarkTold(batch.batchId);
  const waiting = batch.people.filter(toTell);
  const done = waiting.filter((person) => person.toldAt !== null).length;
  const emailed = batch.people.some((person) => person.mail !== null);
  return (
    <>
      <header className="mb-6 grid gap-1">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Tell them</h1>
        <p className="text-muted">
          {counted(batch.people.length, "application")} changed to {applicationStatusLabels[batch.status]} {formatDateTime(batch.changedAt)}
          {batch.changedByEmail ? ` by ${batch.changedByEmail}` : ""}.
        </p>
        <p role="status">
          {waiting.length === 0
            ? "Every applicant was e-mailed: nobody is left to tell."
            : `${done} of ${waiting.length} told${emailed ? " (those whose e-mail failed)" : ""}. Each WhatsApp link opens a chat with the letter filled in and marks them told.`}
        </p>
      </header>
      <ErrorNotice error={told.error} title="Not marked told" />
      <ol className="grid gap-3" aria-label="Applicants to tell">
        {batch.people.map((person) => (
          <PersonRow key={person.changeId} person={person} onTold={() => told.mutate(person.changeId)} pending={told.isPending && told.variables === person.changeId} />
        ))}
      </ol>
    </>
  );
}

function PersonRow({ person, onTold, pending }: { person: TellPerson; onTold: () => void; pending: boolean }) {
  const origin = window.location.origin;
  const letter = applicationChatLetter(person.lang, origin, {
    name: person.fullName,
    reference: person.reference,
    status: person.status,
    reason: person.reason,
    member: person.memberNumber && person.memberCardPath ? { memberNumber: person.memberNumber, cardUrl: `${origin}${pathInLang(person.memberCardPath, person.lang)}` } : undefined,
  });
  const href = toTell(person) ? whatsAppLink(person.phone, letter) : null;
  return (
    <li className="grid gap-2 rounded-card border border-line bg-surface p-4 shadow-card sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid gap-1">
        <p className="font-semibold [overflow-wrap:anywhere]">
          <Link to={applicationPagePath(person.applicationId)} className="text-brand-700 underline underline-offset-2">
            {person.fullName}
          </Link>{" "}
          <span className="font-normal text-muted">{person.reference}</span>
        </p>
        <p className="text-sm text-muted">
          {applicationStatusLabels[person.status]}
          {person.memberNumber ? `, member ${person.memberNumber}` : ""}. Letter in {languageNames[person.lang]}.
          {person.mail !== null && ` ${mailText[person.mail]}.`}
        </p>
        {person.currentStatus !== person.status && (
          <p className="text-sm">Its status is now {applicationStatusLabels[person.currentStatus]}: this letter is out of date.</p>
        )}
        {person.toldAt !== null && (
          <p className="flex items-center gap-1 text-sm text-brand-800">
            <Check aria-hidden="true" className="size-4" />
            Told {formatDateTime(person.toldAt)}
            {person.toldByEmail ? ` by ${person.toldByEmail}` : ""}
          </p>
        )}
      </div>
      {toTell(person) && (
        <div className="flex flex-wrap gap-2">
          {href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onTold}
              className={buttonClasses(person.toldAt === null ? "primary" : "secondary", "sm")}
              // The visible words first, then whom (an accessible name holds what is shown).
              aria-label={`${person.toldAt === null ? "Tell on WhatsApp" : "Open WhatsApp again"}: ${person.fullName} (opens WhatsApp)`}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {person.toldAt === null ? "Tell on WhatsApp" : "Open WhatsApp again"}
            </a>
          ) : (
            <p className="text-sm">No Bangladeshi mobile number to message.</p>
          )}
          {person.toldAt === null && (
            <Button variant="secondary" size="sm" onClick={onTold} disabled={pending} aria-label={`Mark told: ${person.fullName}`}>
              Mark told
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
