import { CircleCheck, CircleX, Clock, Wallet, type LucideIcon } from "lucide-react";
import { applicationStatusLabels, type ApplicationStatus } from "#features/applications/contract.ts";
import { cn } from "../../web/lib/cn.ts";

const looks: Record<ApplicationStatus, { icon: LucideIcon; classes: string }> = {
  pending: { icon: Clock, classes: "border-amber-300 bg-amber-50 text-amber-900" },
  payment_verified: { icon: Wallet, classes: "border-brand-200 bg-brand-50 text-brand-800" },
  approved: { icon: CircleCheck, classes: "border-accent-600/40 bg-accent-50 text-accent-700" },
  rejected: { icon: CircleX, classes: "border-red-300 bg-red-50 text-red-800" },
};

/** An application's status: its name and an icon, so colour is never the only sign. */
export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  const { icon: StatusIcon, classes } = looks[status];
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", classes, className)}>
      <StatusIcon aria-hidden="true" className="size-3.5 shrink-0" />
      {applicationStatusLabels[status]}
    </span>
  );
}
