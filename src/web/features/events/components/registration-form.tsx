import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { withHoneypot } from "../../../../shared/honeypot.ts";
import { seatMessages } from "../../../../shared/seats.ts";
import type { RegistrationData, RegistrationValue } from "../../../../shared/registration-validation.ts";
import { Button } from "../../../components/ui/button.tsx";
import { HoneypotField } from "../../../components/ui/honeypot-field.tsx";
import { LoadingText } from "../../../components/ui/page.tsx";
import { eventsText } from "../../../content/events.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { readHoneypot } from "../../../lib/honeypot.ts";
import { useRegistrationForm } from "../api/get-registration-form.ts";
import { submitRegistration } from "../api/submit-registration.ts";
import { FormFieldControl } from "./fields/form-field.tsx";
import { RegistrationRefused } from "./category-seats.tsx";

/** Answers worth sending: empty text and empty lists are the same as no answer. */
function answered(data: RegistrationData): RegistrationData {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value.trim() !== "")));
}

/**
 * The dynamic form of one event and category. On success the parent resets everything and closes
 * the dialog; on failure the answers stay so the visitor can simply try again.
 */
export function RegistrationForm({ eventId, categoryId, onRegistered }: { eventId: string; categoryId: string; onRegistered: () => void }) {
  const form = useRegistrationForm(eventId, categoryId);
  // Set at once on submit, so a second click before React re-renders cannot send twice.
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [answers, setAnswers] = useState<RegistrationData>({});
  const [uploadsInFlight, setUploadsInFlight] = useState(0);
  // The server's refusal (full, or past the deadline), shown at the form until the next attempt.
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (form.isError) console.error("Could not load the registration form", form.error);
  }, [form.isError, form.error]);

  if (form.isPending) return <LoadingText>{eventsText.loadingForm}</LoadingText>;
  if (form.isError) return null;
  if (form.data.fields.length === 0) return <p className="py-4 text-muted">{eventsText.noFields}</p>;

  const setAnswer = (name: string) => (value: RegistrationValue) => setAnswers((current) => ({ ...current, [name]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!eventId || !categoryId || inFlight.current || uploadsInFlight > 0) return;
    inFlight.current = true;
    setSending(true);
    setRefusal(null);
    submitRegistration(withHoneypot({ eventId, categoryId, registrationData: answered(answers) }, readHoneypot(event.currentTarget)))
      .then(
        ({ waitlisted }) => {
          const told = waitlisted ? seatMessages.waitlisted : eventsText.submitted;
          toast.success(told.title, { description: told.description });
          setAnswers({});
          onRegistered();
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 409) {
            setRefusal(error.message);
            toast.error(eventsText.submitFailed.title, { description: error.message });
          } else {
            toast.error(eventsText.submitFailed.title, { description: eventsText.submitFailed.description });
          }
        },
      )
      .finally(() => {
        inFlight.current = false;
        setSending(false);
      });
  }

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Registration form">
      <HoneypotField />
      {form.data.fields.map((field, index) => (
        <FormFieldControl
          key={`${index}-${field.name}`}
          field={field}
          index={index}
          value={answers[field.name]}
          onChange={setAnswer(field.name)}
          target={{ eventId, categoryId }}
          onBusyChange={(busy) => setUploadsInFlight((count) => count + (busy ? 1 : -1))}
        />
      ))}
      {refusal && <RegistrationRefused message={refusal} />}
      <Button type="submit" className="mt-2 w-full" disabled={sending || uploadsInFlight > 0}>
        {sending ? eventsText.submitting : eventsText.submit}
      </Button>
    </form>
  );
}
