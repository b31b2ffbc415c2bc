import { STATUS_CODES } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  activeChangeSchema,
  categoryEditorSchema,
  categoryMessages,
  categoryOrderSchema,
  contentIdParamsSchema,
  eventEditorSchema,
  eventFormParamsSchema,
  eventFormSaveSchema,
  eventMessages,
  type CategoryListItem,
  type EventDetail,
  type EventListItem,
} from "./contract.ts";
import { eventFormBodyLimit } from "./forms.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import type { PictureAnswer } from "#features/content/contract.ts";
import { maxUploadBytes } from "#shared/registration-uploads.ts";
import type { ActivityActor } from "#features/activity/contract.ts";
import { PictureRefused, storePicture } from "#features/content/service.server.ts";
import { changeCategory, createCategory, deleteCategory, listCategories, reorderCategories } from "./categories.store.server.ts";
import {
  changeEvent,
  createEvent,
  deleteEvent,
  listEvents,
  readEventDetail,
  removeEventForm,
  saveEventForm,
  setEventActive,
} from "./store.server.ts";

const access = { organiser: { roles: consoleAreas.content } };

function refuse(reply: FastifyReply, statusCode: 404 | 409, message: string) {
  return reply.code(statusCode).send({ statusCode, error: statusCode === 404 ? "Not Found" : "Conflict", message });
}

function actorOf(request: FastifyRequest): ActivityActor {
  const organiser = request.organiser!;
  return { id: organiser.id, email: organiser.email };
}

/**
 * The event editor: events, each category's registration form within an event,
 * and the categories themselves. The tables' triggers announce each change, so the public lists
 * drop their cached copies at once (list-changes.ts).
 */
