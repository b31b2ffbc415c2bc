import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import type { EventCategory } from "#shared/api/events.ts";
import type { WalkInAnswer } from "../../contract.ts";
import type { FormField } from "#shared/registration-form-fields.ts";
import { feeText, isPaidFee } from "#shared/registration-payment.ts";
import { RegistrationTextProvider } from "#web/components/event-form/registration-text.tsx";
import { registrationText } from "#web/content/registration.ts";
import { RegistrationAnswerFields, useRegistrationAnswers } from "#web/components/event-form/registration-answer-fields.tsx";
import { currentConsentVersions } from "#shared/legal-versions.ts";
import { SubmissionAttempts } from "#web/lib/idempotent-post.ts";
import { SubmitButton } from "#console/components/form-field.tsx";
import { Notice } from "#console/components/notice.tsx";
import { ApiError, isUnreachable } from "#console/lib/api.ts";
import { registrantName } from "#features/registrations/rules.ts";
import { registerWalkIn } from "../api/register-walk-in.ts";
import { provisionalReference } from "../door/door-logic.ts";
import { queueWalkIn, type QueuedWalkIn } from "../door/door-store.ts";
import { serverIssues } from "./walk-in-issues.ts";

/**
 * The category's own form, drawn by the public registration form's field components and checked by
 * its rules before sending; the server checks again and its issues show at
 * their fields. When the category is full an admin may tick "Allow beyond the seats". An event whose
 * participants may be under 18 asks for the guardian as the site does, and the
 * person accepts the same terms and privacy policy, whose versions are sent.
 */
export function WalkInForm(props: {
  eventId: string;
  category: EventCategory;
  fields: FormField[];
  feeTaka: number | null;
  askGuardian: boolean;
  isAdmin: boolean;
  /** Who registers the walk-in: kept with one queued offline. */
  organiser: { id: string; name: string };
  onCheckedIn: (answer: WalkInAnswer) => void;
  /** Registered with no network: checked in on this phone, sent when the network returns. */
  onQueued: (walkIn: QueuedWalkIn) => void;
}) {
  const { eventId, category, fields, isAdmin, onCheckedIn } = props;
  const feeTaka = isPaidFee(props.feeTaka) ? props.feeTaka : null;
  const queryClient = useQueryClient();
  const attempts = useRef(new SubmissionAttempts());
  const formElement = useRef<HTMLFormElement>(null);
  const answers = useRegistrationAnswers(formElement);
  const [beyondSeats, setBeyondSeats] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const full = category.seatsLeft === 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || answers.uploads > 0) return;
    // In English, the console's language: no dictionary.
    const checked = answers.check({ fields, feeTaka, askGuardian: props.askGuardian });
    if (!checked) return;
    const { registrationData } = checked;
    const body = {
      eventId,
      categoryId: category.id,
      registrationData,
      ...currentConsentVersions,
      ...checked.extras,
      ...(full && beyondSeats ? { overrideSeats: true } : {}),
    };
    setSending(true);
    setRefusal(null);
    const key = attempts.current.keyFor(body);
    // No network: the walk-in waits on this phone with its key, checked in at once under a provisional reference.
    const queueHere = async () => {
      const walkIn: QueuedWalkIn = {
        eventId,
        key,
        body,
        provisionalReference: provisionalReference(),
        name: registrantName([fields], registrationData),
        category: category.name,
        at: new Date().toISOString(),
        scannedBy: props.organiser.id,
        scannedByName: props.organiser.name,
      };
      await queueWalkIn(walkIn);
      attempts.current.succeeded();
      props.onQueued(walkIn);
    };
    (navigator.onLine ? registerWalkIn(eventId, body, key) : Promise.reject(new TypeError("offline")))
      .then((answer) => {
        attempts.current.succeeded();
        onCheckedIn(answer);
      })
      .catch(async (error: unknown) => {
        if (isUnreachable(error)) return queueHere();
        const issues = error instanceof ApiError && error.status === 400 ? serverIssues(fields, error.body) : undefined;
        if (issues && answers.show(fields, issues.fields, issues.payment)) return;
        // Full meanwhile: the seats shown are read again, so an admin is offered the override.
        if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: ["check-in", "walk-in", eventId, "categories"] });
        setRefusal(error instanceof Error ? error.message : "The walk-in could not be registered. Please try again.");
      })
      .finally(() => setSending(false));
  }

  return (
    // The public form's texts, in English (the console's language).
    <RegistrationTextProvider value={registrationText}>
    <form ref={formElement} onSubmit={submit} noValidate className="grid gap-5" aria-label={`Walk-in registration: ${category.name}`}>
      <RegistrationAnswerFields
        state={answers}
        fields={fields}
        feeTaka={feeTaka}
        askGuardian={props.askGuardian}
        target={{ eventId, categoryId: category.id }}
        paymentNote={feeTaka !== null && <p className="text-sm font-semibold text-brand-900">{feeText(feeTaka)}</p>}
      />
      {full && isAdmin && (
        <label className="flex items-center gap-3 font-semibold text-ink">
          <input type="checkbox" checked={beyondSeats} onChange={(change) => setBeyondSeats(change.target.checked)} className="size-4 accent-brand-700" />
          Allow beyond the seats
        </label>
      )}
      {refusal && (
        <Notice variant="error" title="Not registered" role="alert">
          {refusal}
        </Notice>
      )}
      <div>
        <SubmitButton pending={sending || answers.uploads > 0} pendingLabel={answers.uploads > 0 ? "Uploading..." : "Registering..."}>
          Register and check in
        </SubmitButton>
      </div>
    </form>
    </RegistrationTextProvider>
  );
}
