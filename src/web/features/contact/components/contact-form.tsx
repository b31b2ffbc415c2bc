import { useRef, useState } from "react";
import { withHoneypot } from "../../../../shared/honeypot.ts";
import { limits } from "../../../../shared/limits.ts";
import { Button } from "../../../components/ui/button.tsx";
import { HoneypotField } from "../../../components/ui/honeypot-field.tsx";
import { TextAreaField, TextField } from "../../../components/ui/text-field.tsx";
import { contactContent } from "../../../content/contact.ts";
import { showToast } from "../../../lib/toast.ts";
import { readHoneypot } from "../../../lib/honeypot.ts";

const empty = { name: "", email: "", subject: "", message: "" };
const { fields, toasts } = contactContent;

// The browser's own e-mail check accepts "name@host"; this asks for the same shape as the server.
const emailInputPattern = String.raw`[^\s@]+@[^\s@]+\.[^\s@]+`;

/**
 * The shared schema (zod, about 25 KB gzip) and the request, loaded on the first focus inside the
 * form or at the latest on submit rather than with the page (docs/decisions/043-forms-load-on-demand.md).
 */
const loadSending = () => Promise.all([import("../../../../shared/contact.ts"), import("../api/send-contact-message.ts")]);

export function ContactForm() {
  const [values, setValues] = useState(empty);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function send(honeypot: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const [{ contactMessageSchema }, { sendContactMessage }] = await loadSending();
      const parsed = contactMessageSchema.safeParse(values);
      if (!parsed.success) {
        await showToast("error", toasts.failedTitle, { description: parsed.error.issues.map((issue) => issue.message).join(", ") });
        return;
      }
      setSending(true);
      await sendContactMessage(withHoneypot(parsed.data, honeypot));
      setValues(empty);
      await showToast("success", toasts.sentTitle, { description: toasts.sentText });
    } catch {
      await showToast("error", toasts.failedTitle, { description: toasts.failedText });
    } finally {
      setSending(false);
      inFlight.current = false;
    }
  }

  return (
    <section
      aria-labelledby="contact-form-title"
      className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
    >
      <h2 id="contact-form-title" className="text-xl font-bold text-brand-900">
        {contactContent.formTitle}
      </h2>
      <form
        className="mt-5 grid gap-5"
        onFocus={() => void loadSending().catch(() => undefined)}
        onSubmit={(event) => {
          event.preventDefault();
          void send(readHoneypot(event.currentTarget));
        }}
      >
        <HoneypotField />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={fields.name}
            name="name"
            value={values.name}
            onChange={set("name")}
            required
            maxLength={limits.shortText}
            autoComplete="name"
          />
          <TextField
            label={fields.email}
            name="email"
            type="email"
            value={values.email}
            onChange={set("email")}
            required
            maxLength={limits.email}
            pattern={emailInputPattern}
            autoComplete="email"
          />
        </div>
        <TextField
          label={fields.subject}
          name="subject"
          value={values.subject}
          onChange={set("subject")}
          maxLength={limits.shortText}
        />
        <TextAreaField
          label={fields.message}
          name="message"
          rows={6}
          value={values.message}
          onChange={set("message")}
          required
          maxLength={limits.message}
        />
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
          {sending ? contactContent.sending : contactContent.send}
        </Button>
      </form>
    </section>
  );
}
