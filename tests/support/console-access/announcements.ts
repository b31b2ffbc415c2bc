import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { sampleEventIds } from "#server/db/sample-content.ts";
import { announcementRecipients, announcements } from "#server/db/schema.ts";
import type { AccessContext, ConsoleRouteCase } from "./types.ts";

const allowed = consoleAreas.announcements;
const to = { audience: "registrants", eventId: sampleEventIds.roboticsWorkshop, group: "checked_in" };
const letter = { subject: "Access matrix", body: "A letter.", subjectBn: "অ্যাক্সেস", bodyBn: "একটি চিঠি।" };

/** A letter with one person on its WhatsApp list, for reading it and marking them told. */
async function prepare({ t, ids }: AccessContext) {
  if (ids.announcement) return;
  const [row] = await t.db
    .insert(announcements)
    .values({ audience: "registrants", eventId: sampleEventIds.roboticsWorkshop, audienceGroup: "all", ...letter, recipientCount: 1 })
    .returning({ id: announcements.id });
  const [person] = await t.db
    .insert(announcementRecipients)
    .values({ announcementId: row!.id, name: "Access Case", phone: "01712000999", channel: "whatsapp" })
    .returning({ id: announcementRecipients.id });
  ids.announcement = row!.id;
  ids.announcementRecipient = person!.id;
}

export const announcementRouteCases: ConsoleRouteCase[] = [
  { method: "GET", route: consoleApiPaths.announcements, url: () => consoleApiPaths.announcements, allowed, successStatus: 200 },
  { method: "POST", route: consoleApiPaths.announcementsPreview, url: () => consoleApiPaths.announcementsPreview, payload: () => ({ to, letter }), allowed, successStatus: 200 },
  { method: "POST", route: consoleApiPaths.announcements, url: () => consoleApiPaths.announcements, payload: () => ({ to, letter }), allowed, successStatus: 201 },
  {
    method: "GET",
    route: consoleApiPaths.announcement,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.announcement, { id: ids.announcement! }),
    allowed,
    successStatus: 200,
    prepare,
  },
  {
    method: "POST",
    route: consoleApiPaths.announcementTold,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.announcementTold, { id: ids.announcement!, recipientId: ids.announcementRecipient! }),
    payload: () => ({ told: true }),
    allowed,
    successStatus: 200,
    prepare,
  },
];
