import type { MessageCounts, MessageState } from "../../inbox.ts";
import { cn } from "#web/lib/cn.ts";
import { formatCount } from "#console/lib/format.ts";

const tabs: { label: string; state: MessageState | undefined; count: (counts: MessageCounts) => number }[] = [
  { label: "Inbox", state: undefined, count: (c) => c.unread + c.read },
  { label: "Unread", state: "unread", count: (c) => c.unread },
  { label: "Read", state: "read", count: (c) => c.read },
  { label: "Archived", state: "archived", count: (c) => c.archived },
];

/** Which messages the table shows, with how many each choice holds (of those the search matches). */
export function MessageTabs({
  current,
  counts,
  onChange,
}: {
  current: MessageState | undefined;
  counts: MessageCounts | undefined;
  onChange: (state: MessageState | undefined) => void;
}) {
  return (
    <div role="group" aria-label="Show messages" className="flex flex-wrap gap-2">
      {tabs.map((tab) => {
        const active = tab.state === current;
        return (
          <button
            key={tab.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(tab.state)}
            className={cn(
              "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors",
              active ? "border-brand-700 bg-brand-700 text-white" : "border-brand-200 bg-white text-brand-800 hover:bg-brand-50",
            )}
          >
            {tab.label}
            {counts && (
              <span className={cn("rounded-full px-2 py-0.5 text-xs", active ? "bg-white/20" : "bg-brand-50")}>{formatCount(tab.count(counts))}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
