import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { counted } from "#shared/counted.ts";
import {
  keysOfSearch,
  personalDataCorrection,
  personalDataErasure,
  personalDataKindLabels,
  personalDataKinds,
  personKeysSchema,
  type PersonalDataEraseAnswer,
  type PersonalDataFindAnswer,
  type PersonKeysInput,
} from "../../contract.ts";
import { Button } from "#web/components/ui/button.tsx";
import { AreaGate } from "#console/components/area-gate.tsx";
import { ConfirmAction } from "#console/components/confirm-action.tsx";
import { QueryView } from "#console/components/list-page.tsx";
import { ErrorNotice, InlineError, Notice } from "#console/components/notice.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { SearchPanel } from "#console/components/search-box.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { downloadPersonalData, usePersonalDataErase, usePersonalDataFind } from "../api/personal-data.ts";

/** /organiser/personal-data: one person's data, found, downloaded and erased (admins). */
export function PersonalDataPage() {
  return (
    <AreaGate area="personalData">
      <PersonalData />
    </AreaGate>
  );
}

interface PersonState {
  /** The search, kept in the browser's history entry and never in the address. */
  person?: { text: string; keys: PersonKeysInput };
}

function PersonalData() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as PersonState;
  const search = state.person;
  const found = usePersonalDataFind(search?.keys);
  const [erased, setErased] = useState<PersonalDataEraseAnswer | null>(null);
  const onFind = (text: string, keys: PersonKeysInput) => {
    setErased(null);
    void navigate(location.pathname, { state: { person: { text, keys } } satisfies PersonState });
  };
  return (
    <>
      <PageHeader
        title="Personal data"
        description="Find everything the site holds about one person, download it for them, or erase it. Searches stay out of the address bar and the logs."
      />
      <FindPerson value={search?.text} onFind={onFind} />
      {erased && <ErasedNotice answer={erased} />}
      {search && (
        <QueryView query={found} failure="The search could not be run">
          {(data) => <Found data={data} onErased={setErased} />}
        </QueryView>
      )}
    </>
  );
}

function FindPerson({ value, onFind }: { value: string | undefined; onFind: (text: string, keys: PersonKeysInput) => void }) {
  const [text, setText] = useState(value ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <SearchPanel
      name="One person's data"
      label="Find a person"
      hint="Their e-mail address, phone number (+880 and Bangla digits are fine), college roll or a reference such as GSC-ABCD-EF."
      className="mb-6"
      text={text}
      onTextChange={setText}
      maxLength={254}
      problem={problem}
      onSubmit={() => {
        const keys = keysOfSearch(text);
        const checked = personKeysSchema.safeParse(keys);
        if (!text.trim() || !checked.success) {
          setProblem(text.trim() ? (checked.error?.issues[0]?.message ?? "This search cannot be sent.") : "Enter an e-mail address, a phone number, a college roll or a reference to search for.");
          return;
        }
        setProblem(null);
        onFind(text.trim(), keys);
      }}
    />
  );
}

