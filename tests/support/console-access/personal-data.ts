import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import type { ConsoleRouteCase } from "./types.ts";

const allowed = consoleAreas.personalData;
// Keys of nobody: the routes answer (an empty find, an empty ZIP, nothing erased) without touching a row.
const payload = () => ({ emails: ["nobody.access@example.org"] });

export const personalDataRouteCases: ConsoleRouteCase[] = [
  { method: "POST", route: consoleApiPaths.personalDataFind, url: () => consoleApiPaths.personalDataFind, payload, allowed, successStatus: 200 },
  { method: "POST", route: consoleApiPaths.personalDataExport, url: () => consoleApiPaths.personalDataExport, payload, allowed, successStatus: 200 },
  { method: "POST", route: consoleApiPaths.personalDataErase, url: () => consoleApiPaths.personalDataErase, payload, allowed, successStatus: 200 },
];
