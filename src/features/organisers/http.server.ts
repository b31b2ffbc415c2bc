import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  newOrganiserSchema,
  organiserChangeSchema,
  organiserMessages,
  organiserParamsSchema,
  type OrganiserAddedAnswer,
  type OrganiserChangedAnswer,
  type OrganisersAnswer,
  type SetupLinkAnswer,
} from "./contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import type { ActivityActor } from "#features/activity/contract.ts";
import { listOrganisers } from "./store.server.ts";
import { addOrganiser, changeOrganiser, newSetupLink, OrganiserExistsError } from "./service.server.ts";

const access = { organiser: { roles: consoleAreas.organisers } };

/** Admins manage organisers: list them, add one (with a set-up link), change a role, disable, issue a new link. */
export default async function organiserRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Set-up links point at the site's public address (SITE_URL), which better-auth was given.
  const siteUrl = app.organiserAuth.auth.options.baseURL;

  api.get(consoleApiPaths.organisers, { config: access }, async () => {
    return { organisers: await listOrganisers(app.db) } satisfies OrganisersAnswer;
  });

  api.post(consoleApiPaths.organisers, { schema: { body: newOrganiserSchema }, config: access }, async (request, reply) => {
    try {
      const added = await addOrganiser(app.db, app.organiserAuth, siteUrl, request.body, actorOf(request));
      return reply.code(201).send(added satisfies OrganiserAddedAnswer);
    } catch (error) {
      if (!(error instanceof OrganiserExistsError)) throw error;
      return reply.code(409).send({ statusCode: 409, error: "Conflict", message: error.message });
    }
  });

  api.patch(
    consoleApiPaths.organiser,
    { schema: { params: organiserParamsSchema, body: organiserChangeSchema }, config: access },
    async (request, reply) => {
      const outcome = await changeOrganiser(app.db, request.params.id, request.body, actorOf(request));
      if (outcome === "not-found") return reply.code(404).send({ statusCode: 404, error: "Not Found", message: organiserMessages.notFound });
      if (outcome === "self") return reply.code(409).send({ statusCode: 409, error: "Conflict", message: organiserMessages.self });
      if (outcome === "last-admin") return reply.code(409).send({ statusCode: 409, error: "Conflict", message: organiserMessages.lastAdmin });
      const [organiser] = await listOrganisers(app.db, request.params.id);
      if (!organiser) return reply.code(404).send({ statusCode: 404, error: "Not Found", message: organiserMessages.notFound });
      return { organiser } satisfies OrganiserChangedAnswer;
    },
  );

  api.post(
    consoleApiPaths.organiserSetupLink,
    // Nothing to send; a body, if any, must be empty.
    { schema: { params: organiserParamsSchema, body: z.strictObject({}).optional() }, config: access },
    async (request, reply) => {
      const link = await newSetupLink(app.db, app.organiserAuth, siteUrl, request.params.id, actorOf(request));
      if (!link) return reply.code(404).send({ statusCode: 404, error: "Not Found", message: organiserMessages.notFound });
      return { setupLink: link } satisfies SetupLinkAnswer;
    },
  );
}

/** The admin making the change, as the activity log records them. */
function actorOf(request: FastifyRequest): ActivityActor {
  const organiser = request.organiser!;
  return { id: organiser.id, email: organiser.email };
}
