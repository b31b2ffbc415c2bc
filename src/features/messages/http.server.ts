import type { FastifyInstance } from "fastify";
import { languageNames } from "#shared/console/languages.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  messageParamsSchema,
  messageStateChangeSchema,
  messageStateLabels,
  messagesExportQuerySchema,
  messagesQuerySchema,
  type MessageStateChanged,
} from "./inbox.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { dhakaDateTime, exportDate, inBatches, recordExport, sendCsv } from "#server/console/csv-export.ts";
import { changeMessageState, findMessage, listMessages, messagesAfter } from "./store.server.ts";

const access = { organiser: { roles: consoleAreas.messages } };

/** The organisers' inbox of contact messages: list, read, change state, export. */
export default async function messageRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(consoleApiPaths.messages, { schema: { querystring: messagesQuerySchema }, config: access }, async (request) =>
    listMessages(app.db, request.query),
  );

  api.get(consoleApiPaths.messagesExport, { schema: { querystring: messagesExportQuerySchema }, config: access }, async (request, reply) => {
    const query = request.query;
    await recordExport(app, request, { area: "messages", subjectType: "contact_message", filters: { state: query.state ?? "inbox" }, searched: query.q !== undefined });
    const messages = inBatches((after, limit) => messagesAfter(app.db, query, after, limit));
    return sendCsv(reply, {
      filename: `messages-${exportDate()}.csv`,
      header: ["Received (Dhaka time)", "State", "Name", "E-mail", "Subject", "Message", "Language"],
      rows: (async function* () {
        for await (const m of messages) yield [dhakaDateTime(m.createdAt), messageStateLabels[m.state], m.name, m.email, m.subject, m.message, languageNames[m.lang]];
      })(),
    });
  });

  api.post(consoleApiPaths.messagesState, { schema: { body: messageStateChangeSchema }, config: access }, async (request) => {
    const organiser = request.organiser!;
    const changed = await changeMessageState(app.db, request.body.ids, request.body.state, { id: organiser.id, email: organiser.email });
    return { changed } satisfies MessageStateChanged;
  });

  api.get(consoleApiPaths.message, { schema: { params: messageParamsSchema }, config: access }, async (request, reply) => {
    const message = await findMessage(app.db, request.params.id);
    if (!message) return reply.code(404).send({ statusCode: 404, error: "Not Found", message: "There is no message with this id." });
    return message;
  });
}
