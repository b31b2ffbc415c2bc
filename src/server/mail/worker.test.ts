import { setTimeout as sleep } from "node:timers/promises";
import { asc } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "#tests/support/databases.ts";
import { until } from "#tests/support/mail-app.ts";
import { TestSmtpServer } from "#tests/support/smtp.ts";
import { claimDueMail, enqueueMail, retryDelivery, type OutgoingMail } from "../db/repositories/mail.ts";
import { MailWorker, retryDelayMs, smtpTransport, type MailWorkerOptions } from "./worker.ts";

const quiet = pino({ level: "silent" });
const fast: MailWorkerOptions = { pollMs: 20, leaseMs: 60_000, batchSize: 5, firstDelayMs: 20, maxDelayMs: 100, maxAttempts: 50 };

const mails = (count: number): OutgoingMail[] =>
  Array.from({ length: count }, (_, i) => ({ kind: "message-received", to: `visitor${i}@example.org`, subject: `Mail ${i}`, text: `Body ${i}` }));

describe.each(testDatabaseKinds)("the mail worker on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let smtp: TestSmtpServer;
  const workers: MailWorker[] = [];

  const startWorker = (options: Partial<MailWorkerOptions> = {}) => {
    const worker = new MailWorker(db, smtpTransport(smtp.config().smtpUrl), smtp.config().from, { ...fast, ...options }, quiet);
    workers.push(worker);
    worker.start();
    return worker;
  };
  const rows = () => db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.subject));
  const allSent = async () => (await rows()).every((row) => row.state === "sent");

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.handle.db;
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    await db.delete(mailOutbox);
    smtp = new TestSmtpServer();
    await smtp.start();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await smtp.stop();
  });

  /** Every row was accepted by the SMTP server exactly once, under the Message-ID stored with it. */
  const expectEachDeliveredOnce = async (count: number) => {
    const stored = await rows();
    expect(stored).toHaveLength(count);
    const received = smtp.received.map((mail) => mail.messageId).sort();
    expect(received).toEqual(stored.map((row) => row.messageId).sort());
    expect(new Set(received).size).toBe(count);
  };

  it("sends what is written, once each, with the stored Message-ID, and marks it sent", async () => {
    await enqueueMail(db, mails(12), "club.example.org");
    startWorker();
    await until(allSent);
    await expectEachDeliveredOnce(12);
    const [first] = await rows();
    expect(first?.messageId).toMatch(/^<[0-9a-f-]{36}@club\.example\.org>$/);
    expect(first).toMatchObject({ attempts: 1, lastError: null, claimedUntil: null });
    expect(smtp.to("visitor0@example.org")[0]?.subject).toBe("Mail 0");
  });

  it("survives an SMTP outage in the middle of a batch: the server goes away, comes back, and every mail arrives exactly once", async () => {
    await enqueueMail(db, mails(20), "club.example.org");
    let outage: Promise<void> | undefined;
    smtp.onAccept = () => {
      if (smtp.received.length === 7 && !outage) {
        // Stops listening after this message: the next connections are refused.
        outage = smtp.stop().then(() => sleep(300));
      }
    };
    startWorker();
    await until(() => outage !== undefined);
    await outage;
    // Meanwhile the worker kept trying and recorded why it could not send.
    const waiting = (await rows()).filter((row) => row.state === "pending");
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.some((row) => row.lastError?.includes("ECONNREFUSED"))).toBe(true);
    await smtp.start();
    await until(allSent);
    await expectEachDeliveredOnce(20);
  });

  it("survives an SMTP server that accepts connections but answers 451 for a while", async () => {
    await enqueueMail(db, mails(10), "club.example.org");
    smtp.onAccept = () => {
      if (smtp.received.length === 3) smtp.refuseData = true;
    };
    startWorker();
    await until(async () => (await rows()).some((row) => row.lastError?.includes("451")));
    smtp.refuseData = false;
    await until(allSent);
    await expectEachDeliveredOnce(10);
  });

  it("sends the mail of a process that died between claim and send once its lease ends, and only then", async () => {
    await enqueueMail(db, mails(4), "club.example.org");
    // The dead process: claimed all four for 400 ms and never sent them.
    expect(await claimDueMail(db, 10, 400)).toHaveLength(4);
    startWorker();
    await sleep(150);
    expect(smtp.received).toHaveLength(0);
    await until(allSent);
    await expectEachDeliveredOnce(4);
    expect((await rows()).every((row) => row.attempts === 2)).toBe(true);
  });

  it("shares the outbox between several workers without sending anything twice", async () => {
    await enqueueMail(db, mails(30), "club.example.org");
    startWorker({ batchSize: 2 });
    startWorker({ batchSize: 2 });
    startWorker({ batchSize: 3 });
    await until(allSent);
    await expectEachDeliveredOnce(30);
  });

  it("gives up after the last attempt, keeps the error, and sends once an admin retries", async () => {
    await enqueueMail(db, mails(1), "club.example.org");
    smtp.refuseData = true;
    startWorker({ maxAttempts: 3 });
    await until(async () => (await rows())[0]?.state === "failed");
    const [failed] = await rows();
    expect(failed).toMatchObject({ attempts: 3, state: "failed" });
    expect(failed?.lastError).toContain("451");
    smtp.refuseData = false;
    expect(await retryDelivery(db, failed!.id)).toBe(true);
    workers[0]!.kick();
    await until(allSent);
    await expectEachDeliveredOnce(1);
    expect(await retryDelivery(db, failed!.id)).toBe(false);
  });

  it("finishes and marks the e-mail it is sending before it stops", async () => {
    await enqueueMail(db, mails(1), "club.example.org");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const worker = new MailWorker(
      db,
      { send: () => held, close: () => {} },
      "club@example.org",
      fast,
      quiet,
    );
    worker.start();
    await until(async () => (await rows())[0]?.attempts === 1);
    const stopped = worker.stop();
    release();
    await stopped;
    expect((await rows())[0]?.state).toBe("sent");
  });
});

it("waits longer after each failure, up to the cap", () => {
  const options = { firstDelayMs: 1_000, maxDelayMs: 10_000 };
  const delays = [1, 2, 3, 4, 5, 6].map((attempts) => retryDelayMs(attempts, options));
  expect(delays[0]).toBeGreaterThanOrEqual(1_000);
  expect(delays[0]).toBeLessThanOrEqual(1_100);
  expect(delays[1]).toBeGreaterThanOrEqual(2_000);
  expect(delays[3]).toBeGreaterThanOrEqual(8_000);
  expect(delays[5]).toBeLessThanOrEqual(11_000);
});
