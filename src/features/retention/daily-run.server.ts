import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ActivityActor } from "#features/activity/contract.ts";
import { applyRetention, type RetentionRun } from "./service.server.ts";
import { withTransaction } from "#server/unit-of-work.ts";

/** Once a day. */
export const defaultRetentionEveryMs = 24 * 60 * 60 * 1000;
/** The first run after a process starts, once it has settled (a restart does not wait a whole day). */
export const defaultRetentionStartDelayMs = 10 * 60 * 1000;

declare module "fastify" {
  interface FastifyInstance {
    /** Applies the retention rules that are on now; the timer calls it, "Run now" and tests call it (tests with their clock). */
    applyRetention(options?: { now?: Date; actor?: ActivityActor }): Promise<RetentionRun>;
  }
}

/**
 * The daily retention run, in every server process on a timer (unref'd, stopped on close): at start
 * after a delay, then every day. One process at a time: the run takes a transaction-scoped advisory
 * lock without waiting, and a process that does not get it does nothing that round (retention.ts).
 */
export default fp(
  async function retention(app: FastifyInstance, options: { everyMs?: number; startDelayMs?: number }) {
    let running: Promise<RetentionRun> | undefined;
    const runOnce = async (run: { now?: Date; actor?: ActivityActor }): Promise<RetentionRun> => {
      const result = await withTransaction(app.db, app.mail, (work) =>
        applyRetention(work, app.storage, { ...run, onFileError: (error) => app.log.warn({ err: error }, "retention could not delete a file yet") }),
      );
      if (!result.busy) app.log.info({ counts: result.counts, filesLeft: result.filesLeft }, "retention rules applied");
      return result;
    };
    app.decorate("applyRetention", (run: { now?: Date; actor?: ActivityActor } = {}) => (running ??= runOnce(run).finally(() => (running = undefined))));
    const everyMs = options.everyMs ?? defaultRetentionEveryMs;
    if (everyMs <= 0) return;
    const tick = () => {
      app.applyRetention().catch((error: unknown) => app.log.error({ err: error }, "applying the retention rules failed"));
    };
    let interval: NodeJS.Timeout | undefined;
    const start = setTimeout(() => {
      tick();
      interval = setInterval(tick, everyMs);
      interval.unref();
    }, options.startDelayMs ?? defaultRetentionStartDelayMs);
    start.unref();
    app.addHook("onClose", async () => {
      clearTimeout(start);
      clearInterval(interval);
      await running?.catch(() => undefined);
    });
  },
  { name: "retention", dependencies: ["database", "mail", "storage"] },
);
