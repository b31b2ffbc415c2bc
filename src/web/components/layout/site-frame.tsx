import type { ReactNode } from "react";
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
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
      <DeferredToaster label={text.common.notifications} />
    </SiteTextProvider>
  );
}
