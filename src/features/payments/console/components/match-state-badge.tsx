import { CircleCheck, Clock, Copy, Hourglass, Scale, Wallet, type LucideIcon } from "lucide-react";
import { matchStateLabelFor, type MatchKind, type MatchState } from "../../contract.ts";
import { cn } from "#web/lib/cn.ts";

const looks: Record<MatchState, { icon: LucideIcon; classes: string }> = {
  matched: {
    icon: CircleCheck,
    classes: "border-accent-600/40 bg-accent-50 text-accent-700",
  },
  id_used_elsewhere: {
    icon: Copy,
    classes: "border-red-300 bg-red-50 text-red-800",
  },
  wallet_differs: {
    icon: Wallet,
    classes: "border-amber-300 bg-amber-50 text-amber-900",
  },
  amount_differs: {
    icon: Scale,
    classes: "border-amber-300 bg-amber-50 text-amber-900",
  },
  outside_window: {
    icon: Clock,
    classes: "border-amber-300 bg-amber-50 text-amber-900",
  },
  not_received: { icon: Hourglass, classes: "border-line bg-canvas text-ink" },
};

/** An application's match state: its name and an icon, so colour is never the only sign. */
export function MatchStateBadge({ state, kind = "application" }: { state: MatchState; kind?: MatchKind }) {
  const { icon: StateIcon, classes } = looks[state];
  return (
    <span className={cn("inline-flex items-center gap-1 max-w-40 rounded-full border px-2.5 py-0.5 text-xs font-semibold", classes)}>
      <StateIcon aria-hidden="true" className="size-3.5 shrink-0" />
      {matchStateLabelFor(kind, state)}
    </span>
  );
}
