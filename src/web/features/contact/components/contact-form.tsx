import { useRef, useState } from "react";
import { toast } from "sonner";
import { contactMessageSchema } from "../../../../shared/contact.ts";
import { withHoneypot } from "../../../../shared/honeypot.ts";
import { limits } from "../../../../shared/limits.ts";
import { Button } from "../../../components/ui/button.tsx";
import { HoneypotField } from "../../../components/ui/honeypot-field.tsx";
import { TextAreaField, TextField } from "../../../components/ui/text-field.tsx";
import { contactContent } from "../../../content/contact.ts";
import { readHoneypot } from "../../../lib/honeypot.ts";
import { useSendContactMessage } from "../api/send-contact-message.ts";

const empty = { name: "", email: "", subject: "", message: "" };
const { fields, toasts } = contactContent;

// The browser's own e-mail check accepts "name@host"; this asks for the same shape as the server.
const emailInputPattern = String.raw`[^\s@]+@[^\s@]+\.[^\s@]+`;

export function ContactForm() {
  const [values, setValues] = useState(empty);
  const inFlight = useRef(false);
  const mutation = useSendContactMessage();
  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function send(honeypot: string) {
    if (inFlight.current) return;
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      toast.error(toasts.failedTitle, { description: parsed.error.issues.map((issue) => issue.message).join(", ") });
      return;
    }
    inFlight.current = true;
    try {
      await mutation.mutateAsync(withHoneypot(parsed.data, honeypot));
      setValues(empty);
      toast.success(toasts.sentTitle, { description: toasts.sentText });
    } catch {
      toast.error(toasts.failedTitle, { description: toasts.failedText });
    } finally {
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
        <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full sm:w-auto sm:justify-self-start">
          {mutation.isPending ? contactContent.sending : contactContent.send}
        </Button>
      </form>
    </section>
  );
}
