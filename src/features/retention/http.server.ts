import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { consoleApiPaths } from "#shared/console/paths.ts";
import {
  retentionKinds,
  retentionLabels,
  retentionPreviewSchema,
  retentionUpdateSchema,
  type RetentionAnswer,
  type RetentionCounts,
  type RetentionKind,
  type RetentionRules,
} from "./contract.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { previewRetention, readRetentionSettings, saveRetentionRules } from "./store.server.ts";

const access = { organiser: { roles: consoleAreas.retention } };

const daysOf = (rules: RetentionRules) => Object.fromEntries(retentionKinds.map((k) => [k, rules[k].days])) as Record<RetentionKind, number>;
/** A rule's preview count: its rows, and for registrations their files too. */
const ruleCount = (counts: RetentionCounts, kind: RetentionKind) => counts[kind] + (kind === "registrations" ? counts.files : 0);

/**
 * The retention settings for admins: each rule's days and on/off,
 * what each would remove now, the last run; a preview for other days; saving, which refuses to switch
 * a rule on unless the request carries the preview count the admin saw and it is still the count now;
 * and "Run now".
 */
export default async function retentionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const answer = async (): Promise<RetentionAnswer> => {
    const settings = await readRetentionSettings(app.db);
    const preview = await previewRetention(app.db, daysOf(settings.rules), new Date());
    return {
      rules: settings.rules,
      preview,
      lastRun: settings.lastRunAt && settings.lastRunCounts ? { at: settings.lastRunAt.toISOString(), counts: settings.lastRunCounts } : null,
    };
  };

  api.get(consoleApiPaths.retention, { config: access }, async () => answer());

  api.post(consoleApiPaths.retentionPreview, { schema: { body: retentionPreviewSchema }, config: access }, async (request) => previewRetention(app.db, request.body, new Date()));

  api.put(consoleApiPaths.retention, { schema: { body: retentionUpdateSchema }, config: access }, async (request, reply) => {
    const organiser = request.organiser!;
    const body = request.body;
    const current = await readRetentionSettings(app.db);
    const rules = Object.fromEntries(retentionKinds.map((k) => [k, { days: body[k].days, on: body[k].on }])) as RetentionRules;
    // Switching a rule on (or changing the days of one that is on) needs the preview the admin saw for those days, still true now.
    const needPreview = retentionKinds.filter((k) => rules[k].on && (!current.rules[k].on || current.rules[k].days !== rules[k].days));
    if (needPreview.length > 0) {
      const now = await previewRetention(app.db, daysOf(rules), new Date());
      for (const k of needPreview) {
        const seen = body[k].previewed;
        const count = ruleCount(now, k);
        if (seen === undefined)
          return reply.code(409).send({ statusCode: 409, error: "Conflict", message: `Preview "${retentionLabels[k].title}" before switching it on: it would remove ${count} now.` });
        if (seen !== count)
          return reply
            .code(409)
            .send({ statusCode: 409, error: "Conflict", message: `"${retentionLabels[k].title}" would now remove ${count}, not the ${seen} previewed: look at the new preview and save again.` });
      }
    }
    await saveRetentionRules(app.db, rules);
    await app.recordActivity({
      actor: { id: organiser.id, email: organiser.email },
      action: "retention-settings-changed",
      subjectType: "retention",
      details: { on: retentionKinds.filter((k) => rules[k].on), days: daysOf(rules) },
    });
    return answer();
  });

  api.post(consoleApiPaths.retentionRun, { config: access }, async (request) => {
    const organiser = request.organiser!;
    const run = await app.applyRetention({ actor: { id: organiser.id, email: organiser.email } });
    return { ...run, settings: await answer() };
  });
}