function Found({ data, onErased }: { data: PersonalDataFindAnswer; onErased: (answer: PersonalDataEraseAnswer) => void }) {
  const total = Object.values(data.counts).reduce((a, b) => a + b, 0);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<Error | null>(null);
  const erase = usePersonalDataErase();
  if (total === 0) {
    return (
      <p role="status" className="text-ink">
        Nothing is held about this person.
      </p>
    );
  }
  const fileCount = data.counts.file;
  const rowCount = total - fileCount;
  const kinds = personalDataKinds.filter((kind) => data.counts[kind] > 0);
  const own = kinds.filter((kind) => kind !== "mentioned");
  return (
    <div className="grid gap-6">
      <section aria-labelledby="held-heading" className="grid gap-3">
        <h2 id="held-heading" className="text-xl font-bold text-brand-900">
          What is held
        </h2>
        <p role="status">
          {counted(rowCount, "row")} and {counted(fileCount, "file")}, found by {keySummary(data)}.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={downloading}
            onClick={() => {
              setDownloading(true);
              setDownloadError(null);
              downloadPersonalData(data.keys)
                .catch((error: Error) => setDownloadError(error))
                .finally(() => setDownloading(false));
            }}
          >
            {downloading ? "Preparing the download…" : "Download everything (ZIP)"}
          </Button>
          <ConfirmAction
            title="Erase this person's data?"
            destructive
            pending={erase.isPending}
            actionLabel="Erase"
            onConfirm={() => erase.mutate(data.keys, { onSuccess: onErased })}
            description={
              <span className="grid gap-2">
                <span>This cannot be undone.</span>
                {own.length > 0 && (
                  <>
                    <span className="font-bold">Their own rows, which go:</span>
                    <span className="grid gap-1 text-sm">
                      {own.map((kind) => (
                        <span key={kind}>
                          <strong>{personalDataKindLabels[kind]}</strong> ({data.counts[kind]}): {personalDataErasure[kind]}.
                        </span>
                      ))}
                    </span>
                  </>
                )}
                {data.counts.mentioned > 0 && (
                  <>
                    <span className="font-bold">Other people&apos;s rows naming them as guardian, which stay:</span>
                    <span className="text-sm">
                      <strong>{personalDataKindLabels.mentioned}</strong> ({data.counts.mentioned}): {personalDataErasure.mentioned}.
                    </span>
                  </>
                )}
              </span>
            }
          >
            <Button className="bg-danger hover:bg-red-800">Erase…</Button>
          </ConfirmAction>
        </div>
        <InlineError error={downloadError} prefix="The download failed: " />
        <ErrorNotice error={erase.error} title="The erasure could not finish" />
      </section>
      {kinds.map((kind) => (
        <section key={kind} aria-labelledby={`kind-${kind}`} className="grid gap-2">
          <h2 id={`kind-${kind}`} className="text-lg font-bold text-brand-900">
            {personalDataKindLabels[kind]} ({data.counts[kind]})
          </h2>
          <p className="text-sm text-muted">{personalDataCorrection[kind]}</p>
          <ul className="grid gap-1">
            {data.rows
              .filter((row) => row.kind === kind)
              .map((row) => (
                <li key={`${row.kind}-${row.id}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-card border border-line bg-white px-3 py-2">
                  <span className="text-sm text-muted">{formatDateTime(row.date)}</span>
                  {row.reference && <span className="font-mono text-sm">{row.reference}</span>}
                  <span className="min-w-0 break-words">{row.description}</span>
                  {row.suspectedSpam && <span className="rounded bg-amber-100 px-1.5 text-sm text-amber-900">suspected spam</span>}
                  {row.matched && <span className="text-sm text-muted">Found by {row.matched}</span>}
                  {row.link && (
                    <Link to={row.link} className="text-brand-700 underline">
                      Open<span className="sr-only"> {personalDataKindLabels[kind].toLowerCase()} row</span>
                    </Link>
                  )}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function keySummary(data: PersonalDataFindAnswer): string {
  const parts = [
    data.keys.emails.length > 0 && counted(data.keys.emails.length, "e-mail address", "e-mail addresses"),
    data.keys.phones.length > 0 && counted(data.keys.phones.length, "phone number"),
    data.keys.rolls.length > 0 && counted(data.keys.rolls.length, "college roll"),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "reference";
}

function ErasedNotice({ answer }: { answer: PersonalDataEraseAnswer }) {
  const rows = Object.entries(answer.erased).reduce((sum, [kind, n]) => (kind === "file" ? sum : sum + n), 0);
  if (answer.left.files > 0) {
    return (
      <Notice variant="error" role="alert" title="Erased, but not all of it yet" className="mb-6">
        {counted(rows, "row")} and {counted(answer.erased.file, "file")} erased. Storage could not delete {counted(answer.left.files, "file")} yet, so{" "}
        {counted(answer.left.registrations, "registration")} still {answer.left.registrations === 1 ? "holds" : "hold"} their answers. Erase again to finish.
      </Notice>
    );
  }
  return (
    <Notice variant="success" role="status" title="Erased" className="mb-6">
      {counted(rows, "row")} and {counted(answer.erased.file, "file")} erased. The activity log records the erasure with these counts only.
    </Notice>
  );
}
