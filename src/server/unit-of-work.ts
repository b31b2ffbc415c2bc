import type { Database } from "./db/client.ts";
import { recordActivity } from "#features/activity/service.server.ts";
import type { ActivityEntry } from "#features/activity/contract.ts";
import type { OutgoingMail } from "./db/repositories/mail.ts";
import type { Mailer } from "./mail/plugin.ts";

/**
 * One change, the e-mail it causes and the activity entry that records it, in one transaction
 * (docs/decisions/090): a visitor's submission and an organiser's action alike. Repositories take
 * `work.tx`; e-mail goes to the outbox in that transaction and activity rows with it,
 * so a refused or rolled-back change leaves neither. Once the transaction has committed, the mail
 * worker is kicked if e-mail was written.
 */
export interface UnitOfWork {
  /** The transaction: hand it to repository functions. */
  readonly tx: Database;
  readonly mail: {
    /** False while e-mail is off: enqueue writes nothing. */
    readonly enabled: boolean;
    /** The site's public address, for links in e-mail. */
    readonly siteUrl: string;
    /** Writes e-mail to the outbox in this transaction; answers their outbox ids in order (none when e-mail is off). */
    enqueue(mails: OutgoingMail[]): Promise<string[]>;
    /** Says that the work wrote outbox rows itself (a set-based INSERT ... SELECT): the worker is kicked after commit. */
    wrote(): void;
  };
  readonly activity: {
    /** Writes one activity row in this transaction. */
    record(entry: ActivityEntry): Promise<void>;
  };
}

/** Steps around the work, inside its transaction: what a submission adds (plugins/app/idempotency.ts). */
export interface TransactionSteps {
  /** First in the transaction, before the work (a statement time-out, a receipt's claim). */
  begin?(tx: Database): Promise<void>;
  /** Last before commit, after the work; throwing rolls everything back (a deadline, a receipt's answer). */
  beforeCommit?(tx: Database): Promise<void>;
}

/** The mail side of a unit of work: the app's mailer (mail/plugin.ts). */
export type UnitOfWorkMailer = Pick<Mailer, "enabled" | "siteUrl" | "enqueue" | "kick">;

/**
 * Runs `work` in one transaction of `db` (the main pool, or the submissions' pool) and returns its
 * result once committed. An error thrown by the work or a step rolls everything back and is thrown
 * as it came.
 */
export async function withTransaction<T>(
  db: Database,
  mailer: UnitOfWorkMailer,
  work: (unit: UnitOfWork) => Promise<T>,
  steps: TransactionSteps = {},
): Promise<T> {
  let wroteMail = false;
  const result = await db.transaction(async (tx) => {
    await steps.begin?.(tx);
    const unit: UnitOfWork = {
      tx,
      mail: {
        enabled: mailer.enabled,
        siteUrl: mailer.siteUrl,
        enqueue: async (mails) => {
          if (!mailer.enabled || mails.length === 0) return [];
          const ids = await mailer.enqueue(tx, mails);
          wroteMail = true;
          return ids;
        },
        wrote: () => {
          if (mailer.enabled) wroteMail = true;
        },
      },
      activity: { record: (entry) => recordActivity(tx, entry) },
    };
    const value = await work(unit);
    await steps.beforeCommit?.(tx);
    return value;
  });
  // Only now is the e-mail visible to the worker of any process.
  if (wroteMail) mailer.kick();
  return result;
}
