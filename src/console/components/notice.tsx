import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../web/lib/cn.ts";

const variants = {
  error: { box: "border-danger/40 bg-red-50", icon: CircleAlert, iconClass: "text-danger" },
  success: { box: "border-accent-600/40 bg-accent-50", icon: CircleCheck, iconClass: "text-accent-700" },
  info: { box: "border-brand-200 bg-brand-50", icon: Info, iconClass: "text-brand-700" },
} as const;

/** A notice inside a console page: what went wrong, what worked, or what to know. */
export function Notice({
  variant,
  title,
  children,
  className,
  role,
}: {
  variant: keyof typeof variants;
  title: string;
  children?: ReactNode;
  className?: string;
  role?: "alert" | "status";
}) {
  const { box, icon: NoticeIcon, iconClass } = variants[variant];
  return (
    <div role={role} className={cn("flex gap-3 rounded-2xl border p-4 text-ink", box, className)}>
      <NoticeIcon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", iconClass)} />
      <div className="min-w-0">
        <p className="font-bold">{title}</p>
        {children && <div className="mt-1 text-sm">{children}</div>}
      </div>
    </div>
  );
}

/** What a failed request said, under a title naming what failed; nothing while it has not failed. */
export function ErrorNotice({ error, title, className }: { error: Error | null | undefined; title: string; className?: string }) {
  if (!error) return null;
  return (
    <Notice variant="error" title={title} role="alert" className={className}>
      {error.message}
    </Notice>
  );
}

/** A failed request's message in one line, beside the control that sent it. */
export function InlineError({ error, prefix = "", className }: { error: Error | null | undefined; prefix?: string; className?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className={cn("text-sm font-medium text-danger", className)}>
      {prefix}
      {error.message}
    </p>
  );
}
