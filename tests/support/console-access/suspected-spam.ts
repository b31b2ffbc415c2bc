import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { contactMessages } from "#server/db/schema.ts";
import type { AccessContext, ConsoleRouteCase } from "./types.ts";

const allowed = consoleAreas.applications;

async function prepareFlaggedMessage({ t, ids }: AccessContext) {
  if (ids.flaggedMessage) return;
  const [row] = await t.db
    .insert(contactMessages)
    .values({ name: "Access Case", email: "spam@example.org", message: "A flagged message for the access matrix.", suspectedSpamAt: new Date() })
    .returning({ id: contactMessages.id });
  ids.flaggedMessage = row!.id;
}

export const suspectedSpamRouteCases: ConsoleRouteCase[] = [
  {
    method: "GET",
    route: consoleApiPaths.suspectedSpam,
    url: () => consoleApiPath(consoleApiPaths.suspectedSpam, { kind: "applications" }),
    allowed,
    successStatus: 200,
  },
  {
    method: "POST",
    route: consoleApiPaths.suspectedSpamRestore,
    url: () => consoleApiPath(consoleApiPaths.suspectedSpamRestore, { kind: "messages" }),
    // Restoring one already restored changes nothing and still answers 200.
    payload: ({ ids }) => ({ ids: [ids.flaggedMessage!] }),
    allowed,
    successStatus: 200,
    prepare: prepareFlaggedMessage,
  },
];
