import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/** A plain <label>: Radix's adds only double-click text selection handling, at the cost of its primitives on every form page. */
export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("text-sm font-semibold text-ink", className)} {...props} />;
}

/** A field's label; required fields carry an asterisk that screen readers skip (the input says "required"). */
export function FieldLabel({ htmlFor, id, required, children }: { htmlFor?: string; id?: string; required?: boolean; children: string }) {
  const Tag = htmlFor ? "label" : "span";
  return (
    <Tag htmlFor={htmlFor} id={id} className="mb-1.5 block text-sm font-semibold text-brand-900">
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      )}
    </Tag>
  );
}
