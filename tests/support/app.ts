import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { promisify } from "node:util";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp, defaultRateLimit, type BuildOptions } from "../../src/server/app.ts";
import type { Database } from "../../src/server/db/client.ts";
import { insertSampleContent } from "../../src/server/db/seed.ts";
import { uploadBucket } from "../../src/shared/registration-uploads.ts";
import { createTestDatabase, type TestDatabaseKind } from "./databases.ts";

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** A tiny built site, enough for the server's page serving to be tested without a web build. */
export function createFixtureSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "site-fixture-"));
  // One inline script every page shares and one of its own, as the prerendered pages have.
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script>window.__ctx={}</script></head>` +
    `<body><h1>${title}</h1><script>window.__page=${JSON.stringify(title)}</script><script type="module" src="/assets/entry-abc123.js"></script></body></html>`;
  const files: Record<string, string> = {
    "index.html": page("Home"),
    "team/index.html": page("Our Team"),
    "panel/advisory/index.html": page("Sub-Executive"),
    "panel/faculty/index.html": page("Alumni"),
    "404/index.html": page("Oops! Page not found"),
    "assets/entry-abc123.js": "console.log('entry');".repeat(40),
    "robots.txt": "User-agent: *\nAllow: /\n",
    "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

/** Upload storage on local disk in a new temporary directory. */
export function localTestStorage(): BuildOptions["storage"] {
  return { kind: "local", root: mkdtempSync(path.join(tmpdir(), "uploads-")), bucket: uploadBucket };
}

const scryptAsync = promisify(scrypt) as (password: string, salt: string, length: number, options: { N: number; r: number; p: number }) => Promise<Buffer>;
/** Scrypt at a sixty-fourth of the server's cost: the server's own hashing costs about 0.2 s of CPU a password. */
const testScrypt = { N: 1024, r: 4, p: 1 };

/**
 * Passwords in the test apps: scrypt, as the server's, at a fraction of its cost. The unit tests set
 * and check some 400 passwords (80 CPU-s at the server's cost); what they test is who may sign in,
 * not the hashing. Everything else keeps better-auth's own: the built server under the browser and
 * process suites (which sign organisers in through the console), the benchmarks, and the apps a test
 * builds with `buildApp` itself (organiser-cli.test.ts, part of security.test.ts).
 */
export const testPasswordHashing: NonNullable<BuildOptions["passwordHashing"]> = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await scryptAsync(password.normalize("NFKC"), salt, 64, testScrypt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    return timingSafeEqual(await scryptAsync(password.normalize("NFKC"), salt, 64, testScrypt), Buffer.from(key, "hex"));
  },
};

/** The real app on a fresh database of the given kind, for `inject()` tests. */
export async function createTestApp(
  kind: TestDatabaseKind,
  options: { seed?: boolean } & Partial<Omit<BuildOptions, "database">> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  if (options.seed) await insertSampleContent(database.handle.db);
  const app = await buildApp({
    siteDir: options.siteDir ?? createFixtureSite(),
    trustProxy: false,
    logger: false,
    storage: localTestStorage(),
    // Tests sign organisers in many times from one address; the sign-in limit has its own test.
    rateLimit: { ...defaultRateLimit, signInMax: 10_000 },
    passwordHashing: testPasswordHashing,
    ...options,
    seed: false,
    database: { kind: "open", handle: database.handle },
  });
  await app.ready();
  return {
    app,
    db: database.handle.db,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

/**
 * A test app that sends its e-mail to `smtp` at once (the mail worker polling every 50 ms), with the
 * background sweeps (payment expiry, reminders) off and rate limits out of the way: for tests that
 * read what the outbox sent.
 */
export function createMailingTestApp(kind: TestDatabaseKind, smtp: { config(): BuildOptions["mail"] }, options: { seed: boolean }): Promise<TestApp> {
  return createTestApp(kind, {
    seed: options.seed,
    registrationExpiryEveryMs: 0,
    eventRemindersEveryMs: 0,
    rateLimit: { ...defaultRateLimit, max: 10_000, signInMax: 1000 },
    mail: smtp.config(),
    mailWorker: { worker: { pollMs: 50 } },
  });
}
