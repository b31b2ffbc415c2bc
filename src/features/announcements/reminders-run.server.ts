import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { reminderBatch, sendReminderBatch } from "./reminders.server.ts";
import { ticketSecret } from "#features/check-in/service.server.ts";
import { withTransaction } from "#server/unit-of-work.ts";

/** Every fifteen minutes: a registration made late on the day before still gets its reminder that day. */
export const defaultReminderEveryMs = 15 * 60 * 1000;

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the reminders due now (the next Dhaka day's events); the timer calls it, tests call it with their clock. */
    sendEventReminders(now?: Date): Promise<{ sent: number }>;
  }
}

/**
 * The day-before reminders, in every server process on a timer (unref'd,
 * stopped on close), as the expiry of unpaid registrations runs. Each batch is one transaction
 * whose claim rows' primary key keeps a second process from sending the same reminder.
 */
export default fp(
  async function eventReminders(app: FastifyInstance, options: { everyMs?: number }) {
    let running: Promise<{ sent: number }> | undefined;
    const runOnce = async (now: Date): Promise<{ sent: number }> => {
      if (!app.mail.enabled) return { sent: 0 };
      const secret = await ticketSecret(app.db);
      let sent = 0;
      for (;;) {
        const n = await withTransaction(app.db, app.mail, (work) => sendReminderBatch(work, { now, ticketSecret: secret }));
        sent += n;
        if (n < reminderBatch) break;
      }
      if (sent > 0) app.log.info({ sent }, "event reminders written");
      return { sent };
    };
    app.decorate("sendEventReminders", (now?: Date) => (running ??= runOnce(now ?? new Date()).finally(() => (running = undefined))));
    const everyMs = options.everyMs ?? defaultReminderEveryMs;
    if (everyMs <= 0) return;
    const timer = setInterval(() => {
      app.sendEventReminders().catch((error: unknown) => app.log.error({ err: error }, "sending event reminders failed"));
    }, everyMs);
    timer.unref();
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: "event-reminders", dependencies: ["database", "mail"] },
);
