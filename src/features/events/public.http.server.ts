import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { eventCategoryParamsSchema, eventParamsSchema, type EventRegistrationForm } from "#shared/api/events.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { normaliseFormFields } from "#shared/registration-form-fields.ts";
import { findActiveEvent, findForm, listActiveEvents, listCategoriesOfActiveEvents, listEventCategories } from "./store.server.ts";
import { eventCalendarFile } from "./calendar.server.ts";
import { RequestRejected } from "#server/plugins/app/errors.ts";

export default async function eventRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  app.cachedJson(apiPaths.events, () => listActiveEvents(app.db));
  // Each event's page lists its categories with their seats, read from memory like the events.
  app.cachedJson(apiPaths.eventCategoriesByEvent, () => listCategoriesOfActiveEvents(app.db));

  routes.get(apiPaths.eventCategories, { schema: { params: eventParamsSchema } }, async (request) => {
    if (!(await findActiveEvent(app.db, request.params.eventId))) throw new RequestRejected(404, "No such event.");
    return listEventCategories(app.db, request.params.eventId);
  });

  // "Add to calendar": a plain download link on each upcoming event's card.
  routes.get(apiPaths.eventCalendar, { schema: { params: eventParamsSchema } }, async (request, reply) => {
    const event = await findActiveEvent(app.db, request.params.eventId);
    if (!event) throw new RequestRejected(404, "No such event.");
    const file = eventCalendarFile(event);
    return reply
      .header("content-type", file.contentType)
      .header("content-disposition", `attachment; filename="${file.filename}"`)
      .header("cache-control", "public, max-age=300")
      .send(file.content);
  });

  routes.get(apiPaths.eventRegistrationForm, { schema: { params: eventCategoryParamsSchema } }, async (request): Promise<EventRegistrationForm> => {
    const { eventId, categoryId } = request.params;
    const form = (await findActiveEvent(app.db, eventId)) && (await findForm(app.db, eventId, categoryId));
    if (!form) throw new RequestRejected(404, "There is no registration form for this event and category.");
    return { fields: normaliseFormFields(form.formFields), feeTaka: form.feeTaka, askGuardian: form.askGuardian };
  });
}
