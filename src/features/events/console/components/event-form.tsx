import { getFormProps } from "@conform-to/react";
import { Save } from "lucide-react";
import { useState } from "react";
import { eventEditorSchema, eventKindLabels, type EventEditorValues, type RegistrationModeChoice } from "../../contract.ts";
import { eventKinds } from "#shared/event-timing.ts";
import { ErrorNotice } from "#console/components/notice.tsx";
import { useSaveEvent } from "../api/events.ts";
import { CoverField } from "./cover-field.tsx";
import { EditorCheckbox, EditorInput } from "./editor-input.tsx";
import { RegistrationModeField } from "./registration-mode-field.tsx";
import { useSchemaForm } from "#console/components/schema-form.ts";
import { SubmitButton } from "#console/components/form-field.tsx";

/** The inputs' starting values: the stored event's, or a new event's (shown once saved). */
type EventDefaults = { [K in keyof EventEditorValues]?: string | boolean };

function defaultsOf(values: EventEditorValues | undefined): EventDefaults {
  // A new event stays off the public site until its editor shows it, once it has a form.
  if (!values) return { kind: "event", registrationMode: "native", active: false };
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === "boolean" ? value : value === undefined ? "" : String(value)]));
}

/**
 * The event's own fields, checked with the schema the server uses (same messages). After saving,
 * `onSaved` gets the event's id (a new event goes on to its forms).
 */
export function EventForm({ id, values, onSaved }: { id?: string; values?: EventEditorValues; onSaved: (id: string) => void }) {
  const save = useSaveEvent(id);
  const [mode, setMode] = useState<RegistrationModeChoice>(values?.registrationMode ?? "native");
  // Whether the saved event is shown to visitors; undefined until saved.
  const [savedShown, setSavedShown] = useState<boolean>();
  const [form, fields, edits] = useSchemaForm(eventEditorSchema, {
    id: `event-${id ?? "new"}`,
    defaultValue: defaultsOf(values),
    onValid: (value) => {
      setSavedShown(undefined);
      save.mutate(value, {
        onSuccess: (answer) => {
          edits.saved();
          setSavedShown(value.active);
          onSaved(answer.id);
        },
      });
    },
  });
  return (
    <section aria-labelledby="event-form-heading" className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
      <h2 id="event-form-heading" className="mb-4 text-lg font-bold text-brand-900">
        {id ? "The event" : "New event"}
      </h2>
      <form {...getFormProps(form)} onInput={edits.onInput} className="grid gap-5">
        <ErrorNotice error={save.error} title="Not saved" />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <EditorInput meta={fields.title} label="Title" wide />
          <EditorInput meta={fields.titleBn} label="Title (Bangla, optional)" lang="bn" wide />
          <EditorInput meta={fields.description} label="Description (optional)" type="textarea" wide />
          <EditorInput meta={fields.descriptionBn} label="Description (Bangla, optional)" type="textarea" lang="bn" wide />
          <div className="grid content-start gap-5">
            <EditorInput meta={fields.location} label="Location (optional)" />
            <EditorInput meta={fields.locationBn} label="Location (Bangla, optional)" lang="bn" />
          </div>
          <fieldset className="grid content-start gap-2" aria-describedby={fields.kind.errors ? fields.kind.errorId : undefined}>
            <legend className="mb-1.5 text-sm font-semibold text-ink">Kind</legend>
            {eventKinds.map((kind) => (
              <label key={kind} className="flex items-center gap-3">
                <input type="radio" name={fields.kind.name} value={kind} defaultChecked={(values?.kind ?? "event") === kind} className="size-5 accent-brand-700" />
                <span>{eventKindLabels[kind]}</span>
              </label>
            ))}
            {fields.kind.errors && (
              <p id={fields.kind.errorId} className="text-sm font-medium text-danger">
                {fields.kind.errors.join(" ")}
              </p>
            )}
          </fieldset>
          <EditorInput meta={fields.photosUrl} label="Photo album link (optional)" type="url" hint="Once set, or once it has ended, the event shows as past." />
          <EditorInput meta={fields.startsAt} label="Starts (Dhaka time)" type="datetime-local" />
          <EditorInput meta={fields.endsAt} label="Ends (optional)" type="datetime-local" />
          <CoverField name={fields.coverImageUrl.name} initial={values?.coverImageUrl ?? ""} errors={fields.coverImageUrl.errors} />
          <RegistrationModeField meta={fields.registrationMode} value={mode} onChange={setMode} />
          {mode !== "native" && (
            <EditorInput meta={fields.googleFormUrl} label="Outside form's address" type="url" hint="A Google Form or similar, starting with https://." wide />
          )}
          <EditorInput meta={fields.capacity} label="Seats (optional)" type="number" hint="Empty for no limit." />
          <EditorInput meta={fields.registrationDeadline} label="Registration closes (optional)" type="datetime-local" />
          <EditorCheckbox meta={fields.waitlistEnabled} label="Waiting list once the seats are taken" />
          <EditorCheckbox meta={fields.participantsMayBeUnder18} label="Participants may be under 18" hint="Its registration forms then also ask for a guardian's name, phone and consent." />
          <EditorCheckbox meta={fields.remindersEnabled} label="Send a reminder the day before" hint="Each confirmed registrant with an e-mail address gets their ticket again the day before (Dhaka time)." />
          <EditorCheckbox meta={fields.active} label="Shown on the public site" />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={save.isPending} icon={Save}>
            {id ? "Save event" : "Add event"}
          </SubmitButton>
          {savedShown !== undefined && !save.isPending && (
            <p role="status" className="text-sm font-medium text-accent-700">
              {savedShown ? "Saved. Visitors see it now." : "Saved. Hidden from visitors until it is shown on the public site."}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
