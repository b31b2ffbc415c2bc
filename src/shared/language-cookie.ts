// The visitor's language choice: the language switch sets `lang=bn` when Bangla is
// chosen and clears it when English is; the server sends a visitor whose cookie says Bangla from
// the English home page `/` (that path exactly) to `/bn`. No personal data: only the language.

export const languageCookieName = "lang";

const oneYearSeconds = 365 * 24 * 60 * 60;

export const languageCookie = {
  set: `${languageCookieName}=bn; Max-Age=${oneYearSeconds}; Path=/; SameSite=Lax`,
  clear: `${languageCookieName}=; Max-Age=0; Path=/; SameSite=Lax`,
} as const;

/** Whether a request's Cookie header says the visitor chose Bangla. */
export function cookieChoosesBangla(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => {
    const [name, ...value] = part.split("=");
    return name?.trim() === languageCookieName && value.join("=").trim() === "bn";
  });
}
