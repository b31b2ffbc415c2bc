import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { withHoneypot } from "#shared/honeypot.ts";
import { Button } from "#web/components/ui/button.tsx";
import { HoneypotField } from "#web/components/ui/honeypot-field.tsx";
import { LoadingText } from "#web/components/ui/page.tsx";
import { messageIn } from "#shared/message-text.ts";
import { useLang } from "#web/lib/lang.ts";
import { useRegistrationText } from "#web/components/event-form/registration-text.tsx";
import { shownFields } from "#web/components/event-form/shown-fields.ts";
import { readHoneypot } from "#web/lib/honeypot.ts";
import { SubmissionAttempts } from "#web/lib/idempotent-post.ts";
import { useRegistrationForm } from "./get-registration-form.ts";
import { submitRegistration } from "./submit-registration.ts";
import { RegistrationAnswerFields, useRegistrationAnswers } from "#web/components/event-form/registration-answer-fields.tsx";
import { RegistrationRefused } from "./category-seats.tsx";
import { isPaidFee } from "#shared/registration-payment.ts";
import { currentConsentVersions } from "#shared/legal-versions.ts";
import { refusalOf } from "./registration-form-rules.ts";
import { reloadApiData } from "#web/lib/api-data.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { eventApiPaths } from "#shared/api/events.ts";

export interface Registered {
  reference: string | undefined;
  /** Stored on the event's waiting list: no seat was left. */
  waitlisted: boolean;
  /** A confirmed registration's ticket page. */
  ticketUrl?: string;
  /** A paid category's registration, holding its seat until the payment is verified. */
  paymentPending?: boolean;
}

/**
 * The dynamic form of one event and category. On success the parent resets everything and closes
 * the dialog; on failure the answers stay so the visitor can simply try again. The form checks
 * itself with the shared rules (no native bubbles): each failed field shows its message under
 * itself, and focus moves to the first one.
 */
export function RegistrationForm({ eventId, categoryId, onRegistered }: { eventId: string; categoryId: string; onRegistered: (registered: Registered) => void }) {
  const text = useRegistrationText();
  const lang = useLang();
  const form = useRegistrationForm(eventId, categoryId);
  // Set at once on submit, so a second click before React re-renders cannot send twice.
  const inFlight = useRef(false);
  const attempts = useRef(new SubmissionAttempts());
  const [sending, setSending] = useState(false);
  // The answers, a paid category's payment and the guardian of a participant who may be under 18.
  const formElement = useRef<HTMLFormElement>(null);
  const answers = useRegistrationAnswers(formElement);
  // The server's refusal (full, or past the deadline), shown at the form until the next attempt.
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (form.isError) console.error("Could not load the registration form", form.error);
  }, [form.isError, form.error]);

  if (form.isPending) return <LoadingText>{text.loadingForm}</LoadingText>;
  if (form.isError) return null;
  if (form.data.fields.length === 0) return <p className="py-4 text-muted">{text.noFields}</p>;
  const fields = form.data.fields;
  // The fields as this page shows them: the editor's Bangla on a Bangla page; answers stay the English options.
  const shown = shownFields(fields, lang, text.guardian.enter);
  const said = (message: string) => messageIn(text.messages, message);
  const feeTaka = isPaidFee(form.data.feeTaka) ? form.data.feeTaka : null;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!eventId || !categoryId || inFlight.current || answers.uploads > 0) return;
    const checked = answers.check({ fields: shown, feeTaka, askGuardian: form.data?.askGuardian ?? false, messages: text.messages });
    if (!checked) return;
    inFlight.current = true;
    setSending(true);
    setRefusal(null);
    const submission = withHoneypot(
      {
        eventId,
        categoryId,
        registrationData: checked.registrationData,
        ...checked.extras,
        // The privacy policy and terms this form was built with.
        ...currentConsentVersions,
        lang,
      },
      readHoneypot(event.currentTarget),
    );
    submitRegistration(submission, attempts.current.keyFor(submission))
      .then(
        ({ reference, waitlisted, paymentPending, ticketUrl }) => {
          attempts.current.succeeded();
          // One confirmation speaks: the panel the page shows once the dialog has closed, which
          // says what the spec's toast said. The seats left show the seat taken at once.
          reloadApiData(apiPaths.events);
          reloadApiData(eventApiPaths.categories(eventId));
          answers.clear();
          onRegistered({ reference, waitlisted, paymentPending, ticketUrl });
        },
        (error: unknown) => {
          const refusedInEnglish = refusalOf(error);
          const refused = refusedInEnglish && said(refusedInEnglish);
          if (refused) {
            setRefusal(refused);
            toast.error(text.submitFailed.title, { description: refused });
          } else {
            toast.error(text.submitFailed.title, { description: text.submitFailed.description });
          }
        },
      )
      .finally(() => {
        inFlight.current = false;
        setSending(false);
      });
  }

  return (
    <form ref={formElement} onSubmit={submit} noValidate className="grid gap-5" aria-label={text.formLabel}>
      <HoneypotField />
      <RegistrationAnswerFields state={answers} fields={shown} feeTaka={feeTaka} askGuardian={form.data.askGuardian} target={{ eventId, categoryId }} />
      {refusal && <RegistrationRefused message={refusal} />}
      <Button type="submit" className="mt-2 w-full" disabled={sending || answers.uploads > 0}>
        {sending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
