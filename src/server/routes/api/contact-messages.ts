import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ContactMessageCreated } from "../../../shared/api/contact-messages.ts";
import { apiPaths } from "../../../shared/api/paths.ts";
import { contactMessageSchema } from "../../../shared/contact.ts";
import { insertContactMessage } from "../../db/repositories/contact-messages.ts";

export default async function contactMessageRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(apiPaths.contactMessages, { schema: { body: contactMessageSchema }, bodyLimit: 32 * 1024 }, async (request, reply) => {
      const id = await insertContactMessage(app.db, request.body);
      return reply
        .code(201)
        .header("cache-control", "no-store")
        .send({ id } satisfies ContactMessageCreated);
    });
}
