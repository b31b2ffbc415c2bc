import { useState } from "react";
import { mailOffMessage, type NotificationSettings, type NotificationSettingsAnswer } from "#shared/console/mail.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { AreaGate } from "#console/components/area-gate.tsx";
import { InlineError, Notice } from "#console/components/notice.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { useNotificationSettings, useSaveNotificationSettings } from "../api/notification-settings.ts";
import { QueryView } from "#console/components/list-page.tsx";

const choices: { kind: keyof NotificationSettings; label: string }[] = [
  { kind: "applications", label: "New membership applications" },
  { kind: "registrations", label: "New event registrations" },
  { kind: "messages", label: "New messages" },
];

/** /organiser/notifications: which new submissions the signed-in organiser is told of by e-mail. */
export function NotificationsPage() {
  return (
    <AreaGate area="notifications">
      <Notifications />
    </AreaGate>
  );
}

function Notifications() {
  const settings = useNotificationSettings();
  return (
    <>
      <PageHeader
        title="Notifications"
        description="Get an e-mail for each new submission you may read. It gives the reference and a link here, never what the visitor wrote."
      />
      <QueryView query={settings} failure="Your notifications could not be loaded">
        {(data) => <SettingsForm key={JSON.stringify(data.settings)} answer={data} />}
      </QueryView>
    </>
  );
}

function SettingsForm({ answer }: { answer: NotificationSettingsAnswer }) {
  const [chosen, setChosen] = useState(answer.settings);
  const save = useSaveNotificationSettings();
  const offered = choices.filter((choice) => answer.allowed[choice.kind]);
  return (
    <form
      className="grid max-w-xl gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(chosen);
      }}
    >
      {!answer.enabled && <Notice variant="info" title="E-mail is off">{mailOffMessage.replace(/^E-mail is off: /, "")} Your choices are kept for then.</Notice>}
      {offered.length === 0 ? (
        <p className="text-muted">Your role reads no submissions, so there is nothing to be told of.</p>
      ) : (
        <fieldset className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
          <legend className="px-1 font-semibold">E-mail me about</legend>
          {offered.map((choice) => (
            <label key={choice.kind} className="flex items-center gap-3">
              <Checkbox
                name={choice.kind}
                checked={chosen[choice.kind]}
                onCheckedChange={(checked) => setChosen((current) => ({ ...current, [choice.kind]: checked }))}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
      {offered.length > 0 && (
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
          <span role="status">{save.isSuccess && !save.isPending ? "Saved." : ""}</span>
        </div>
      )}
      <InlineError error={save.error} />
    </form>
  );
}
