import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { Eye, Send } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  announcementFormSchema,
  registrantGroupLabels,
  registrantGroups,
  toAnnouncement,
  type AnnouncementInput,
  type AnnouncementsAnswer,
} from "../../contract.ts";
import { mailOffMessage } from "#shared/console/mail.ts";
import { consolePagePaths } from "#shared/console/paths.ts";
import { counted } from "#shared/counted.ts";
import { Button } from "#web/components/ui/button.tsx";
import { fieldClasses, Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { cn } from "#web/lib/cn.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { describedBy, FieldNotes, SubmitButton } from "#console/components/form-field.tsx";
import { QueryView } from "#console/components/list-page.tsx";
import { ErrorNotice, Notice } from "#console/components/notice.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { useSchemaForm } from "#console/components/schema-form.ts";
import { formatDate, formatDateTime } from "#console/lib/format.ts";
import { useAnnouncements, usePreviewAnnouncement, useSendAnnouncement } from "../api/announcements.ts";

/** /organiser/announcements: write to an event's registrants or the members, preview, send (reviewers and admins). */
export function AnnouncementsPage() {
  return (
    <AreaGate area="announcements">
      <Announcements />
    </AreaGate>
  );
}

function Announcements() {
  const list = useAnnouncements();
  return (
    <>
      <PageHeader
        title="Letters to people"
        description="Write to an event's registrants or to the members, in English and Bangla: each person gets the letter in the language they registered or applied in. E-mail goes out at a steady pace; those without e-mail are listed with a WhatsApp link."
      />
      <QueryView query={list} failure="The letters could not be loaded">
        {(data) => (
          <>
            <Compose data={data} />
            <Sent data={data} />
          </>
        )}
      </QueryView>
    </>
  );
}

function Compose({ data }: { data: AnnouncementsAnswer }) {
  const preview = usePreviewAnnouncement();
  const send = useSendAnnouncement();
  const navigate = useNavigate();
  const [previewed, setPreviewed] = useState<AnnouncementInput | null>(null);
  const [form, fields, edits] = useSchemaForm(announcementFormSchema, {
    id: "new-letter",
    defaultValue: { audience: "", group: "all" },
    onValid: (value) => {
      const input = toAnnouncement(value);
      preview.mutate(input, { onSuccess: () => setPreviewed(input) });
    },
  });
  const event = data.events.find((e) => e.id === fields.audience.value);
  const counts = preview.data?.counts;
  const onInput = () => {
    edits.onInput();
    // A change after the preview needs a new one before sending.
    if (previewed) {
      setPreviewed(null);
      preview.reset();
    }
  };
  return (
    <section aria-labelledby="new-letter-heading" className="mb-8 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
      <h2 id="new-letter-heading" className="mb-4 text-lg font-bold text-brand-900">
        New letter
      </h2>
      {!data.mailEnabled && (
        <Notice variant="info" title="E-mail is off" className="mb-4">
          {mailOffMessage} Everyone with a phone number is listed with a WhatsApp link instead.
        </Notice>
      )}
      <form {...getFormProps(form)} onInput={onInput} onChange={onInput} className="grid gap-4">
        <div className="grid items-start gap-4 lg:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor={fields.audience.id}>To</Label>
            <select {...getSelectProps(fields.audience)} aria-describedby={describedBy(fields.audience, undefined)} className={cn(fieldClasses, "h-11 pr-8")}>
              <option value="">Choose who it goes to</option>
              <option value="members">The members</option>
              <optgroup label="An event's registrants">
                {data.events.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.title} ({formatDate(e.startsAt)})
                  </option>
                ))}
              </optgroup>
            </select>
            <FieldNotes meta={fields.audience} />
          </div>
          {fields.audience.value && fields.audience.value !== "members" && (
            <div className="grid gap-1.5">
              <Label htmlFor={fields.group.id}>Who of them</Label>
              <select {...getSelectProps(fields.group)} aria-describedby={describedBy(fields.group, undefined)} className={cn(fieldClasses, "h-11 pr-8")}>
                {registrantGroups.map((group) => (
                  <option key={group} value={group}>
                    {registrantGroupLabels[group]}
                  </option>
                ))}
              </select>
              <FieldNotes meta={fields.group} />
            </div>
          )}
          {event && fields.group.value === "category" && (
            <div className="grid gap-1.5">
              <Label htmlFor={fields.categoryId.id}>Category</Label>
              <select {...getSelectProps(fields.categoryId)} aria-describedby={describedBy(fields.categoryId, undefined)} className={cn(fieldClasses, "h-11 pr-8")}>
                <option value="">Choose a category</option>
                {event.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
              <FieldNotes meta={fields.categoryId} />
            </div>
          )}
        </div>
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <fieldset className="grid gap-3">
            <legend className="mb-2 font-semibold">In English</legend>
            <div className="grid gap-1.5">
              <Label htmlFor={fields.subject.id}>Subject</Label>
              <Input {...getInputProps(fields.subject, { type: "text" })} aria-describedby={describedBy(fields.subject, undefined)} />
              <FieldNotes meta={fields.subject} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={fields.body.id}>Text</Label>
              <Textarea {...getTextareaProps(fields.body)} rows={8} aria-describedby={describedBy(fields.body, undefined)} />
              <FieldNotes meta={fields.body} />
            </div>
          </fieldset>
          <fieldset className="grid gap-3" lang="bn">
            <legend className="mb-2 font-semibold">বাংলায় (In Bangla)</legend>
            <div className="grid gap-1.5">
              <Label htmlFor={fields.subjectBn.id}>বিষয় (Subject in Bangla)</Label>
              <Input {...getInputProps(fields.subjectBn, { type: "text" })} aria-describedby={describedBy(fields.subjectBn, undefined)} />
              <FieldNotes meta={fields.subjectBn} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={fields.bodyBn.id}>লেখা (Text in Bangla)</Label>
              <Textarea {...getTextareaProps(fields.bodyBn)} rows={8} aria-describedby={describedBy(fields.bodyBn, undefined)} />
              <FieldNotes meta={fields.bodyBn} />
            </div>
          </fieldset>
        </div>
        <ErrorNotice error={preview.error} title="No preview" />
        <div>
          <SubmitButton pending={preview.isPending} pendingLabel="Counting..." icon={Eye}>
            Preview
          </SubmitButton>
        </div>
      </form>
      {previewed && counts && (
        <section aria-labelledby="preview-heading" className="mt-6 grid gap-4 border-t border-line pt-6" aria-live="polite">
          <h3 id="preview-heading" className="text-lg font-bold text-brand-900">
            Preview: {counted(counts.total, "person", "people")}
          </h3>
          <ul className="list-disc pl-5 text-sm">
            <li>{counted(counts.email, "e-mail")} to send</li>
            <li>{counted(counts.whatsapp, "person", "people")} without e-mail, to tell on WhatsApp</li>
            {counts.unsubscribed > 0 && <li>{counted(counts.unsubscribed, "person", "people")} unsubscribed: not written to</li>}
            {counts.unreachable > 0 && <li>{counted(counts.unreachable, "person", "people")} with neither e-mail nor phone</li>}
          </ul>
          {preview.data?.sample && (
            <figure className="rounded-2xl border border-line bg-white p-4">
              <figcaption className="mb-2 text-sm text-muted">One letter as it goes out ({preview.data.sample.lang === "bn" ? "Bangla" : "English"})</figcaption>
              <p className="font-semibold" lang={preview.data.sample.lang}>
                {preview.data.sample.subject}
              </p>
              <pre className="mt-2 whitespace-pre-wrap font-sans text-sm" lang={preview.data.sample.lang} data-testid="letter-sample">
                {preview.data.sample.text}
              </pre>
            </figure>
          )}
          <ErrorNotice error={send.error} title="Not sent" />
          <div>
            <Button
              disabled={send.isPending || counts.total === 0}
              onClick={() =>
                send.mutate(previewed, {
                  onSuccess: ({ id }) => {
                    edits.saved();
                    void navigate(`${consolePagePaths.announcements}/${id}`);
                  },
                })
              }
            >
              <Send aria-hidden="true" className="size-5" />
              {send.isPending ? "Sending..." : `Send to ${counted(counts.total, "person", "people")}`}
            </Button>
          </div>
        </section>
      )}
    </section>
  );
}

function Sent({ data }: { data: AnnouncementsAnswer }) {
  return (
    <section aria-labelledby="sent-heading">
      <h2 id="sent-heading" className="mb-3 text-lg font-bold text-brand-900">
        Letters written
      </h2>
      {data.items.length === 0 ? (
        <p className="text-sm">None yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-brand-100 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-brand-50 text-ink">
              <tr>
                <th scope="col" className="p-3">
                  Written
                </th>
                <th scope="col" className="p-3">
                  Subject
                </th>
                <th scope="col" className="p-3">
                  To
                </th>
                <th scope="col" className="p-3">
                  People
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id} className="border-t border-brand-100">
                  <td className="p-3">{formatDateTime(item.createdAt)}</td>
                  <td className="p-3">
                    <Link to={`${consolePagePaths.announcements}/${item.id}`} className="font-semibold text-brand-800 underline">
                      {item.subject}
                    </Link>
                  </td>
                  <td className="p-3">{item.audienceLabel}</td>
                  <td className="p-3">{item.recipientCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
