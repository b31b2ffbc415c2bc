import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import type { ConsoleRouteCase } from "./types.ts";

export const activityRouteCases: ConsoleRouteCase[] = [
  { method: "GET", route: consoleApiPaths.activity, url: () => `${consoleApiPaths.activity}?action=sign-in`, allowed: consoleAreas.activity, successStatus: 200 },
];
