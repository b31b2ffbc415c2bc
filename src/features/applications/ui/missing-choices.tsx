import { useJoinUsText } from "./join-us-text.ts";
import type { ApplicationForm } from "./use-application-form.ts";

/**
 * Beside the disabled "Submit Application": which of the spec's three choices (a department, the
 * terms, a payment type) are still missing, updated as they are made.
 */
export function MissingChoices({ form, id }: { form: ApplicationForm; id: string }) {
  const text = useJoinUsText().missing;
  const missing = [
    form.missing.department && text.department,
    form.missing.terms && text.terms,
    form.missing.paymentType && text.paymentType,
  ].filter((item) => item !== false);
  const list = missing.length > 1 ? `${missing.slice(0, -1).join(", ")} ${text.and} ${missing.at(-1)}` : missing[0];
  return (
    <p id={id} aria-live="polite" className="text-sm text-muted" data-testid="missing-choices">
      {list ? `${text.lead} ${list}${text.end}` : ""}
    </p>
  );
}
