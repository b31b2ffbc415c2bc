import { ConfirmationPanel } from "../../../components/ui/confirmation-panel.tsx";
import { confirmationContent } from "../../../content/confirmation.ts";

/** After a stored message, beside the spec's toast: the reference, until the visitor closes it. */
export function MessageConfirmation({ reference, onClose }: { reference: string | undefined; onClose: () => void }) {
  return (
    <ConfirmationPanel
      title={confirmationContent.messageTitle}
      reference={reference}
      keepText={confirmationContent.keep.message}
      onClose={onClose}
      text={confirmationContent}
    />
  );
}
