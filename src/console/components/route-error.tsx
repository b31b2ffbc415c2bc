import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { consolePagePaths } from "#shared/console/paths.ts";

/** What a page that failed to load shows (a lost connection while its module loads, a bug). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <main className="mx-auto grid max-w-xl gap-4 px-6 py-16">
      <h1 className="text-2xl font-bold text-brand-900">This page could not be shown</h1>
      <p className="text-muted">{detail}</p>
      <p>
        <Link className="font-semibold text-brand-700 underline" to={consolePagePaths.home}>
          Back to the console
        </Link>
      </p>
    </main>
  );
}
