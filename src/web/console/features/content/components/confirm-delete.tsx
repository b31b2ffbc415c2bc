import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClasses } from "../../../../components/ui/button.tsx";

/** Asks before deleting a row for good; hiding it is offered as the gentler choice. */
export function ConfirmDelete({ what, onConfirm, children }: { what: string; onConfirm: () => void; children: ReactNode }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{children}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-brand-950/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-3 rounded-card border border-line bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-brand-900">Delete {what}?</AlertDialog.Title>
          <AlertDialog.Description className="text-ink">
            It is removed for good; the activity log keeps what it said. To take it off the site for a while, hide it instead.
          </AlertDialog.Description>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses("secondary", "sm")}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses("primary", "sm")} onClick={onConfirm}>
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
