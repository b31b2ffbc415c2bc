import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { expireUnpaidRegistrations, type ExpiryRun } from "./registration-expiry.server.ts";
import { withTransaction } from "#server/unit-of-work.ts";

/** Every five minutes: a paid registration expires at most this long after its time to pay. */
export const defaultExpiryEveryMs = 5 * 60 * 1000;

declare module "fastify" {
  interface FastifyInstance {
    /** Expires overdue payment-pending registrations now (every event); the timer calls it, tests call it with their clock. */
    expireUnpaidRegistrations(now?: Date): Promise<ExpiryRun>;
  }
}

/**
 * The periodic expiry of unpaid registrations, in every server process on a timer (unref'd, stopped
 * on close). One process at a time: the run takes a transaction-scoped advisory lock without
 * waiting, and a process that does not get it does nothing this round (registration-expiry.server.ts).
 */
export default fp(
  async function registrationExpiry(app: FastifyInstance, options: { everyMs?: number }) {
    let running: Promise<ExpiryRun> | undefined;
    const runOnce = async (now?: Date): Promise<ExpiryRun> => {
      const run = await withTransaction(app.db, app.mail, (work) => expireUnpaidRegistrations(work, now ? { now } : {}));
      if (run.expired > 0) app.log.info({ expired: run.expired, promoted: run.promoted }, "unpaid registrations expired");
      return run;
    };
    app.decorate("expireUnpaidRegistrations", (now?: Date) => (running ??= runOnce(now).finally(() => (running = undefined))));
    const everyMs = options.everyMs ?? defaultExpiryEveryMs;
    if (everyMs <= 0) return;
    const timer = setInterval(() => {
      app.expireUnpaidRegistrations().catch((error: unknown) => app.log.error({ err: error }, "expiring unpaid registrations failed"));
    }, everyMs);
    timer.unref();
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: "registration-expiry", dependencies: ["database", "mail"] },
);
