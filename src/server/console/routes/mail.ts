import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  mailDeliveryParamsSchema,
  mailOffMessage,
  notificationSettingsSchema,
  type MailDeliveriesAnswer,
  type MailKind,
  type NotificationSettingsAnswer,
  type SetupLinkSentAnswer,
} from "#shared/console/mail.ts";
import { organiserMessages, organiserParamsSchema } from "#features/organisers/contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import type { OrganiserRole } from "#shared/console/roles.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { organiserSetupLink } from "../../mail/messages.ts";
import { allowedNotifications } from "../../mail/notifications.ts";
import { countDeliveries, listDeliveries, readNotificationSettings, retryDelivery, saveNotificationSettings } from "../../db/repositories/mail.ts";
import { withTransaction } from "../../unit-of-work.ts";
import { findOrganiser, setupLink } from "#features/organisers/service.server.ts";

const mailOff = { statusCode: 409, error: "Conflict", message: mailOffMessage };

/**
 * E-mail in the console: admins see what is waiting or failed and retry it, and
 * send organisers their set-up links; every organiser chooses which new submissions they are told of.
 */
export default async function mailRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const siteUrl = app.organiserAuth.auth.options.baseURL ?? app.mail.siteUrl;

  api.get(consoleApiPaths.mailDeliveries, { config: { organiser: { roles: consoleAreas.mail } } }, async () => {
    const [counts, rows] = await Promise.all([countDeliveries(app.db), listDeliveries(app.db, ["failed", "pending"], 200)]);
    return {
      enabled: app.mail.enabled,
      counts,
      deliveries: rows.map((row) => ({
        ...row,
        kind: row.kind as MailKind,
        nextAttemptAt: row.nextAttemptAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
    } satisfies MailDeliveriesAnswer;
  });

  api.post(
    consoleApiPaths.mailDeliveryRetry,
    {
      schema: { params: mailDeliveryParamsSchema, body: z.strictObject({}).optional() },
      config: { organiser: { roles: consoleAreas.mail } },
    },
    async (request, reply) => {
      if (!app.mail.enabled) return reply.code(409).send(mailOff);
      const organiser = request.organiser!;
      const retried = await withTransaction(app.db, app.mail, async (work) => {
        if (!(await retryDelivery(work.tx, request.params.id))) return false;
        await work.activity.record({
          actor: { id: organiser.id, email: organiser.email },
          action: "mail-retried",
          subjectType: "mail",
          subjectId: request.params.id,
        });
        return true;
      });
      if (!retried) {
        return reply
          .code(409)
          .send({ statusCode: 409, error: "Conflict", message: "This e-mail was sent already, is being sent now, or no longer exists." });
      }
      app.mail.kick();
      return reply.code(204).send();
    },
  );

  api.post(
    consoleApiPaths.organiserSetupLinkSend,
    {
      schema: { params: organiserParamsSchema, body: z.strictObject({}).optional() },
      config: { organiser: { roles: consoleAreas.organisers } },
    },
    async (request, reply) => {
      if (!app.mail.enabled) return reply.code(409).send(mailOff);
      const organiser = await findOrganiser(app.db, request.params.id);
      if (!organiser) return reply.code(404).send({ statusCode: 404, error: "Not Found", message: organiserMessages.notFound });
      const token = await app.organiserAuth.issueSetupToken(organiser.email);
      const actor = request.organiser!;
      // The e-mail and the activity entry in one unit of work, which kicks the mail worker once committed.
      await withTransaction(app.db, app.mail, async (work) => {
        await work.mail.enqueue([organiserSetupLink({ to: organiser.email, name: organiser.name, setupLink: setupLink(siteUrl, token) })]);
        await work.activity.record({
          actor: { id: actor.id, email: actor.email },
          action: "setup-link-issued",
          subjectType: "organiser",
          subjectId: request.params.id,
          details: { sent: true },
        });
      });
      return { sentTo: organiser.email } satisfies SetupLinkSentAnswer;
    },
  );

  const notificationsAccess = { organiser: { roles: consoleAreas.notifications } };
  const answer = async (id: string, role: OrganiserRole): Promise<NotificationSettingsAnswer> => ({
    enabled: app.mail.enabled,
    settings: await readNotificationSettings(app.db, id),
    allowed: allowedNotifications(role),
  });

  api.get(consoleApiPaths.notifications, { config: notificationsAccess }, async (request) => {
    const organiser = request.organiser!;
    return answer(organiser.id, organiser.role);
  });

  api.patch(consoleApiPaths.notifications, { schema: { body: notificationSettingsSchema }, config: notificationsAccess }, async (request, reply) => {
    const organiser = request.organiser!;
    const allowed = allowedNotifications(organiser.role);
    const refused = (Object.keys(allowed) as (keyof typeof allowed)[]).filter((kind) => request.body[kind] && !allowed[kind]);
    if (refused.length > 0) {
      return reply
        .code(403)
        .send({ statusCode: 403, error: "Forbidden", message: `Your role may not read ${refused.join(" or ")}, so it cannot be told of them.` });
    }
    await saveNotificationSettings(app.db, organiser.id, request.body);
    return answer(organiser.id, organiser.role);
  });
}
