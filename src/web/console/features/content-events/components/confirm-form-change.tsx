import { AlertDialog } from "radix-ui";
import { buttonClasses } from "../../../../components/ui/button.tsx";

/** Says, before a form that registrations were made under is changed, how many there are and what becomes of their answers. */
export function ConfirmFormChange({ open, registrations, onOpenChange, onConfirm }: { open: boolean; registrations: number; onOpenChange: (open: boolean) => void; onConfirm: () => void }) {
  const made = registrations === 1 ? "1 registration was" : `${registrations} registrations were`;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-brand-950/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-3 rounded-card border border-line bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-brand-900">Change a form in use?</AlertDialog.Title>
          <AlertDialog.Description className="text-ink">
            {made} already made with this form. Their answers stay as they were, readable in the registrations table under the labels they were given; new
            registrations use the changed form.
          </AlertDialog.Description>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses("secondary", "sm")}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses("primary", "sm")} onClick={onConfirm}>
              Save the changed form
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
