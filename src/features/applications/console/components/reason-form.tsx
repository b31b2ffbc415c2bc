import { rejectionFormSchema, rejectionReasonRules, takeBackFormSchema } from "../../contract.ts";
import { counted } from "#shared/counted.ts";
import { ReasonForm } from "#console/components/reason-form.tsx";

/** The status changes that ask why first, with their words: a rejection, and taking back an approval. */
export const reasonSteps = {
  rejected: {
    schema: rejectionFormSchema,
    label: "Reason for the rejection",
    pendingLabel: "Rejecting...",
    submitLabel: (count: number) => (count === 1 ? "Reject the application" : `Reject ${counted(count, "application")}`),
  },
  payment_verified: {
    schema: takeBackFormSchema,
    label: "Why the approval is taken back",
    pendingLabel: "Taking back...",
    submitLabel: () => "Take back the approval",
  },
} as const;

export type ReasonStep = keyof typeof reasonSteps;

/** Asks for the reason of an application's status change before anything changes. */
export function StatusReasonForm({
  step,
  count,
  pending,
  onSubmit,
  onCancel,
}: {
  step: ReasonStep;
  count: number;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const words = reasonSteps[step];
  return (
    <ReasonForm
      schema={words.schema}
      label={words.label}
      hint={`Kept in the application's history, up to ${rejectionReasonRules.max} characters.`}
      submitLabel={words.submitLabel(count)}
      pendingLabel={words.pendingLabel}
      pending={pending}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
