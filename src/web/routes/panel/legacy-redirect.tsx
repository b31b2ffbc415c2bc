import { redirect } from "react-router";
import { paths, redirectTarget } from "../../../shared/routes.ts";
import type { Route } from "./+types/legacy-redirect";

// Links shared before the panel routes settled (decisions.md). A page load gets the server's 301;
// this covers the same links followed inside the app, where the router answers without the server.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return redirect(redirectTarget(new URL(request.url).pathname) ?? paths.panel);
}

export default function LegacyRedirect() {
  return null;
}
