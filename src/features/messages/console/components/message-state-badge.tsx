import { Archive, Mail, MailOpen, type LucideIcon } from "lucide-react";
import { messageStateLabels, type MessageState } from "../../inbox.ts";
import { cn } from "#web/lib/cn.ts";

const looks: Record<MessageState, { icon: LucideIcon; classes: string }> = {
  unread: { icon: Mail, classes: "border-brand-300 bg-brand-50 text-brand-900" },
  read: { icon: MailOpen, classes: "border-line bg-white text-muted" },
  archived: { icon: Archive, classes: "border-line bg-canvas text-muted" },
};

/** A message's state: its name and an icon, so colour is never the only sign. */
export function MessageStateBadge({ state, className }: { state: MessageState; className?: string }) {
  const { icon: StateIcon, classes } = looks[state];
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", classes, className)}>
      <StateIcon aria-hidden="true" className="size-3.5 shrink-0" />
      {messageStateLabels[state]}
    </span>
  );
}
