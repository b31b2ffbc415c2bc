import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { addOrganiser } from "#features/organisers/service.server.ts";
import type { AccessContext, ConsoleRouteCase } from "./types.ts";

const allowed = consoleAreas.organisers;
let added = 0;

/** An organiser the admin cases may change or give a new link, without touching the signed-in ones. */
async function prepare({ t, ids }: AccessContext) {
  if (ids.managedOrganiser) return;
  const { id } = await addOrganiser(
    t.db,
    t.app.organiserAuth,
    "http://localhost:3000",
    { email: `access-managed-${Date.now()}@club.example`, name: "Access Managed", role: "reviewer" },
    { id: null, email: null },
  );
  ids.managedOrganiser = id;
}

export const organiserRouteCases: ConsoleRouteCase[] = [
  { method: "GET", route: consoleApiPaths.organisers, url: () => consoleApiPaths.organisers, allowed, successStatus: 200 },
  {
    method: "POST",
    route: consoleApiPaths.organisers,
    url: () => consoleApiPaths.organisers,
    // A new address each call: the same one twice is refused (409).
    payload: () => ({ email: `access-added-${++added}-${Date.now()}@club.example`, name: "Access Added", role: "editor" }),
    allowed,
    successStatus: 201,
  },
  {
    method: "PATCH",
    route: consoleApiPaths.organiser,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.organiser, { id: ids.managedOrganiser! }),
    payload: () => ({ role: "editor" }),
    allowed,
    successStatus: 200,
    prepare,
  },
  {
    method: "POST",
    route: consoleApiPaths.organiserSetupLink,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.organiserSetupLink, { id: ids.managedOrganiser! }),
    payload: () => ({}),
    allowed,
    successStatus: 200,
    prepare,
  },
];
