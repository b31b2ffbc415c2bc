import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { defaultRateLimit } from "../../src/server/app.ts";
import { mailOutbox } from "../../src/server/db/schema.ts";
import { createTestApp, type TestApp } from "./app.ts";
import type { TestDatabaseKind } from "./databases.ts";
import { signedInAs, type SignedInOrganiser } from "./organisers.ts";
import { htmlOf, TestSmtpServer, type ReceivedMail } from "./smtp.ts";

/** Waits until `condition` holds, checking every few milliseconds, or throws after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await sleep(10);
  }
}

/**
 * The app with its sample content and e-mail on, sending to an SMTP server in this process, with a
 * mail worker that polls often and a rate limit no test meets: for tests that read the letters sent.
 */
async function createMailTestApp(kind: TestDatabaseKind): Promise<{ t: TestApp; smtp: TestSmtpServer }> {
  const smtp = new TestSmtpServer();
  await smtp.start();
  const t = await createTestApp(kind, {
    seed: true,
    rateLimit: { ...defaultRateLimit, max: 1000, signInMax: 1000 },
    mail: smtp.config(),
    mailWorker: { worker: { pollMs: 50, firstDelayMs: 50, maxDelayMs: 200, maxAttempts: 3 } },
  });
  return { t, smtp };
}

/** Waits for the previous test's e-mail to be sent (or to fail), then empties the outbox and what was received. */
async function clearMail(t: TestApp, smtp: TestSmtpServer): Promise<void> {
  await until(async () => (await t.db.select().from(mailOutbox)).every((row) => row.state !== "pending"));
  await t.db.delete(mailOutbox);
  smtp.received.length = 0;
}

/** What a mail test's hooks set up: the app, the SMTP server it sends to, and the reviewer signed in. */
export interface MailTestContext {
  t: TestApp;
  smtp: TestSmtpServer;
  reviewer: SignedInOrganiser;
}

/**
 * Registers a mail test's hooks in the current `describe`: the app and its SMTP server started once
 * (then `started`, for a file's own set-up), the reviewer signed in, and before each test the previous
 * test's e-mail sent and everything received forgotten. The returned object is filled in `beforeAll`.
 */
export function useMailTestApp(kind: TestDatabaseKind, started?: (context: MailTestContext) => Promise<void>): MailTestContext {
  const context = {} as MailTestContext;
  beforeAll(async () => {
    const { t, smtp } = await createMailTestApp(kind);
    Object.assign(context, { t, smtp, reviewer: await signedInAs(t, "reviewer") });
    await started?.(context);
  }, 180_000);
  afterAll(async () => {
    await context.t?.close();
    await context.smtp?.stop();
  });
  beforeEach(async () => {
    await clearMail(context.t, context.smtp);
  });
  return context;
}

/** A Bangla e-mail's HTML part, checked to say lang="bn" and to ask for a Bengali font. */
export function expectBanglaHtml(mail: ReceivedMail): string {
  const html = htmlOf(mail);
  expect(html).toContain('<html lang="bn">');
  expect(html).toContain("Noto Sans Bengali");
  return html;
}
