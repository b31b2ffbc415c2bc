import { createContext, useContext } from "react";
import type { SiteText } from "../../content/site.ts";

// The frame's words and the shared UI components' common words, in the page's language.
// Each language's layout route (and home, which has no layout) fills it from its own catalog:
// content/site.ts or content/bn/site.ts. There is no default: an English default would put English
// texts in every Bangla page's JavaScript.
const SiteTextContext = createContext<SiteText | null>(null);

export const SiteTextProvider = SiteTextContext.Provider;

/** The site text of the page's language; every area's components may read `common` from it. */
export function useSiteText(): SiteText {
  const text = useContext(SiteTextContext);
  if (!text) throw new Error("useSiteText() needs a SiteTextProvider: the page's layout route gives it");
  return text;
}

/** The site text where there may be none (a component also rendered outside the site's pages, such as in tests or the root's error page). */
export function useOptionalSiteText(): SiteText | null {
  return useContext(SiteTextContext);
}
