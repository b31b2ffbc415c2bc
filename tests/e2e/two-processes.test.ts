import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../src/shared/api/paths.ts";
import { consoleApiPath, consoleApiPaths } from "../../src/shared/console/paths.ts";
import { sampleCategoryIds, sampleEventIds } from "../../src/server/db/sample-content.ts";
import { deleteRedisKeys, redisKeys, testKeyPrefix } from "../support/redis.ts";
import { startS3TestServer, type S3TestServer } from "../support/s3-server.ts";
import { createScratchDatabase, type ScratchDatabase } from "../support/scratch-postgres.ts";
import { solidPng } from "../support/upload-files.ts";
import { addOrganiser, organiserPassword } from "./support/console.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { skipUnlessPresent } from "../support/required.ts";
import { withConsentVersions } from "../support/factories.ts";

// One site served by two built server processes (docs/decisions/065): one PostgreSQL database, one
// Redis, one S3-compatible store. What one process learns, the other must act on.

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const pageViewLimit = 4;

describe.skipIf(skipUnlessPresent(Boolean(adminUrl && redisUrl), "TEST_DATABASE_URL and TEST_REDIS_URL"))("two server processes, one site", { timeout: 180_000 }, () => {
  let scratch: ScratchDatabase;
  let s3: S3TestServer;
  let keyPrefix: string;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!, "two_processes");
    s3 = await startS3TestServer();
    keyPrefix = testKeyPrefix("two-processes");
    const { endpoint, region, bucket, accessKeyId, secretAccessKey } = s3.config;
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: keyPrefix,
      STORAGE: "s3",
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      RATE_LIMIT_PAGE_VIEWS_MAX: String(pageViewLimit),
      LOG_LEVEL: "info",
    };
    // Started together on a new database: one migrates and seeds while the other waits for it.
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await scratch?.drop();
    if (keyPrefix) await deleteRedisKeys(redisUrl!, keyPrefix);
  });

  it("a rate limit reached through one process holds on the other", async () => {
    const view = (server: RunningServer) =>
      fetch(`${server.url}${apiPaths.pageViews}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ path: "/team", referrer: null, userAgent: "two-processes", sessionId: "6f1c0c3e-2b1d-4f6a-9e8d-7c6b5a4d3e2f" }),
      });
    const statuses = [];
    for (const server of [a, b, a, b]) statuses.push((await view(server)).status);
    expect(statuses).toEqual([204, 204, 204, 204]);
    const limited = [await view(a), await view(b)];
    expect(limited.map((response) => response.status)).toEqual([429, 429]);
    expect(Number(limited[1]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect([...(await redisKeys(redisUrl!, keyPrefix)).values()]).toContain(String(pageViewLimit + 2));
  });

  it("an upload received by one process is used by a registration sent to the other", async () => {
    const eventId = sampleEventIds.nationalScienceFestival2027;
    const categoryId = sampleCategoryIds.college;
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(solidPng(12, 12))], { type: "image/png" }), "me.png");
    const uploaded = await fetch(`${a.url}/api/events/${eventId}/uploads?categoryId=${categoryId}&field=photo`, { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const { url, token } = (await uploaded.json()) as { url: string; token: string };
    const photo = `${url}.${token}`;

    const registration = await fetch(`${b.url}${apiPaths.eventRegistrations}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(withConsentVersions({
        eventId,
        categoryId,
        registrationData: {
          full_name: "Arif Rahman",
          college_name: "Notre Dame College",
          hsc_year: "HSC 2027",
          phone: "01800000000",
          email: "arif@example.org",
          segments: ["Robotics"],
          how_did_you_hear_about_the_festival_: "Friends",
          photo,
        },
      })),
    });
    expect(registration.status, await registration.clone().text()).toBe(201);
    const rows = await query<{ photo: string }>("select registration_data->>'photo' as photo from event_registrations where event_id = $1", [eventId]);
    expect(rows).toEqual([{ photo: url }]);
  });

  it("a row changed in the shared database is served fresh by both processes within one second, list and page", async () => {
    const marker = `Fresh Member ${Date.now()}`;
    // Both hold the list, and the page rendered with it, just before the change: their cache would
    // keep them 5 s, so an answer within one second comes from the notification alone.
    for (const server of [a, b]) {
      expect(await text(server, apiPaths.teamMembers)).not.toContain(marker);
      expect(await text(server, "/team")).not.toContain(marker);
    }
    const before = await fetch(`${b.url}${apiPaths.teamMembers}`);
    await query("update team_members set name = $1 where id = (select id from team_members where active order by created_at, id limit 1)", [marker]);
    const changedAt = performance.now();

    const fresh = await Promise.all(
      [a, b].flatMap((server) => [apiPaths.teamMembers, "/team"].map((path) => shownWithin(server, path, marker, changedAt, 1_000))),
    );
    console.log(`[two processes] a row changed in SQL, shown by a and b (list, page) after ${fresh.map((ms) => Math.round(ms)).join(", ")} ms`);
    for (const ms of fresh) expect(ms).toBeLessThan(1_000);
    const after = await fetch(`${b.url}${apiPaths.teamMembers}`);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));

    for (const server of [a, b]) {
      expect(server.output()).not.toMatch(/Redis is unreachable|lost the database connection/);
      expect(server.output()).toContain("rate limits are shared through Redis");
    }
  });

  it("a member an editor adds through one process is shown by the other within one second, list and page", async () => {
    // The editor's own origin: the server's default SITE_URL is http://localhost:PORT.
    const origin = `http://localhost:${new URL(a.url).port}`;
    const { email, setupLink } = await addOrganiser({ url: a.url, databaseUrl: scratch.url }, { role: "editor" });
    const token = new URL(setupLink).searchParams.get("token");
    const post = (path: string, body: unknown, cookie = "") =>
      fetch(`${a.url}${path}`, { method: "POST", headers: { "content-type": "application/json", origin, cookie }, body: JSON.stringify(body) });
    const setup = await post(consoleApiPaths.setup, { token, password: organiserPassword, confirmPassword: organiserPassword });
    expect(setup.status, await setup.clone().text()).toBe(204);
    const signedIn = await post(consoleApiPaths.signIn, { email, password: organiserPassword });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().map((c) => c.split(";", 1)[0]).join("; ");

    const marker = `Edited Member ${Date.now()}`;
    for (const path of [apiPaths.teamMembers, "/team"]) expect(await text(b, path)).not.toContain(marker);
    const added = await post(consoleApiPath(consoleApiPaths.contentRows, { list: "team-members" }), { name: marker, roleTitle: "Volunteer" }, cookie);
    expect(added.status, await added.clone().text()).toBe(201);
    const savedAt = performance.now();
    const seen = await Promise.all([apiPaths.teamMembers, "/team"].map((path) => shownWithin(b, path, marker, savedAt, 1_000)));
    console.log(`[two processes] an editor's save through a, shown by b (list, page) after ${seen.map((ms) => Math.round(ms)).join(", ")} ms`);
    for (const ms of seen) expect(ms).toBeLessThan(1_000);
  });

  it("both shut down cleanly, closing their Redis and listening connections", async () => {
    await Promise.all([a.stop(), b.stop()]);
    for (const server of [a, b]) {
      expect(server.process.exitCode, server.output()).toBe(0);
      expect(server.output()).toContain("shut down cleanly");
      expect(server.output()).not.toMatch(/"level":50/);
    }
  });

  async function query<T>(text: string, params: unknown[]): Promise<T[]> {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }
});

async function text(server: RunningServer, path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Polls `path` on `server` until it shows `marker`; returns the time since `since`, failing past `withinMs`. */
async function shownWithin(server: RunningServer, path: string, marker: string, since: number, withinMs: number): Promise<number> {
  for (;;) {
    const body = await text(server, path);
    const elapsed = performance.now() - since;
    if (body.includes(marker)) return elapsed;
    if (elapsed > withinMs) throw new Error(`${server.url}${path} did not show "${marker}" within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
