import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ClubEvent } from "#shared/api/events.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { sweepEventCardFiles, type EventCardSweep } from "./store.server.ts";
import { currentEventCards, eventCardKeyPrefix } from "./og-image.server.ts";

/** Every hour: an old card's file goes at most an hour after its day is up. */
export const defaultEventCardSweepEveryMs = 60 * 60 * 1000;
/** How long a card no visible event shows is kept: a day, for pages and previews cached meanwhile. */
export const unusedEventCardKeepMs = 24 * 60 * 60 * 1000;

declare module "fastify" {
  interface FastifyInstance {
    /** Deletes the files of event cards unused for a day; the timer calls it, tests call it with their clock. */
    sweepEventCards(now?: Date): Promise<EventCardSweep>;
  }
}

/**
 * The sweep of old event cards (a renamed, hidden or covered event's), in every server process on a
 * timer (unref'd, stopped on close), as the expiry of unpaid registrations runs. One process at a
 * time: the sweep takes a transaction-scoped advisory lock without waiting (store.server.ts).
 * The current cards are those of the events list as this process has it cached.
 */
export default fp(
  async function eventCardSweep(app: FastifyInstance, options: { everyMs?: number }) {
    let running: Promise<EventCardSweep> | undefined;
    const runOnce = async (now = new Date()): Promise<EventCardSweep> => {
      const list = await app.cachedJsonBody(apiPaths.events);
      const current = [...currentEventCards(JSON.parse(list.json.toString("utf8")) as ClubEvent[]).keys()];
      const sweep = await sweepEventCardFiles(app.db, {
        current,
        now,
        unusedBefore: new Date(now.getTime() - unusedEventCardKeepMs),
        deleteFile: async (file) => {
          try {
            await app.storage.delete(eventCardKeyPrefix + file);
          } catch (error) {
            app.log.warn({ err: error, file }, "an old event card could not be deleted yet");
            throw error;
          }
        },
      });
      if (!sweep.busy && sweep.deleted.length > 0) app.log.info({ deleted: sweep.deleted.length }, "old event cards deleted");
      return sweep;
    };
    app.decorate("sweepEventCards", (now?: Date) => (running ??= runOnce(now).finally(() => (running = undefined))));
    const everyMs = options.everyMs ?? defaultEventCardSweepEveryMs;
    if (everyMs <= 0) return;
    const timer = setInterval(() => {
      app.sweepEventCards().catch((error: unknown) => app.log.error({ err: error }, "sweeping old event cards failed"));
    }, everyMs);
    timer.unref();
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: "event-card-sweep", dependencies: ["database", "storage"] },
);
