import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { apiPaths } from "#shared/api/paths.ts";
import { relayListChanges, type ListChangeRelay } from "./list-changes-redis.ts";

/** The channel migration 0003's triggers notify, with the changed table's name. */
export const listChangedChannel = "list_changed";

/**
 * The cached lists (cached-json.ts) that read each table whose changes are announced. One event's
 * categories and forms are read per request; the event pages read every event's categories cached.
 */
export const listsReadingTable: Readonly<Record<string, readonly string[]>> = {
  team_members: [apiPaths.teamMembers],
  executive_members: [apiPaths.executiveMembers],
  sub_executive_members: [apiPaths.subExecutiveMembers],
  alumni_members: [apiPaths.alumniMembers],
  projects: [apiPaths.projects],
  publications: [apiPaths.publications],
  club_partners: [apiPaths.clubPartners],
  campus_ambassadors: [apiPaths.campusAmbassadors],
  // The events' categories (their pages') show whether each event is visible, and its seats.
  events: [apiPaths.events, apiPaths.eventCategoriesByEvent],
  // The events list counts the seats taken, as do the categories.
  event_registrations: [apiPaths.events, apiPaths.eventCategoriesByEvent],
  // And whether each event has a form to register with (hasRegistrationForms).
  event_categories: [apiPaths.events, apiPaths.eventCategoriesByEvent],
  event_registration_forms: [apiPaths.events, apiPaths.eventCategoriesByEvent],
  // The membership fee Join Us shows is a payments setting.
  payment_settings: [apiPaths.membership],
  // The periods the privacy policy states.
  retention_settings: [apiPaths.retention],
};

/**
 * Drops a cached list as soon as its table changes, in every process: each one listens for the
 * notifications the tables' triggers send, whoever made the change. Data pages
 * are rendered again on their next request, since their lists' ETags change. The cache's TTL stays
 * as a safety net for the time the listening connection is lost. With Redis configured, each change
 * this process makes is also published there (list-changes-redis.ts).
 */
export default fp(
  async function listChanges(app: FastifyInstance) {
    const drop = (table: string) => {
      const paths = listsReadingTable[table];
      // A table announced but not mapped here (or "" for any): dropping everything is never wrong.
      if (paths === undefined) return app.invalidateCachedJson();
      for (const path of paths) app.invalidateCachedJson(path);
    };
    let relay: ListChangeRelay | undefined;
    if (app.sharedRedis) {
      relay = await relayListChanges(app.sharedRedis, listChangedChannel, drop);
      app.addHook("onClose", relay.stop);
    }
    const stop = await app.database.listen(listChangedChannel, {
      notify: (table, ownChange) => {
        drop(table);
        if (ownChange) relay?.publish(table);
      },
      lost: (error) => {
        app.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          "lost the database connection that hears of list changes: cached lists are reloaded only when they expire until it is back",
        );
      },
      restored: () => {
        // Whatever changed meanwhile was not heard.
        app.invalidateCachedJson();
        app.log.info("hearing of list changes again: every cached list is reloaded");
      },
    });
    app.addHook("onClose", stop);
  },
  { name: "list-changes", dependencies: ["database", "cached-json", "redis"] },
);
