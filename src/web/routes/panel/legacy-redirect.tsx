import { redirect } from "react-router";
import { langOfPath, pathInLang, pathWithoutLang } from "#shared/lang.ts";
import { paths, redirectTarget } from "#shared/routes.ts";
import type { Route } from "./+types/legacy-redirect";

// Links shared before the panel routes settled (decisions.md), in any letter case: the route that
// exists in the link's language.
const targetOf = (url: string) => {
  const { pathname } = new URL(url);
  return pathInLang(redirectTarget(pathWithoutLang(pathname)) ?? paths.panel, langOfPath(pathname));
};

/** A page load: 301, sent by the server with the visitor's query. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(targetOf(request.url), 301);
}

/** The same links followed inside the app, where the router answers without the server. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return redirect(targetOf(request.url));
}

export default function LegacyRedirect() {
  return null;
}
