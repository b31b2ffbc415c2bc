import { apiPaths } from "#shared/api/paths.ts";
import { contactMessageSchema, type ContactMessage } from "../rules.ts";
import { withHoneypot, type WithHoneypot } from "#shared/honeypot.ts";
import { postIdempotent, referenceOf, SubmissionAttempts } from "#web/lib/idempotent-post.ts";

export async function sendContactMessage(message: WithHoneypot<ContactMessage>, key: string): Promise<{ reference: string | undefined }> {
  return { reference: referenceOf(await postIdempotent<unknown>(apiPaths.contactMessages, message, key)) };
}

export type MessageOutcome = { kind: "invalid"; problems: string } | { kind: "failed" } | { kind: "sent"; reference: string | undefined };

/**
 * The contact form's submit path, loaded on the first interaction with the form
 *: the shared rules, then the request with
 * the attempt's idempotency key.
 */
export async function submitContactMessage(
  values: Record<Exclude<keyof ContactMessage, "lang">, string> & Pick<ContactMessage, "lang">,
  honeypot: string,
  attempts: { current: SubmissionAttempts | null },
  onSending: () => void,
  /** On a Bangla page, the rules' English messages in Bangla (content/bn/contact-messages.ts). */
  say: (message: string) => string = (message) => message,
): Promise<MessageOutcome> {
  const parsed = contactMessageSchema.safeParse(values);
  if (!parsed.success) return { kind: "invalid", problems: parsed.error.issues.map((issue) => say(issue.message)).join(", ") };
  onSending();
  const message = withHoneypot(parsed.data, honeypot);
  attempts.current ??= new SubmissionAttempts();
  try {
    const { reference } = await sendContactMessage(message, attempts.current.keyFor(message));
    attempts.current.succeeded();
    return { kind: "sent", reference };
  } catch {
    return { kind: "failed" };
  }
}
