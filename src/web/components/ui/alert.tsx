import type { ComponentProps } from "react";
import { Icon } from "./icon.tsx";
import { cn } from "../../lib/cn.ts";

const variants = {
  destructive: { box: "border-danger/40 bg-red-50 text-danger", icon: "circle-alert" },
  success: { box: "border-accent-600/40 bg-accent-50 text-accent-700", icon: "circle-check" },
} as const;

/** A notice inside the page: a title and a sentence, in the colours of what happened. */
export function Alert({
  variant,
  title,
  children,
  className,
  ...props
}: { variant: keyof typeof variants; title: string } & ComponentProps<"div">) {
  const { box, icon } = variants[variant];
  return (
    <div className={cn("flex gap-3 rounded-2xl border p-4", box, className)} {...props}>
      <Icon name={icon} className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{title}</p>
        <div className="mt-1 text-sm text-ink">{children}</div>
      </div>
    </div>
  );
}
