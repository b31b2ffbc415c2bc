import { redirect } from "react-router";
import { langOfPath, pathInLang, pathWithoutLang } from "#shared/lang.ts";
import { paths, redirectTarget } from "#shared/routes.ts";
import type { Route } from "./+types/legacy-redirect";

// Links shared before the panel routes settled (decisions.md). A page load gets the server's 301;
// this covers the same links followed inside the app, where the router answers without the server.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url);
  return redirect(pathInLang(redirectTarget(pathWithoutLang(pathname)) ?? paths.panel, langOfPath(pathname)));
}

export default function LegacyRedirect() {
  return null;
}
