import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import type { ConsoleRouteCase } from "./types.ts";

export const visitRouteCases: ConsoleRouteCase[] = [
  { method: "GET", route: consoleApiPaths.visits, url: () => consoleApiPaths.visits, allowed: consoleAreas.visits, successStatus: 200 },
];
