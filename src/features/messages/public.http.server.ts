import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ContactMessageCreated } from "./contract.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { contactMessageSchema } from "./rules.ts";
import { insertContactMessage } from "./store.server.ts";
import { queueMessageMail } from "./mail.server.ts";
import { storeSubmission } from "#server/routes/api/store-submission.ts";

export default async function contactMessageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.contactMessages,
    {
      schema: { body: contactMessageSchema },
      bodyLimit: 32 * 1024,
      // A filled honeypot is stored as suspected spam and answered as any message.
      config: { honeypot: "flag" },
    },
    // A retry with the attempt's Idempotency-Key gets the first answer, not a second message.
    (request, reply) =>
      storeSubmission(app, request, reply, {
        async store(work) {
          const created = await insertContactMessage(work.tx, request.body, { suspectedSpam: request.suspectedSpam });
          // The visitor's confirmation and the organisers' notices, in the same transaction.
          if (!request.suspectedSpam) {
            const { name, email, subject, lang } = request.body;
            await queueMessageMail(work, { ...created, name, email, subject, lang });
          }
          return created;
        },
        created: (created) => ({ id: created.id, reference: created.reference }) satisfies ContactMessageCreated,
        refused(error) {
          // Drizzle's error carries the query's parameters, the visitor's message among them: log only the code.
          const cause = error instanceof Error ? error.cause : undefined;
          const code = cause && typeof cause === "object" && "code" in cause ? cause.code : undefined;
          request.log.error({ code }, "contact message not stored");
          return {
            statusCode: 500,
            body: { statusCode: 500, error: "Internal Server Error", message: "Something went wrong on our side. Please try again later." },
          };
        },
      }),
  );
}
