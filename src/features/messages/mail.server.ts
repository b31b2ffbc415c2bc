import { consolePagePaths } from "#shared/console/paths.ts";
import type { Lang } from "#shared/lang.ts";
import type { UnitOfWork } from "#server/unit-of-work.ts";
import { notices } from "#server/mail/notifications.ts";
import * as englishLetters from "./letters.server.ts";
import * as banglaLetters from "./letters-bn.server.ts";

/** The letters to a visitor in their language: each module has the same functions. */
const lettersIn = (lang: Lang) => (lang === "bn" ? banglaLetters : englishLetters);

/**
 * A message's acknowledgement to its sender, in the language of the page it came from, and a notice
 * to each organiser who asked for one; written in the caller's unit of work.
 */
export async function queueMessageMail(
  work: UnitOfWork,
  message: { id: string; reference: string; name: string; email: string; subject: string | null | undefined; lang?: Lang },
): Promise<void> {
  if (!work.mail.enabled) return;
  const { id, reference } = message;
  await work.mail.enqueue([
    lettersIn(message.lang ?? "en").messageReceived({ to: message.email, name: message.name, reference, subject: message.subject ?? null }),
    ...(await notices(work, "messages", "message", reference, `${consolePagePaths.messages}/${id}`)),
  ]);
}
