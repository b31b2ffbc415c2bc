import { lazy, Suspense, useRef, useState } from "react";
import { limits } from "#shared/limits.ts";
import { Button } from "#web/components/ui/button.tsx";
import { HoneypotField } from "#web/components/ui/honeypot-field.tsx";
import { TextAreaField, TextField } from "#web/components/ui/text-field.tsx";
import type { contactContent as ContactText } from "#web/content/contact.ts";
import { useLang } from "#web/lib/lang.ts";
import type { Lang } from "#shared/lang.ts";
import { showToast } from "#web/lib/toast.ts";
import { readHoneypot } from "#web/lib/honeypot.ts";
import type { SubmissionAttempts } from "#web/lib/idempotent-post.ts";

const empty = { name: "", email: "", subject: "", message: "" };

// The browser's own e-mail check accepts "name@host"; this asks for the same shape as the server.
const emailInputPattern = String.raw`[^\s@]+@[^\s@]+\.[^\s@]+`;

/**
 * The submit path (the shared schema with zod, about 25 KB gzip, the request and its idempotency
 * key) and the confirmation panel, loaded on the first focus or tap inside the form or at the latest
 * on submit rather than with the page(
 * 081-submit-path-on-first-interaction.md). On a Bangla page the Bangla of the rules' and the
 * server's messages and the confirmation's words come with them.
 */
const loadSending = (lang: Lang) =>
  Promise.all([import("./send-contact-message.ts"), lang === "bn" ? import("#web/content/bn/contact-messages.ts") : undefined]).then(
    ([sending, messages]) => ({ ...sending, say: messages?.inBangla }),
  );
const loadConfirmation = (lang: Lang) =>
  Promise.all([
    import("./message-confirmation.tsx"),
    lang === "bn" ? import("#web/content/bn/contact-confirmation.ts") : import("#web/content/contact-confirmation.ts"),
  ]);
const confirmations = {
  en: lazy(() => loadConfirmation("en").then(([m, words]) => ({ default: m.withText(m.MessageConfirmation, words.contactConfirmationContent) }))),
  bn: lazy(() => loadConfirmation("bn").then(([m, words]) => ({ default: m.withText(m.MessageConfirmation, words.contactConfirmationContent) }))),
};

export function ContactForm({ text: contactContent }: { text: typeof ContactText }) {
  const { fields, toasts } = contactContent;
  const lang = useLang();
  const MessageConfirmation = confirmations[lang];
  const prepare = () => void Promise.all([loadSending(lang), loadConfirmation(lang)]).catch(() => undefined);
  const [values, setValues] = useState(empty);
  const inFlight = useRef(false);
  const attempts = useRef<SubmissionAttempts | null>(null);
  const [sending, setSending] = useState(false);
  // The stored message's reference: null while no panel is shown.
  const [sent, setSent] = useState<{ reference: string | undefined } | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function send(honeypot: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const { submitContactMessage, say } = await loadSending(lang);
      const outcome = await submitContactMessage(
        { ...values, lang },
        honeypot,
        attempts,
        () => {
          setSent(null);
          setSending(true);
        },
        say,
      );
      if (outcome.kind === "invalid") {
        await showToast("error", toasts.failedTitle, { description: outcome.problems });
      } else if (outcome.kind === "failed") {
        await showToast("error", toasts.failedTitle, { description: toasts.failedText });
      } else {
        setValues(empty);
        setSent({ reference: outcome.reference });
        await showToast("success", toasts.sentTitle, { description: toasts.sentText });
      }
    } catch {
      await showToast("error", toasts.failedTitle, { description: toasts.failedText });
    } finally {
      setSending(false);
      inFlight.current = false;
    }
  }

  const closeConfirmation = () => {
    setSent(null);
    const first = formElement.current?.elements.namedItem("name");
    if (first instanceof HTMLElement) first.focus();
  };

  return (
    <section
      aria-labelledby="contact-form-title"
      className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
    >
      <h2 id="contact-form-title" className="text-xl font-bold text-brand-900">
        {contactContent.formTitle}
      </h2>
      <form
        ref={formElement}
        className="mt-5 grid gap-5"
        onFocus={prepare}
        onPointerDown={prepare}
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
        <Suspense fallback={null}>{sent && <MessageConfirmation reference={sent.reference} onClose={closeConfirmation} />}</Suspense>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
          {sending ? contactContent.sending : contactContent.send}
        </Button>
      </form>
    </section>
  );
}
