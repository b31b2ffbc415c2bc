import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { Icon } from "./icon.tsx";
import { cn } from "../../lib/cn.ts";
import { useSiteText } from "../layout/site-text.tsx";

export const Dialog = DialogPrimitive.Root;

/** A centred modal with a title, an optional description and a close button; it scrolls when tall. */
export function DialogContent({
  title,
  description,
  children,
  className,
  ...props
}: { title: ReactNode; description?: ReactNode; children: ReactNode } & ComponentProps<typeof DialogPrimitive.Content>) {
  const { common } = useSiteText();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-brand-950/60 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col",
          "overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-xl focus:outline-none",
          className,
        )}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
          <div>
            <DialogPrimitive.Title className="text-lg font-bold text-brand-900 sm:text-xl">{title}</DialogPrimitive.Title>
            {description && <DialogPrimitive.Description className="mt-1 text-sm text-muted">{description}</DialogPrimitive.Description>}
          </div>
          <DialogPrimitive.Close className="-mr-2 rounded-full p-2 text-muted hover:bg-brand-50 hover:text-brand-900" aria-label={common.close}>
            <Icon name="x" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        <div className="overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
