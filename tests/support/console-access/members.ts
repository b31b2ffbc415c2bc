import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import type { ConsoleRouteCase } from "./types.ts";

// The roster is read by whoever reads applications (decision 110).
const allowed = consoleAreas.applications;

export const memberRouteCases: ConsoleRouteCase[] = [
  { method: "GET", route: consoleApiPaths.members, url: () => `${consoleApiPaths.members}?department=it&session=2026&q=gsc`, allowed, successStatus: 200 },
  { method: "GET", route: consoleApiPaths.membersExport, url: () => `${consoleApiPaths.membersExport}?session=2026`, allowed, successStatus: 200 },
];
