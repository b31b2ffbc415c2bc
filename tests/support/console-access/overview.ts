import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import type { ConsoleRouteCase } from "./types.ts";

export const overviewRouteCases: ConsoleRouteCase[] = [
  { method: "GET", route: consoleApiPaths.overview, url: () => consoleApiPaths.overview, allowed: consoleAreas.overview, successStatus: 200 },
];
