import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClasses } from "../../web/components/ui/button.tsx";
import { cn } from "../../web/lib/cn.ts";

interface ConfirmActionProps {
  /** The question, e.g. "Delete Ayesha Rahman?". */
  title: string;
  /** What the action does and what stays. */
  description: ReactNode;
  /** The button that goes ahead, e.g. "Delete". */
  actionLabel: string;
  /** Removes or cuts off something: the action is drawn in the danger colour. */
  destructive?: boolean;
  /** While the action's request runs, the action cannot be asked for again. */
  pending?: boolean;
  onConfirm: () => void;
  /** The button that opens the dialog; without it the dialog is opened by `open`. */
  children?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Asks before an action that cannot simply be undone (a Radix alert dialog: Cancel has the focus). */
export function ConfirmAction({ title, description, actionLabel, destructive, pending, onConfirm, children, open, onOpenChange }: ConfirmActionProps) {
  return (
    <AlertDialog.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      {children && <AlertDialog.Trigger asChild>{children}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-brand-950/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-3 rounded-card border border-line bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-brand-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-ink">{description}</AlertDialog.Description>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses("secondary", "sm")}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={cn(buttonClasses("primary", "sm"), destructive && "bg-danger hover:bg-red-800")}
              disabled={pending}
              onClick={onConfirm}
            >
              {actionLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
