import type { ApplicationStatus } from "./contract.ts";
import { consolePagePaths } from "#shared/console/paths.ts";
import { statusPageUrl } from "#shared/status-letters.ts";
import type { Lang } from "#shared/lang.ts";
import type { UnitOfWork } from "#server/unit-of-work.ts";
import { urlInLang } from "#server/mail/language.ts";
import { notices } from "#server/mail/notifications.ts";
import { readMemberCardsByReference } from "#features/members/service.server.ts";
import { memberCardUrl } from "#features/members/rules.ts";
import { noteStatusMail } from "./tell-them.store.server.ts";
import * as englishLetters from "./letters.server.ts";
import * as banglaLetters from "./letters-bn.server.ts";

// What an application sends, written in the caller's unit of work, which kicks the mail worker
// once it has committed: the applicant's letters in the language of the page they applied from.

/** The letters to a visitor in their language: each module has the same functions. */
const lettersIn = (lang: Lang) => (lang === "bn" ? banglaLetters : englishLetters);

/** The applicant's acknowledgement, and a notice to each organiser who asked for one. */
export async function queueApplicationMail(
  work: UnitOfWork,
  application: { id: string; reference: string; fullName: string; email: string; lang?: Lang },
): Promise<void> {
  if (!work.mail.enabled) return;
  const { id, reference } = application;
  const lang = application.lang ?? "en";
  await work.mail.enqueue([
    lettersIn(lang).applicationReceived({ to: application.email, name: application.fullName, reference, statusUrl: statusPageUrl(work.mail.siteUrl, reference, lang) }),
    ...(await notices(work, "applications", "application", reference, `${consolePagePaths.applications}/${id}`)),
  ]);
}

/** Each changed applicant's letter of their new status. */
export async function queueStatusMail(
  work: UnitOfWork,
  changes: { reference: string; fullName: string; email: string; status: ApplicationStatus; reason: string | null; lang?: Lang; changeId?: string }[],
): Promise<void> {
  if (!work.mail.enabled) return;
  // An approval's letter carries the member number and card given in the same transaction.
  const cards = await readMemberCardsByReference(
    work.tx,
    changes.filter((change) => change.status === "approved").map((change) => change.reference),
  );
  const mailIds = await work.mail.enqueue(
    changes.map((change) => {
      const card = cards.get(change.reference);
      const lang = change.lang ?? "en";
      return lettersIn(lang).applicationStatusChanged({
        to: change.email,
        name: change.fullName,
        reference: change.reference,
        status: change.status,
        reason: change.reason,
        statusUrl: statusPageUrl(work.mail.siteUrl, change.reference, lang),
        member: card && { memberNumber: card.memberNumber, cardUrl: urlInLang(work.mail.siteUrl, memberCardUrl(work.mail.siteUrl, card.cardToken), lang) },
      });
    }),
  );
  // Each change notes its e-mail, so the "Tell them" page can say whether it went.
  await noteStatusMail(
    work.tx,
    changes.flatMap((change, index) => (change.changeId && mailIds[index] ? [{ changeId: change.changeId, mailId: mailIds[index] }] : [])),
  );
}
