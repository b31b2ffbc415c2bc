import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import type { ConsoleRouteCase } from "./types.ts";

export const healthRouteCases: ConsoleRouteCase[] = [
  { method: "GET", route: consoleApiPaths.health, url: () => consoleApiPaths.health, allowed: consoleAreas.health, successStatus: 200 },
];
