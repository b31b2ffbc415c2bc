import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import type { AnnouncementDetailAnswer } from "../../contract.ts";
import { mailOffMessage } from "#shared/console/mail.ts";
import { counted } from "#shared/counted.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { AreaGate } from "#console/components/area-gate.tsx";
import { QueryView } from "#console/components/list-page.tsx";
import { InlineError, Notice } from "#console/components/notice.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { useAnnouncement, useMarkTold } from "../api/announcements.ts";

/** /organiser/announcements/:id: a letter's e-mail sent, failed and waiting, and its WhatsApp list. */
export function AnnouncementPage() {
  return (
    <AreaGate area="announcements">
      <Announcement />
    </AreaGate>
  );
}

function Announcement() {
  const { id = "" } = useParams();
  const letter = useAnnouncement(id);
  return (
    <QueryView query={letter} failure="The letter could not be loaded">
      {(data) => (
        <>
          <PageHeader title={data.subject} description={`To ${data.audienceLabel}; written ${formatDateTime(data.createdAt)} by ${data.organiserEmail ?? "(removed organiser)"}.`} />
          <Delivery data={data} />
          <WhatsAppList data={data} id={id} />
        </>
      )}
    </QueryView>
  );
}

function Delivery({ data }: { data: AnnouncementDetailAnswer }) {
  const { delivery, counts } = data;
  const stats = [
    { label: "Sent", value: delivery.sent },
    { label: "Waiting", value: delivery.waiting },
    { label: "Failed", value: delivery.failed },
    { label: "On WhatsApp", value: counts.whatsapp },
  ];
  return (
    <section aria-labelledby="delivery-heading" className="mb-8">
      <h2 id="delivery-heading" className="mb-3 text-lg font-bold text-brand-900">
        E-mail
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-live="polite">
        {stats.map((s) => (
          <div key={s.label} className="rounded-2xl border border-brand-100 bg-white p-4">
            <dt className="text-sm text-muted">{s.label}</dt>
            <dd className="text-2xl font-bold" data-testid={`delivery-${s.label.toLowerCase().replace(/\s/g, "-")}`}>
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      {(counts.unsubscribed > 0 || counts.unreachable > 0) && (
        <p className="mt-3 text-sm">
          Not written to: {counted(counts.unsubscribed, "person", "people")} unsubscribed, {counted(counts.unreachable, "person", "people")} with neither e-mail nor phone.
        </p>
      )}
      {delivery.failed > 0 && <p className="mt-3 text-sm">Failed e-mail can be tried again from the Mail page.</p>}
    </section>
  );
}

/**
 * The box shows what was asked in the same event that asked it (a controlled box fed only by the
 * query would flip back until the answer arrives), until the change has settled: by then the list
 * has been read again (useMarkTold waits for it), so it shows what was stored.
 */
function ToldBox({ told, pending, onAsk }: { told: boolean; pending: boolean; onAsk: (told: boolean, settled: () => void) => void }) {
  const [asked, setAsked] = useState<boolean | null>(null);
  return (
    <label className="ml-auto flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-5"
        checked={asked ?? told}
        disabled={pending}
        onChange={(e) => {
          const next = e.target.checked;
          setAsked(next);
          onAsk(next, () => setAsked(null));
        }}
      />
      Told
    </label>
  );
}

export function WhatsAppList({ data, id }: { data: AnnouncementDetailAnswer; id: string }) {
  const mark = useMarkTold(id);
  if (data.whatsApp.length === 0) return null;
  return (
    <section aria-labelledby="whatsapp-heading">
      <h2 id="whatsapp-heading" className="mb-1 text-lg font-bold text-brand-900">
        Tell on WhatsApp
      </h2>
      <p className="mb-3 text-sm text-muted">
        {data.mailEnabled ? "They have no e-mail address." : mailOffMessage} Each link opens a chat with the letter filled in, in their language. {data.told} of {data.whatsApp.length} told.
      </p>
      <InlineError error={mark.error} />
      <ul className="grid gap-2" aria-label="People to tell on WhatsApp">
        {data.whatsApp.map((person) => {
          const name = person.name ?? person.phone;
          return (
            <li key={person.id} className="flex flex-wrap items-center gap-3 rounded-2xl border border-brand-100 bg-white p-3">
              <span className="min-w-40 font-semibold">{name}</span>
              <span className="text-sm text-muted">{person.phone}</span>
              {person.link ? (
                <a href={person.link} target="_blank" rel="noopener noreferrer" className={buttonClasses("secondary", "sm")} aria-label={`Message on WhatsApp to ${name} (opens WhatsApp)`}>
                  <MessageCircle aria-hidden="true" className="size-4" />
                  Message on WhatsApp
                </a>
              ) : (
                <span className="text-sm">Not a Bangladeshi mobile number</span>
              )}
              <ToldBox told={person.told} pending={mark.isPending} onAsk={(told, settled) => mark.mutate({ recipientId: person.id, told }, { onSettled: settled })} />
            </li>
          );
        })}
      </ul>
      {data.counts.whatsapp > data.whatsApp.length && (
        <Notice variant="info" title={`The first ${data.whatsApp.length} of ${data.counts.whatsapp} are listed.`} className="mt-3" />
      )}
    </section>
  );
}
