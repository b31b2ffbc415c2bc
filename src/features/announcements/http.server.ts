import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  announcementAudienceSchema,
  announcementLetterSchema,
  announcementSchema,
  registrantGroupLabels,
  type AnnouncementDetail,
  type AnnouncementPreview,
  type AnnouncementSummary,
  type AnnouncementsAnswer,
  type RegistrantGroup,
  type WhatsAppRecipient,
} from "./contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { whatsAppLink } from "#shared/whatsapp.ts";
import {
  announcementDelivery,
  announcementEvents,
  audienceExists,
  createAnnouncement,
  listAnnouncements,
  markTold,
  previewAudience,
  readAnnouncement,
  whatsAppRecipients,
  type AnnouncementRow,
} from "./store.server.ts";
import { letterTemplate, renderAnnouncement, unsubscribeSecret, whatsAppLetter } from "./mail.server.ts";
import { withTransaction } from "#server/unit-of-work.ts";

const access = { organiser: { roles: consoleAreas.announcements } };
const idParams = z.strictObject({ id: z.uuid("No such letter.") });
const toldParams = z.strictObject({ id: z.uuid("No such letter."), recipientId: z.uuid("No such person on this letter's WhatsApp list.") });
const toldBody = z.strictObject({ told: z.boolean({ error: "told must be true or false." }) });
const previewBody = z.strictObject({ to: announcementAudienceSchema, letter: announcementLetterSchema.partial().optional() });

/** The WhatsApp list is shown whole up to this many; a bigger one is a sign e-mail is off, and the page says so. */
const whatsAppLimit = 5000;

const unknownAudience = { event: "No such event: choose one of the events listed.", category: "That category has no form in this event: choose one of its categories." } as const;

function audienceLabel(row: AnnouncementRow): string {
  if (row.audience === "members") return "Members";
  const group = registrantGroupLabels[row.audienceGroup as RegistrantGroup] ?? row.audienceGroup;
  const which = row.audienceGroup === "category" ? `${group}: ${row.categoryName ?? "(deleted)"}` : group;
  return `${row.eventTitle ?? "(deleted event)"}, ${which}`;
}

const summaryOf = (row: AnnouncementRow): AnnouncementSummary => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  organiserEmail: row.organiserEmail,
  audienceLabel: audienceLabel(row),
  subject: row.subject,
  recipientCount: row.recipientCount,
});

/**
 * Letters to a group: the list, a preview (count and one letter), sending (the
 * row, one recipient and one outbox row per person and the activity entry in one transaction), a
 * letter's delivery, and its WhatsApp list, each person marked told.
 */
export default async function announcementRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(consoleApiPaths.announcements, { config: access }, async () => {
    const [items, choices] = await Promise.all([listAnnouncements(app.db, 100), announcementEvents(app.db)]);
    return {
      items: items.map(summaryOf),
      events: choices.map((e) => ({ ...e, startsAt: e.startsAt.toISOString() })),
      mailEnabled: app.mail.enabled,
    } satisfies AnnouncementsAnswer;
  });

  api.post(consoleApiPaths.announcementsPreview, { schema: { body: previewBody }, config: access }, async (request, reply) => {
    const { to, letter } = request.body;
    const known = await audienceExists(app.db, to);
    if (known !== "ok") return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: unknownAudience[known] });
    const { counts, firstLang } = await previewAudience(app.db, to, app.mail.enabled);
    const lang = firstLang ?? "en";
    const full = { subject: letter?.subject ?? "", body: letter?.body ?? "", subjectBn: letter?.subjectBn ?? "", bodyBn: letter?.bodyBn ?? "" };
    // The sample shows the unsubscribe line as it will read, with a token's place held.
    const sample = renderAnnouncement(full, lang, app.mail.siteUrl, "…");
    return { counts, sample: counts.total > 0 ? sample : null, mailEnabled: app.mail.enabled } satisfies AnnouncementPreview;
  });

  api.post(consoleApiPaths.announcements, { schema: { body: announcementSchema }, config: access }, async (request, reply) => {
    const organiser = request.organiser!;
    const input = request.body;
    const known = await audienceExists(app.db, input.to);
    if (known !== "ok") return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: unknownAudience[known] });
    const secret = await unsubscribeSecret(app.db);
    const created = await withTransaction(app.db, app.mail, async (work) => {
      const result = await createAnnouncement(work.tx, input, organiser, work.mail.enabled, letterTemplate(work.mail.siteUrl, secret));
      if (result.counts.email > 0) work.mail.wrote();
      await work.activity.record({
        actor: { id: organiser.id, email: organiser.email },
        action: "announcement-sent",
        subjectType: "announcement",
        subjectId: result.id,
        details: { audience: input.to.audience, ...(input.to.audience === "registrants" ? { group: input.to.group } : {}), counts: { ...result.counts } },
      });
      return result;
    });
    return reply.code(201).send(created);
  });

  api.get(consoleApiPaths.announcement, { schema: { params: idParams }, config: access }, async (request, reply) => {
    const row = await readAnnouncement(app.db, request.params.id);
    if (!row) return reply.code(404).send({ statusCode: 404, error: "Not Found", message: "No such letter." });
    const { counts, delivery, told } = await announcementDelivery(app.db, row.id);
    const whatsApp: WhatsAppRecipient[] = (await whatsAppRecipients(app.db, row.id, whatsAppLimit)).map((person) => ({
      id: person.id,
      name: person.name,
      phone: person.phone,
      link: whatsAppLink(person.phone, whatsAppLetter(row, person.lang)) ?? "",
      told: person.toldAt !== null,
    }));
    const detail: AnnouncementDetail = { ...summaryOf(row), body: row.body, subjectBn: row.subjectBn, bodyBn: row.bodyBn, counts, delivery, told };
    return { ...detail, whatsApp, mailEnabled: app.mail.enabled };
  });

  api.post(consoleApiPaths.announcementTold, { schema: { params: toldParams, body: toldBody }, config: access }, async (request, reply) => {
    const organiser = request.organiser!;
    const { id, recipientId } = request.params;
    const changed = await withTransaction(app.db, app.mail, async (work) => {
      const done = await markTold(work.tx, id, recipientId, request.body.told, organiser.id);
      if (done)
        await work.activity.record({ actor: { id: organiser.id, email: organiser.email }, action: "announcement-told", subjectType: "announcement", subjectId: id, details: { told: request.body.told } });
      return done;
    });
    if (!changed) return reply.code(404).send({ statusCode: 404, error: "Not Found", message: "No such person on this letter's WhatsApp list." });
    return { told: request.body.told };
  });
}
