import type { ButtonHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 shadow-sm",
  secondary: "bg-white text-brand-800 border border-brand-200 hover:bg-brand-50",
  accent: "bg-highlight-400 text-brand-950 hover:bg-highlight-300 shadow-sm",
  ghost: "text-brand-800 hover:bg-brand-50",
  outlineLight: "border border-white/60 text-white hover:bg-white/10",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-12 px-6 text-lg",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

export function buttonClasses(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md"): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
  );
}

/** A <button>; a link that should look like one uses buttonClasses() on the <a> or <Link>. */
export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return <button type={type ?? "button"} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
