import { STATUS_CODES } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ambassadorParamsSchema,
  contentActiveSchema,
  contentListParamsSchema,
  contentOrderSchema,
  contentRowParamsSchema,
  pointsChangeSchema,
  pointsMessages,
  type ContentRowAnswer,
  type ContentRowsAnswer,
  type PictureAnswer,
} from "./contract.ts";
import { contentFormSchemas, contentLists, type ContentListId } from "./rules.ts";
import type { PictureKind } from "./contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { maxUploadBytes } from "#shared/registration-uploads.ts";
import { clipIssue, maxListedIssues } from "#server/plugins/app/errors.ts";
import { PictureRefused, storePicture } from "./pictures.server.ts";
import {
  addContentRow,
  ambassadorPoints,
  changeAmbassadorPoints,
  changeContentRow,
  deleteContentRow,
  listContentRows,
  OrderMismatchError,
  PointsBelowZeroError,
  reorderContentRows,
  setContentRowActive,
} from "./store.server.ts";

const access = { organiser: { roles: consoleAreas.content } };

const notFound = (reply: FastifyReply, what = "row") =>
  reply.code(404).send({ statusCode: 404, error: "Not Found", message: `There is no ${what} with this id.` });

/**
 * Parses the body with the list's form schema: the same rules and messages as the console's form.
 * At most 20 fields' messages, each cut short (errors.ts): an unknown-keys message quotes every key.
 */
function formValues(list: ContentListId, body: unknown, reply: FastifyReply) {
  const parsed = contentFormSchemas[list].safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  void reply.code(400).send({
    statusCode: 400,
    error: "Bad Request",
    message: clipIssue(issue.message),
    fields: Object.fromEntries(parsed.error.issues.slice(0, maxListedIssues).map((i) => [String(i.path[0] ?? ""), clipIssue(i.message)])),
  });
  return undefined;
}

/** What picture a list's form takes: a cover for projects and publications, else a square photo. */
function pictureKindOf(list: ContentListId): PictureKind | undefined {
  const field = contentLists[list].fields.find((f) => f.kind === "photo" || f.kind === "cover");
  return field?.kind as PictureKind | undefined;
}

/**
 * The editors of the public lists: every row, shown or hidden; add, change, show or
 * hide, delete, reorder; pictures for the cards; campus ambassadors' points with their history.
 * Each change is in the activity log with what changed, and reaches the public lists through the
 * tables' list_changed triggers.
 */
export default async function contentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Pictures arrive as their bare bytes (the type is read from them, not from a header).
  app.addContentTypeParser("application/octet-stream", { parseAs: "buffer", bodyLimit: maxUploadBytes + 1 }, (_request, body, done) => done(null, body));

  api.get(consoleApiPaths.contentRows, { schema: { params: contentListParamsSchema }, config: access }, async (request) => {
    return { rows: await listContentRows(app.db, request.params.list) } satisfies ContentRowsAnswer;
  });

  api.post(consoleApiPaths.contentRows, { schema: { params: contentListParamsSchema }, config: access }, async (request, reply) => {
    const { list } = request.params;
    const values = formValues(list, request.body, reply);
    if (!values) return reply;
    const row = await addContentRow(app.db, list, values, actorOf(request.organiser!));
    return reply.code(201).send({ row } satisfies ContentRowAnswer);
  });

  api.patch(consoleApiPaths.contentRow, { schema: { params: contentRowParamsSchema }, config: access }, async (request, reply) => {
    const { list, id } = request.params;
    const values = formValues(list, request.body, reply);
    if (!values) return reply;
    const row = await changeContentRow(app.db, list, id, values, actorOf(request.organiser!));
    return row ? ({ row } satisfies ContentRowAnswer) : notFound(reply);
  });

  api.post(
    consoleApiPaths.contentRowActive,
    { schema: { params: contentRowParamsSchema, body: contentActiveSchema }, config: access },
    async (request, reply) => {
      const { list, id } = request.params;
      const row = await setContentRowActive(app.db, list, id, request.body.active, actorOf(request.organiser!));
      return row ? ({ row } satisfies ContentRowAnswer) : notFound(reply);
    },
  );

  api.delete(consoleApiPaths.contentRow, { schema: { params: contentRowParamsSchema }, config: access }, async (request, reply) => {
    const { list, id } = request.params;
    const deleted = await deleteContentRow(app.db, list, id, actorOf(request.organiser!));
    return deleted ? reply.code(204).send() : notFound(reply);
  });

  api.post(
    consoleApiPaths.contentOrder,
    { schema: { params: contentListParamsSchema, body: contentOrderSchema }, config: access },
    async (request, reply) => {
      const { list } = request.params;
      if (!contentLists[list].ordered) {
        return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: `The public page orders ${contentLists[list].title.toLowerCase()} by itself.` });
      }
      try {
        return { rows: await reorderContentRows(app.db, list, request.body.ids, actorOf(request.organiser!)) } satisfies ContentRowsAnswer;
      } catch (error) {
        if (error instanceof OrderMismatchError) return reply.code(409).send({ statusCode: 409, error: "Conflict", message: error.message });
        throw error;
      }
    },
  );

  api.post(
    consoleApiPaths.contentPictures,
    {
      schema: { params: contentListParamsSchema },
      bodyLimit: maxUploadBytes + 1,
      config: { ...access, contentTypes: ["application/octet-stream"] },
    },
    async (request, reply) => {
      const kind = pictureKindOf(request.params.list);
      if (!kind) return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: "This list has no pictures." });
      if (!Buffer.isBuffer(request.body)) return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: "Send the picture's bytes." });
      try {
        const url = await storePicture(app.storage, request.body, kind);
        request.log.info({ url, bytes: request.body.length }, "content picture stored");
        return reply.code(201).send({ url } satisfies PictureAnswer);
      } catch (error) {
        if (error instanceof PictureRefused) {
          return reply.code(error.statusCode).send({ statusCode: error.statusCode, error: STATUS_CODES[error.statusCode], message: error.message });
        }
        throw error;
      }
    },
  );

  api.get(consoleApiPaths.ambassadorPoints, { schema: { params: ambassadorParamsSchema }, config: access }, async (request, reply) => {
    const answer = await ambassadorPoints(app.db, request.params.id);
    return answer ?? notFound(reply, "campus ambassador");
  });

  api.post(
    consoleApiPaths.ambassadorPoints,
    { schema: { params: ambassadorParamsSchema, body: pointsChangeSchema }, config: access },
    async (request, reply) => {
      try {
        const answer = await changeAmbassadorPoints(app.db, request.params.id, request.body, actorOf(request.organiser!));
        return answer ?? notFound(reply, "campus ambassador");
      } catch (error) {
        if (error instanceof PointsBelowZeroError) return reply.code(409).send({ statusCode: 409, error: "Conflict", message: pointsMessages.belowZero });
        throw error;
      }
    },
  );
}

function actorOf(organiser: { id: string; email: string }) {
  return { id: organiser.id, email: organiser.email };
}
