import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { HoneypotField } from "#web/components/ui/honeypot-field.tsx";
import { readHoneypot } from "#web/lib/honeypot.ts";
import type { Lang } from "#shared/lang.ts";
import { useLang } from "#web/lib/lang.ts";
import { AddressSection, FamilySection, PersonalSection, SocialSection } from "./applicant-sections.tsx";
import { useJoinUsText } from "./join-us-text.ts";
import { DepartmentChecklist, TermsAgreement } from "./membership-choices.tsx";
import { MissingChoices } from "./missing-choices.tsx";
import { loadSubmission, useApplicationForm } from "./use-application-form.ts";

// What the page does not show before the applicant acts (the payment steps, the outcome of a
// submit) loads on the first focus or tap inside the form, beside the submit path, so none of it
// is part of the first visit and all of it is there by the time it is needed
//. Their words come with them, in the page's language.
const loadLaterParts = (lang: Lang) =>
  Promise.all([
    import("./payment-fields.tsx"),
    import("./application-outcome.tsx"),
    lang === "bn" ? import("#web/content/bn/join-us-payment.ts") : import("#web/content/join-us-payment.ts"),
  ]).then(([payment, outcome, words]) => ({ ...payment, ...outcome, text: words.joinUsPaymentContent }));
type LaterParts = Awaited<ReturnType<typeof loadLaterParts>>;

/**
 * The later parts, held in state once loaded so they render at once when needed (React.lazy would
 * show nothing for a moment at each first use, and a Tab pressed then would skip them); loaded at
 * the latest when needed, for input replayed from before hydration, which neither focuses nor taps.
 */
function useLaterParts(needed: boolean, lang: Lang) {
  const [parts, setParts] = useState<LaterParts | null>(null);
  const started = useRef(false);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void loadSubmission(lang).catch(() => undefined);
    loadLaterParts(lang).then(setParts, (error: unknown) => {
      started.current = false;
      console.warn("Could not load the application's payment steps", error);
    });
  }, [lang]);
  useEffect(() => {
    if (needed && !parts) load();
  }, [needed, parts, load]);
  return { parts, load };
}

/** The membership application: the applicant, then departments, fee, terms and payment. */
export function ApplicationForm() {
  const joinUsContent = useJoinUsText();
  const lang = useLang();
  const form = useApplicationForm(joinUsContent.notices, lang);
  const formElement = useRef<HTMLFormElement>(null);
  const { departments, paymentType } = form.values;
  const { parts, load } = useLaterParts(departments.length > 0 || form.outcome !== null, lang);
  const closeOutcome = () => {
    form.dismissOutcome();
    const first = formElement.current?.elements.namedItem("fullName");
    if (first instanceof HTMLElement) first.focus();
  };
  return (
    <section aria-labelledby="application-title" className="mt-12">
      <h2 id="application-title" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {joinUsContent.formTitle}
      </h2>
      <p className="mt-2 text-muted">{joinUsContent.formIntro}</p>
      <form
        ref={formElement}
        className="mt-6 grid gap-6"
        onFocus={load}
        onPointerDown={load}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(readHoneypot(event.currentTarget));
        }}
      >
        <HoneypotField />
        <PersonalSection form={form} />
        <FamilySection form={form} />
        <AddressSection form={form} />
        <SocialSection form={form} />
        <DepartmentChecklist form={form} />
        {parts && departments.length > 0 && <parts.PaymentSummary text={parts.text} departmentCount={departments.length} fee={form.fee} />}
        <TermsAgreement form={form} />
        {parts && form.paymentTypeShown && <parts.PaymentTypeChoice text={parts.text} form={form} />}
        {parts && form.paymentTypeShown && paymentType === "online" && <parts.OnlinePaymentFields text={parts.text} form={form} />}
        {parts && form.outcome && <parts.ApplicationOutcomeView text={parts.text.confirmation} outcome={form.outcome} onClose={closeOutcome} />}
        <div className="grid gap-3 sm:flex sm:items-center sm:gap-4">
          <Button type="submit" size="lg" disabled={!form.canSubmit} aria-describedby="application-missing" className="w-full sm:w-auto sm:shrink-0">
            {form.submitting ? joinUsContent.submitting : joinUsContent.submit}
          </Button>
          <MissingChoices form={form} id="application-missing" />
        </div>
      </form>
    </section>
  );
}
