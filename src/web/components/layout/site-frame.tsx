import { useEffect, useState, type ReactNode } from "react";
import { useNavigation } from "react-router";
import type { SiteText } from "../../content/site.ts";
import { DeferredToaster } from "../ui/deferred-toaster.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SiteTextProvider } from "./site-text.tsx";

/** Every page's frame in the language of `text`: the skip link, the header, the page, the footer, and the toast region. */
export function SiteFrame({ text, children }: { text: SiteText; children: ReactNode }) {
  return (
    <SiteTextProvider value={text}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:font-semibold"
        >
          {text.skipLink}
        </a>
        <SiteHeader />
        <NavigationPending text={text.common.loading} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
      <DeferredToaster label={text.common.notifications} />
    </SiteTextProvider>
  );
}

/**
 * A navigation that waits more than a moment (its page's data or code on a slow network) says so with
 * the loading text, instead of leaving the old page looking frozen.
 */
function NavigationPending({ text }: { text: string }) {
  // The navigation under way (none when idle), and the one that has waited past the moment.
  const under = useNavigation().location?.key;
  const [late, setLate] = useState<string>();
  useEffect(() => {
    if (!under) return;
    const timer = setTimeout(() => setLate(under), 400);
    return () => clearTimeout(timer);
  }, [under]);
  if (!under || late !== under) return null;
  return (
    <p role="status" className="fixed left-1/2 top-3 z-50 -translate-x-1/2 rounded-full bg-brand-900 px-4 py-1.5 text-sm font-semibold text-white shadow-lg">
      {text}
    </p>
  );
}
