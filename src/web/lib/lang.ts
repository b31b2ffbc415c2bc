import { useCallback } from "react";
import { useLocation } from "react-router";
import { langOfPath, pathInLang, type Lang } from "../../shared/lang.ts";

// The language of the page being shown, read from its path as the server and the build
// read it (shared/lang.ts). Texts are not chosen here: each page's route module imports its own
// language's catalog (routes/bn/ for Bangla) and hands it to the components it renders.

/** The current page's language. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** Puts a site path in the current page's language: `inLang(paths.joinUs)` is "/bn/join-us" on a Bangla page. */
export function useInLang(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => pathInLang(path, lang), [lang]);
}
