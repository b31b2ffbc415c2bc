import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export const fieldClasses =
  "w-full rounded-xl border border-line bg-white px-3.5 text-base text-ink shadow-sm transition-colors " +
  "placeholder:text-muted/80 hover:border-brand-300 focus-visible:border-brand-500 focus-visible:outline-none " +
  "focus-visible:ring-3 focus-visible:ring-brand-200 disabled:cursor-not-allowed disabled:opacity-60";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClasses, "h-11", className)} {...props} />;
}
