import { consoleApiPaths } from "#shared/console/paths.ts";
import { organiserRoles } from "#shared/console/roles.ts";
import type { ConsoleRouteCase } from "./types.ts";

export const sessionRouteCases: ConsoleRouteCase[] = [
  { method: "GET", route: consoleApiPaths.session, url: () => consoleApiPaths.session, allowed: organiserRoles, successStatus: 200 },
  // Sign-out ends the session it is called with: every case signs in afresh.
  { method: "POST", route: consoleApiPaths.signOut, url: () => consoleApiPaths.signOut, payload: () => ({}), allowed: organiserRoles, successStatus: 204 },
];
