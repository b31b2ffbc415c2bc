import { KeyRound, Send, UserCheck, UserX } from "lucide-react";
import type { OrganiserListItem } from "../../contract.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmAction } from "#console/components/confirm-action.tsx";
import { useChangeOrganiser } from "../api/change-organiser.ts";
import { useIssueSetupLink } from "../api/issue-setup-link.ts";
import { useSendSetupLink } from "#console/features/mail/api/mail-deliveries.ts";
import { useMailEnabled } from "#console/lib/session.ts";
import type { IssuedLink } from "./setup-link-box.tsx";

/** Disable or enable an organiser (never oneself), and issue a new set-up link (and e-mail it, when e-mail is on). */
export function RowActions({ organiser, isSelf, onLinkIssued }: { organiser: OrganiserListItem; isSelf: boolean; onLinkIssued: (issued: IssuedLink) => void }) {
  const change = useChangeOrganiser(organiser.id);
  const issue = useIssueSetupLink(organiser.id);
  const send = useSendSetupLink(organiser.id);
  const mailEnabled = useMailEnabled();
  const error = change.error ?? issue.error ?? send.error;
  return (
    <div className="grid gap-1">
      <div className="flex flex-col items-start gap-1.5">
        {!isSelf &&
          (organiser.disabled ? (
            <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => change.mutate({ disabled: false })} aria-label={`Enable ${organiser.name}`}>
              <UserCheck aria-hidden="true" className="size-4" />
              Enable
            </Button>
          ) : (
            <ConfirmAction
              title={`Disable ${organiser.name}?`}
              description="They are signed out at once and cannot sign in until an admin enables them again. Nothing they did is removed."
              actionLabel="Disable"
              destructive
              pending={change.isPending}
              onConfirm={() => change.mutate({ disabled: true })}
            >
              <Button size="sm" variant="secondary" disabled={change.isPending} aria-label={`Disable ${organiser.name}`}>
                <UserX aria-hidden="true" className="size-4" />
                Disable
              </Button>
            </ConfirmAction>
          ))}
        <Button
          size="sm"
          variant="ghost"
          disabled={issue.isPending}
          aria-label={`New set-up link for ${organiser.name}`}
          onClick={() => issue.mutate(undefined, { onSuccess: ({ setupLink }) => onLinkIssued({ name: organiser.name, link: setupLink, added: false }) })}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          New set-up link
        </Button>
        {mailEnabled && (
          <Button size="sm" variant="ghost" disabled={send.isPending} aria-label={`E-mail a set-up link to ${organiser.name}`} onClick={() => send.mutate()}>
            <Send aria-hidden="true" className="size-4" />
            E-mail a set-up link
          </Button>
        )}
      </div>
      {send.isSuccess && (
        <p role="status" className="max-w-48 text-sm whitespace-normal text-accent-700">
          Sent to {send.data.sentTo}.
        </p>
      )}
      {error && (
        <p role="alert" className="max-w-48 text-sm font-medium whitespace-normal text-danger">
          {error.message}
        </p>
      )}
    </div>
  );
}
