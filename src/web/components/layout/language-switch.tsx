import { useLocation } from "react-router";
import { langOfPath, pathInLang, type Lang } from "#shared/lang.ts";
import { languageCookie } from "#shared/language-cookie.ts";
import { cn } from "../../lib/cn.ts";
import { useSiteText } from "./site-text.tsx";

/**
 * The link to this page in the other language: a plain <a href> to the same path, query
 * and hash under the other language, so it works before the JavaScript runs and crawlers follow it.
 * Choosing it remembers the choice in the `lang` cookie (Bangla), or clears it (English): the server
 * then sends a visitor who chose Bangla from `/` to `/bn` (src/server/plugins/app/site.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const { languageSwitch } = useSiteText();
  const target = languageSwitch.lang as Lang;
  return (
    // A plain link, not the router's: the other language's page loads whole, with its own catalog
    // (and, for Bangla, its font). The HTML's href has the path alone (a prerendered page has no
    // query); the click adds the query and hash the visitor has now.
    <a
      href={pathInLang(pathname, target)}
      hrefLang={target}
      onClick={(event) => {
        const { search, hash } = window.location;
        event.currentTarget.href = pathInLang(window.location.pathname, target) + search + hash;
        rememberLanguage(target, langOfPath(pathname));
      }}
      className={cn(
        "inline-flex min-h-11 items-center justify-center gap-1 whitespace-nowrap rounded-full border border-line px-3 lg:px-2 xl:px-3 text-sm font-semibold text-brand-900 hover:bg-brand-50",
        className,
      )}
    >
      <span lang={target}>{languageSwitch.label}</span>
      <span className="sr-only"> {languageSwitch.hint}</span>
    </a>
  );
}

/** Sets the `lang` cookie for Bangla (a year, this site only, no personal data) or clears it for English. */
function rememberLanguage(chosen: Lang, current: Lang) {
  if (chosen === current) return;
  document.cookie = chosen === "bn" ? languageCookie.set : languageCookie.clear;
}
