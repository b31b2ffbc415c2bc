import { isRouteErrorResponse } from "react-router";
import { pathInLang } from "#shared/lang.ts";
import type { SiteText } from "../../content/site.ts";

/**
 * What a page that failed to render shows instead, in the language of `text`: inside the site's
 * frame for each language's layout and home, alone for the root's ErrorBoundary,
 * outside every page.
 */
export function ErrorPage({
  error,
  text,
}: {
  error: unknown;
  text: Pick<SiteText, "lang" | "error"> & { club: Pick<SiteText["club"], "shortName"> };
}) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="mx-auto flex max-w-2xl flex-col justify-center gap-4 px-6 py-16">
      <h1 className="text-3xl font-bold text-brand-900">{text.error.heading}</h1>
      <p className="rounded-lg border border-line bg-white p-4 font-mono text-sm text-danger">{detail}</p>
      <p>
        <a className="font-semibold text-brand-700 underline" href={pathInLang("/", text.lang)}>
          {text.error.backTo(text.club.shortName)}
        </a>
      </p>
    </div>
  );
}
