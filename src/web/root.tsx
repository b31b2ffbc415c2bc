import { useEffect, useRef, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type LinksFunction,
} from "react-router";
import { siteNames } from "../shared/site-names.ts";
import { ErrorPage } from "./components/layout/error-page.tsx";
import type { Route } from "./+types/root";
import { replayEarlyInput } from "./lib/early-input.ts";
import { logPageView } from "#features/page-views/ui/page-views.ts";
import { InlineIconSprite, InlineScript, InlineStylesheet, ScriptsAfterFirstPaint, useNonce } from "./lib/document-parts.tsx";
import { paths } from "../shared/routes.ts";
import { htmlLang, langOfPath, pathWithoutLang } from "../shared/lang.ts";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // The home splash's gate decides before the first paint whether this session sees it,
  // on the English home page and its Bangla twin.
  const { pathname } = useLocation();
  const hasSplash = pathWithoutLang(pathname) === paths.home;
  const lang = langOfPath(pathname);
  return (
    <html lang={htmlLang[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c2354" />
        <Meta />
        <Links />
        {/* Bangla pages add the Bengali font's rules (lib/bengali-font-css.ts); English pages never name it. */}
        <InlineStylesheet bengaliFont={lang === "bn"} />
      </head>
      <body>
        <InlineIconSprite />
        <InlineScript id="early-input" />
        {hasSplash ? <InlineScript id="splash-gate" /> : null}
        {children}
        <ScrollRestoration nonce={nonce} />
        <ScriptsAfterFirstPaint>
          <Scripts nonce={nonce} />
        </ScriptsAfterFirstPaint>
      </body>
    </html>
  );
}

/** Logs one anonymous page view at every change of route path. */
function usePageViewLogging() {
  const { pathname } = useLocation();
  const previousUrl = useRef<string | null>(null);
  useEffect(() => {
    const referrer = previousUrl.current ?? document.referrer;
    logPageView(pathname, referrer);
    previousUrl.current = window.location.href;
  }, [pathname]);
}

export default function App() {
  usePageViewLogging();
  // The root's effects run after every route component's, once the whole page has hydrated.
  useEffect(replayEarlyInput, []);
  // The toast region is part of each page's frame (components/layout/site-frame.tsx), in its language.
  return <Outlet />;
}

/**
 * The last resort, for an error outside every page (each language's layout and home have their own
 * boundary, in their language): in English, the root carrying no catalog.
 */
const rootErrorText = {
  lang: "en" as const,
  club: { shortName: siteNames.shortName },
  error: { heading: "Unexpected Application Error!", backTo: (name: string) => `Back to ${name}` },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="flex min-h-screen flex-col justify-center">
      <ErrorPage error={error} text={rootErrorText} />
    </main>
  );
}
