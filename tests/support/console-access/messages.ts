import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { contactMessages } from "#server/db/schema.ts";
import type { AccessContext, ConsoleRouteCase } from "./types.ts";

const allowed = consoleAreas.messages;

async function prepareMessage({ t, ids }: AccessContext) {
  if (ids.message) return;
  const [row] = await t.db
    .insert(contactMessages)
    .values({ name: "Access Case", email: "access@example.org", subject: "Access", message: "A message for the access matrix." })
    .returning({ id: contactMessages.id });
  ids.message = row!.id;
}

export const messageRouteCases: ConsoleRouteCase[] = [
  { method: "GET", route: consoleApiPaths.messages, url: () => `${consoleApiPaths.messages}?state=unread&q=access`, allowed, successStatus: 200 },
  {
    method: "GET",
    route: consoleApiPaths.message,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.message, { id: ids.message! }),
    allowed,
    successStatus: 200,
    prepare: prepareMessage,
  },
  {
    method: "POST",
    route: consoleApiPaths.messagesState,
    url: () => consoleApiPaths.messagesState,
    payload: ({ ids }) => ({ ids: [ids.message!], state: "read" }),
    allowed,
    successStatus: 200,
    prepare: prepareMessage,
  },
  { method: "GET", route: consoleApiPaths.messagesExport, url: () => `${consoleApiPaths.messagesExport}?state=read`, allowed, successStatus: 200 },
];
