import { Reply } from "lucide-react";
import { replyLink, type ConsoleMessage } from "../../inbox.ts";
import { siteConfig } from "#shared/site-config.ts";
import { Button, buttonClasses } from "#web/components/ui/button.tsx";
import { ErrorNotice } from "#console/components/notice.tsx";
import { useChangeMessageState } from "../api/change-message-state.ts";
import { stateActions, stateChangeReport, type StateAction } from "./state-actions.ts";

/** Reply in the organiser's mail program, and the state changes one message allows. */
export function MessageActions({ message, onChanged }: { message: ConsoleMessage; onChanged: (report: string) => void }) {
  const change = useChangeMessageState();
  const actions: StateAction[] = [
    message.state === "archived" ? stateActions.moveToInbox : stateActions.archive,
    ...(message.state === "unread" ? [] : [stateActions.markUnread]),
  ];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <a href={replyLink(message, siteConfig.shortName)} className={buttonClasses("primary")}>
          <Reply aria-hidden="true" className="size-4" />
          Reply
        </a>
        {actions.map((action) => (
          <Button
            key={action.label}
            variant="secondary"
            disabled={change.isPending}
            onClick={() => change.mutate({ ids: [message.id], state: action.state }, { onSuccess: ({ changed }) => onChanged(stateChangeReport(action, changed, 1)) })}
          >
            {action.label}
          </Button>
        ))}
      </div>
      <p className="text-sm text-muted">Reply opens your mail program with the visitor&apos;s address and the subject filled in.</p>
      <ErrorNotice error={change.error} title="Nothing was changed" />
    </div>
  );
}
