import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../shared/api/paths.ts";
import { consoleApiPath, consoleApiPaths } from "../shared/console/paths.ts";
import { signInMessages } from "../shared/console/session.ts";
import { addOrganiser } from "#features/organisers/service.server.ts";
import { activityLog, organiserVerifications } from "./db/schema.ts";
import { createTestApp, type TestApp } from "../../tests/support/app.ts";
import { testDatabaseKinds } from "../../tests/support/databases.ts";
import { createOrganiser, signedInAs, siteOrigin, testPassword } from "../../tests/support/organisers.ts";

// The attack pass on the organisers' sign-in and the health answer, kept as tests:
// guesses sent together, set-up links that outlive a newer one, and what /api/health tells anyone.

describe.each(testDatabaseKinds)("attack suite: organiser sign-in, set-up links and health on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, remoteAddress = "127.0.0.1") =>
    t.app.inject({ method: "POST", url: consoleApiPaths.signIn, remoteAddress, headers: { origin: siteOrigin }, payload: { email, password } });
  const setUp = (link: string) => {
    const token = new URL(link).searchParams.get("token")!;
    return t.app.inject({
      method: "POST",
      url: consoleApiPaths.setup,
      headers: { origin: siteOrigin },
      payload: { token, password: testPassword, confirmPassword: testPassword },
    });
  };
  const failuresLogged = async (email: string) =>
    (await t.db.select().from(activityLog).where(and(eq(activityLog.action, "sign-in-failed"), eq(activityLog.organiserEmail, email)))).length;

  describe("guesses sent together", () => {
    it.each(["an organiser's address", "an unknown address"])(
      "30 wrong passwords for %s sent at once from 30 addresses: at most 5 are checked, the rest and then the right password get 429",
      async (which) => {
        const email = which === "an unknown address" ? `nobody-${Date.now()}@club.example` : (await createOrganiser(t, "reviewer")).email;
        // TRUST_PROXY is off: each request's own address is the one the per-address limit counts.
        const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(email, `wrong guess ${i}`, `127.0.0.${i + 2}`)));
        const checked = answers.filter((answer) => answer.statusCode === 401);
        const refused = answers.filter((answer) => answer.statusCode === 429);
        expect(checked.length + refused.length).toBe(30);
        expect(checked.length).toBeLessThanOrEqual(5);
        for (const answer of checked) expect(answer.json().message).toBe(signInMessages.wrongCredentials);
        for (const answer of refused) {
          expect(answer.json().message).toBe(signInMessages.tooManyForAccount);
          expect(answer.headers["retry-after"]).toBe("900");
        }
        expect(await failuresLogged(email)).toBeLessThanOrEqual(5);

        const right = await signIn(email, testPassword, "127.0.0.99");
        expect(right.statusCode).toBe(429);
        expect(right.json().message).toBe(signInMessages.tooManyForAccount);
        expect(right.headers["set-cookie"]).toBeUndefined();
      },
    );

    it("the right password among the guesses: at most 5 checked failures, and once locked the right password signs in only after the window", async () => {
      const organiser = await createOrganiser(t, "editor");
      const answers = await Promise.all([
        ...Array.from({ length: 12 }, (_, i) => signIn(organiser.email, `wrong guess ${i}`, `127.0.1.${i + 2}`)),
        signIn(organiser.email, testPassword, "127.0.1.200"),
      ]);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status !== 401 && status !== 429 && status !== 200)).toEqual([]);
      expect(await failuresLogged(organiser.email)).toBeLessThanOrEqual(5);
      // A right password that got a slot gives it back; guess until the account is locked.
      for (let i = 0; i < 5; i++) if ((await signIn(organiser.email, `one more guess ${i}`)).statusCode === 429) break;
      expect(await failuresLogged(organiser.email)).toBe(5);
      expect((await signIn(organiser.email, testPassword)).statusCode).toBe(429);
      // Fifteen minutes later (the failures moved back in time): the right password signs in.
      await t.db
        .update(activityLog)
        .set({ createdAt: sql`${activityLog.createdAt} - interval '16 minutes'` })
        .where(eq(activityLog.organiserEmail, organiser.email));
      const later = await signIn(organiser.email, testPassword);
      expect(later.statusCode).toBe(200);
      expect(later.headers["set-cookie"]).toBeDefined();
    });
  });

  describe("set-up links", () => {
    it("a new link cancels the earlier ones: they get the answer a used link gets, the new one works", async () => {
      const admin = await signedInAs(t, "admin");
      const added = await addOrganiser(t.db, t.app.organiserAuth, siteOrigin, { email: `relinked-${Date.now()}@club.example`, name: "Relinked", role: "editor" }, { id: null, email: null });
      const issue = async () => {
        const response = await t.app.inject({
          method: "POST",
          url: consoleApiPath(consoleApiPaths.organiserSetupLink, { id: added.id }),
          headers: { origin: siteOrigin, cookie: admin.cookie },
          payload: {},
        });
        expect(response.statusCode).toBe(200);
        return response.json().setupLink as string;
      };
      const linkA = await issue();
      const linkB = await issue();
      for (const earlier of [added.setupLink, linkA]) {
        const refused = await setUp(earlier);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(signInMessages.invalidSetupLink);
      }
      expect((await setUp(linkB)).statusCode).toBe(204);
      const used = await setUp(linkB);
      expect(used.statusCode).toBe(400);
      expect(used.json().message).toBe(signInMessages.invalidSetupLink);
    });

    it("setting a password cancels every other link of that organiser, one issued at the same moment too", async () => {
      const added = await addOrganiser(t.db, t.app.organiserAuth, siteOrigin, { email: `raced-${Date.now()}@club.example`, name: "Raced", role: "reviewer" }, { id: null, email: null });
      const other = await addOrganiser(t.db, t.app.organiserAuth, siteOrigin, { email: `bystander-${Date.now()}@club.example`, name: "Bystander", role: "reviewer" }, { id: null, email: null });
      // A link another server process issued while this one was being used: better-auth's row, as it writes it.
      const racedToken = randomBytes(18).toString("base64url").replace(/[^A-Za-z0-9]/g, "x");
      await t.db.insert(organiserVerifications).values({
        identifier: `reset-password:${racedToken}`,
        value: added.id,
        expiresAt: new Date(Date.now() + 60 * 60_000),
      });
      expect((await setUp(added.setupLink)).statusCode).toBe(204);
      const raced = await setUp(`${siteOrigin}/organiser/setup?token=${racedToken}`);
      expect(raced.statusCode).toBe(400);
      expect(raced.json().message).toBe(signInMessages.invalidSetupLink);
      // Another organiser's link is theirs alone.
      expect((await setUp(other.setupLink)).statusCode).toBe(204);
    });
  });

  describe("health", () => {
    it("tells the public only whether the service is up; an admin reads the details", async () => {
      const up = await t.app.inject({ method: "GET", url: apiPaths.health });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ status: "ok" });
      expect(up.body).not.toMatch(/postgres|embedded|pglite|database/i);

      const admin = await signedInAs(t, "admin");
      const details = await t.app.inject({ method: "GET", url: consoleApiPaths.health, headers: { cookie: admin.cookie } });
      expect(details.statusCode).toBe(200);
      expect(details.headers["cache-control"]).toMatch(/no-store/);
      expect(details.json()).toMatchObject({ status: "ok", database: { kind: kind === "postgres" ? "postgres" : "embedded", state: "up" } });

      const reviewer = await signedInAs(t, "reviewer");
      expect((await t.app.inject({ method: "GET", url: consoleApiPaths.health, headers: { cookie: reviewer.cookie } })).statusCode).toBe(403);
      expect((await t.app.inject({ method: "GET", url: consoleApiPaths.health })).statusCode).toBe(401);
    });
  });
});

describe("health when the database is down", () => {
  it("answers 503 {status:'down'} with nothing more, and logs the change once, with the details", async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
    const t = await createTestApp("pglite", { logger: { stream } });
    try {
      expect((await t.app.inject({ method: "GET", url: apiPaths.health })).json()).toEqual({ status: "ok" });
      await t.app.database.close();
      for (let i = 0; i < 3; i++) {
        const down = await t.app.inject({ method: "GET", url: apiPaths.health });
        expect(down.statusCode).toBe(503);
        expect(down.json()).toEqual({ status: "down" });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      const changes = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === "health changed");
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({ health: { status: "down", database: { kind: "embedded", state: "down" } } });
    } finally {
      await t.close();
    }
  });
});
