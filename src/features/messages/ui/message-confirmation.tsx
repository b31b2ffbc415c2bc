import type { ComponentType } from "react";
import { ConfirmationPanel } from "#web/components/ui/confirmation-panel.tsx";
import type { contactConfirmationContent } from "#web/content/contact-confirmation.ts";

type Props = { reference: string | undefined; onClose: () => void };
type ConfirmationText = typeof contactConfirmationContent;

/** After a stored message, beside the spec's toast: the reference, until the visitor closes it; its words in the page's language. */
export function MessageConfirmation({ text, reference, onClose }: Props & { text: ConfirmationText }) {
  return <ConfirmationPanel title={text.title} reference={reference} keepText={text.keep} onClose={onClose} text={text} />;
}

/** The confirmation with its words given: what the contact form's lazy component renders. */
export function withText(Component: typeof MessageConfirmation, text: ConfirmationText): ComponentType<Props> {
  return function MessageConfirmationIn(props: Props) {
    return <Component text={text} {...props} />;
  };
}
