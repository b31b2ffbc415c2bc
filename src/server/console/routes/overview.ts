import type { FastifyInstance } from "fastify";
import type { OverviewAnswer } from "#shared/console/overview.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas, mayUse } from "#shared/console/roles.ts";
import { countFailedMail, countPaymentsToVerify, countUnreadMessages, listUpcomingEvents } from "../../db/repositories/overview.ts";

/**
 * The Overview's counts (docs/decisions/101). Every organiser may ask; each section is counted only
 * when their role may read the list it links to, and is otherwise left out of the answer, so an
 * editor learns nothing of how many submissions there are.
 */
export default async function overviewRoutes(app: FastifyInstance) {
  app.get(consoleApiPaths.overview, { config: { organiser: { roles: consoleAreas.overview } } }, async (request) => {
    const organiser = request.organiser!;
    const may = (area: Parameters<typeof mayUse>[1]) => mayUse(organiser.role, area);
    const [paymentsToVerify, unreadMessages, upcomingEvents, failedMail] = await Promise.all([
      may("applications") ? countPaymentsToVerify(app.db) : undefined,
      may("messages") ? countUnreadMessages(app.db) : undefined,
      may("registrations") ? listUpcomingEvents(app.db, organiser.id) : undefined,
      may("mail") ? countFailedMail(app.db) : undefined,
    ]);
    const answer: OverviewAnswer = {};
    if (paymentsToVerify !== undefined) answer.paymentsToVerify = paymentsToVerify;
    if (unreadMessages !== undefined) answer.unreadMessages = unreadMessages;
    if (upcomingEvents !== undefined) answer.upcomingEvents = upcomingEvents;
    if (failedMail !== undefined) answer.failedMail = failedMail;
    return answer;
  });
}
