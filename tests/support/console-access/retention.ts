import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { retentionDefaults, retentionKinds } from "#features/retention/contract.ts";
import type { ConsoleRouteCase } from "./types.ts";

const allowed = consoleAreas.retention;
// Every rule off at its default days: saving changes nothing and needs no preview; a run with every rule off removes nothing.
const rulesOff = () => Object.fromEntries(retentionKinds.map((k) => [k, { days: retentionDefaults[k], on: false }]));

export const retentionRouteCases: ConsoleRouteCase[] = [
  { method: "GET", route: consoleApiPaths.retention, url: () => consoleApiPaths.retention, allowed, successStatus: 200 },
  { method: "PUT", route: consoleApiPaths.retention, url: () => consoleApiPaths.retention, payload: rulesOff, allowed, successStatus: 200 },
  { method: "POST", route: consoleApiPaths.retentionPreview, url: () => consoleApiPaths.retentionPreview, payload: () => ({ ...retentionDefaults }), allowed, successStatus: 200 },
  { method: "POST", route: consoleApiPaths.retentionRun, url: () => consoleApiPaths.retentionRun, allowed, successStatus: 200 },
];
