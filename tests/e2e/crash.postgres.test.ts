import { randomBytes, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { writeEndpoints, type WriteEndpoint } from "../support/write-endpoints.ts";
import { skipUnlessPresent } from "../support/required.ts";
import { describeLoadAndCrash, postgresTarget, removeMigratedTemplates, withDatabase } from "./support/crash.ts";
import { startServer } from "./support/server.ts";

// Every acknowledged submission survives a SIGKILL of the built server on PostgreSQL
// (tests/e2e/support/crash.ts), and two servers on one database store each submission once.
const adminUrl = process.env.TEST_DATABASE_URL;
afterAll(removeMigratedTemplates);

describe.skipIf(skipUnlessPresent(Boolean(adminUrl), "TEST_DATABASE_URL"))("on PostgreSQL", () => {
  describeLoadAndCrash("postgres", () => postgresTarget(adminUrl!));
});

describe.skipIf(skipUnlessPresent(Boolean(adminUrl), "TEST_DATABASE_URL"))("two server processes on one PostgreSQL database", { timeout: 300_000 }, () => {
  it.each(writeEndpoints)("$name: both start together, accept submissions concurrently, and store each once", async (endpoint: WriteEndpoint) => {
    const target = await postgresTarget(adminUrl!);
    try {
      await withDatabase(target, async (_query, handle) => {
        await endpoint.prepare?.(handle.db);
      });
      const env = { ...target.env, SEED: "false", RATE_LIMIT_MAX: "100000", RATE_LIMIT_PAGE_VIEWS_MAX: "100000", RATE_LIMIT_REGISTRATION_CONTACT_MAX: "100000" };
      const servers = await Promise.all([startServer({ env }), startServer({ env })]);
      try {
        const run = randomBytes(3).toString("hex");
        const sent = 120;
        const statuses = await Promise.all(
          Array.from({ length: sent }, async (_, i) => {
            // As the site's forms send it (src/web/lib/idempotent-post.ts): one key per submission,
            // sent again with the same key after a 503. 120 registrations of one event at once take
            // turns on the event's lock, and on a loaded machine the last ones can pass the submission
            // deadline: they are told to try again and nothing of them is stored.
            const key = randomUUID();
            for (let attempt = 0; ; attempt += 1) {
              const response = await fetch(`${servers[i % 2]!.url}${endpoint.url}`, {
                method: endpoint.method,
                headers: { "content-type": "application/json", "idempotency-key": key },
                body: JSON.stringify(endpoint.validPayload(`pair${run}n${i}x`)),
              });
              await response.arrayBuffer();
              if (response.status !== 503 || attempt === 4) return response.status;
              await sleep(1000);
            }
          }),
        );
        expect(statuses.filter((s) => s !== endpoint.successStatus)).toEqual([]);
        const counts = await withDatabase(target, async (query) => {
          const rows = await query(`select ${endpoint.markerColumn}::text as v from ${endpoint.tableName}`);
          // Once per row: a registration carries its marker in two answers.
          return rows.flatMap((row) => [...new Set([...String(row.v).matchAll(new RegExp(`pair${run}n\\d+x`, "g"))].map((m) => m[0]))]);
        });
        expect(counts).toHaveLength(sent);
        expect(new Set(counts).size).toBe(sent);
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
      for (const server of servers) expect(server.process.exitCode).toBe(0);
    } finally {
      await target.destroy();
    }
  });
});