export default async function contentEventRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = { params: contentIdParamsSchema };
  // The cover's bytes, in this plugin's scope only (as the lists' pictures in content.ts).
  app.addContentTypeParser("application/octet-stream", { parseAs: "buffer", bodyLimit: maxUploadBytes + 1 }, (_request, body, done) => done(null, body));

  api.get(consoleApiPaths.contentEvents, { config: access }, async () => {
    return { events: await listEvents(app.db) } satisfies { events: EventListItem[] };
  });

  api.post(consoleApiPaths.contentEvents, { schema: { body: eventEditorSchema }, config: access }, async (request, reply) => {
    const id = await createEvent(app.db, request.body, actorOf(request));
    return reply.code(201).send({ id });
  });

  // The cover, uploaded when chosen: cut to the cards' 16:9 and stored as WebP under /media (the lists' pictures do the same).
  api.post(
    consoleApiPaths.contentEventCover,
    { bodyLimit: maxUploadBytes + 1, config: { ...access, contentTypes: ["application/octet-stream"] } },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: "Send the picture's bytes." });
      try {
        return reply.code(201).send({ url: await storePicture(app.storage, request.body, "cover") } satisfies PictureAnswer);
      } catch (error) {
        if (!(error instanceof PictureRefused)) throw error;
        return reply.code(error.statusCode).send({ statusCode: error.statusCode, error: STATUS_CODES[error.statusCode], message: error.message });
      }
    },
  );

  api.get(consoleApiPaths.contentEvent, { schema: params, config: access }, async (request, reply) => {
    const event = await readEventDetail(app.db, request.params.id);
    if (!event) return refuse(reply, 404, eventMessages.notFound);
    return event satisfies EventDetail;
  });

  api.patch(consoleApiPaths.contentEvent, { schema: { ...params, body: eventEditorSchema }, config: access }, async (request, reply) => {
    const changed = await changeEvent(app.db, request.params.id, request.body, actorOf(request));
    if (!changed) return refuse(reply, 404, eventMessages.notFound);
    return { changed };
  });

  api.patch(consoleApiPaths.contentEventActive, { schema: { ...params, body: activeChangeSchema }, config: access }, async (request, reply) => {
    if (!(await setEventActive(app.db, request.params.id, request.body.active, actorOf(request)))) return refuse(reply, 404, eventMessages.notFound);
    return { active: request.body.active };
  });

  api.delete(consoleApiPaths.contentEvent, { schema: params, config: access }, async (request, reply) => {
    const outcome = await deleteEvent(app.db, request.params.id, actorOf(request));
    if (outcome === "not-found") return refuse(reply, 404, eventMessages.notFound);
    if (outcome !== "deleted") return refuse(reply, 409, eventMessages.hasRegistrations(outcome.registrations));
    return reply.code(204).send();
  });

  api.patch(
    consoleApiPaths.contentEventForm,
    // A form at the builder's limits is about 1.5 MB of JSON, far over the console's 64 KB.
    { schema: { params: eventFormParamsSchema, body: eventFormSaveSchema }, bodyLimit: eventFormBodyLimit, config: access },
    async (request, reply) => {
      const { id, categoryId } = request.params;
      const outcome = await saveEventForm(app.db, id, categoryId, request.body, actorOf(request));
      if (outcome === "no-event") return refuse(reply, 404, eventMessages.notFound);
      if (outcome === "no-category") return refuse(reply, 404, eventMessages.categoryNotFound);
      return { saved: outcome === "saved" };
    },
  );

  api.delete(consoleApiPaths.contentEventForm, { schema: { params: eventFormParamsSchema }, config: access }, async (request, reply) => {
    const { id, categoryId } = request.params;
    if (!(await removeEventForm(app.db, id, categoryId, actorOf(request)))) return refuse(reply, 404, eventMessages.formNotFound);
    return reply.code(204).send();
  });

  api.get(consoleApiPaths.contentEventCategories, { config: access }, async () => {
    return { categories: await listCategories(app.db) } satisfies { categories: CategoryListItem[] };
  });

  api.post(consoleApiPaths.contentEventCategories, { schema: { body: categoryEditorSchema }, config: access }, async (request, reply) => {
    const outcome = await createCategory(app.db, request.body, actorOf(request));
    if (outcome === "name-taken") return refuse(reply, 409, categoryMessages.nameTaken);
    return reply.code(201).send({ id: outcome });
  });

  // Registered as a static path beside `:id`; find-my-way prefers it anyway.
  api.patch(consoleApiPaths.contentEventCategoriesOrder, { schema: { body: categoryOrderSchema }, config: access }, async (request, reply) => {
    const outcome = await reorderCategories(app.db, request.body.ids, actorOf(request));
    if (outcome === "unknown") return refuse(reply, 409, categoryMessages.orderUnknown);
    return { categories: await listCategories(app.db) };
  });

  api.patch(consoleApiPaths.contentEventCategory, { schema: { ...params, body: categoryEditorSchema }, config: access }, async (request, reply) => {
    const outcome = await changeCategory(app.db, request.params.id, request.body, actorOf(request));
    if (outcome === "not-found") return refuse(reply, 404, eventMessages.categoryNotFound);
    if (outcome === "name-taken") return refuse(reply, 409, categoryMessages.nameTaken);
    return { changed: true };
  });

  api.patch(consoleApiPaths.contentEventCategoryActive, { schema: { ...params, body: activeChangeSchema }, config: access }, async (request, reply) => {
    const outcome = await changeCategory(app.db, request.params.id, { active: request.body.active }, actorOf(request));
    if (outcome === "not-found") return refuse(reply, 404, eventMessages.categoryNotFound);
    return { active: request.body.active };
  });

  api.delete(consoleApiPaths.contentEventCategory, { schema: { ...params }, config: access }, async (request, reply) => {
    const outcome = await deleteCategory(app.db, request.params.id, actorOf(request));
    if (outcome === "not-found") return refuse(reply, 404, eventMessages.categoryNotFound);
    if (outcome !== "deleted") return refuse(reply, 409, categoryMessages.hasRegistrations(outcome.registrations));
    return reply.code(204).send();
  });
}
