import type { Lang } from "#shared/lang.ts";
import { applicationStatusLetterBn, chatSignatureBn, registrationStatusLetterBn } from "#shared/status-letters-bn.ts";
import { applicationStatusLetter, chatSignature, registrationStatusLetter, statusPageUrl } from "#shared/status-letters.ts";

/**
 * A submission's language in the console: the console stays in English and says which
 * language the visitor wrote from; the letters an organiser sends them on WhatsApp are in it, with
 * links to the pages in it, as their e-mails are.
 */
export { languageNames } from "#shared/console/languages.ts";

type ApplicationLetter = Omit<Parameters<typeof applicationStatusLetter>[0], "statusUrl">;
type RegistrationLetter = Omit<Parameters<typeof registrationStatusLetter>[0], "statusUrl">;

/** An applicant's status letter for WhatsApp, signed, in their language; `origin` is the site's address. */
export function applicationChatLetter(lang: Lang, origin: string, input: ApplicationLetter): string {
  const letter = { ...input, statusUrl: statusPageUrl(origin, input.reference, lang) };
  return lang === "bn" ? applicationStatusLetterBn(letter) + chatSignatureBn : applicationStatusLetter(letter) + chatSignature;
}

/** A registrant's status letter for WhatsApp, signed, in their language. */
export function registrationChatLetter(lang: Lang, origin: string, input: RegistrationLetter): string {
  const letter = { ...input, statusUrl: statusPageUrl(origin, input.reference, lang) };
  return lang === "bn" ? registrationStatusLetterBn(letter) + chatSignatureBn : registrationStatusLetter(letter) + chatSignature;
}
