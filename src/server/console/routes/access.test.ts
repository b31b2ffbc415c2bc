import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organiserRoles, type OrganiserRole } from "#shared/console/roles.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import type { AccessContext, ConsoleRouteCase } from "#tests/support/console-access/types.ts";
import { requestShapeKind } from "#tests/support/databases.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { createOrganiser, foreignOrigin, signIn, siteOrigin } from "#tests/support/organisers.ts";
import { consoleRouteCases } from "#tests/support/console-access/index.ts";

/** Routes used before there is a session: they have their own tests (session.test.ts). */
const signedOutRoutes = new Set(["/api/organiser/sign-in", "/api/organiser/setup"]);

// Who may call what is decided before any query of the route runs, and each route's SQL has its own
// tests on both databases: the matrix runs on one.
describe.each([requestShapeKind])("console access on %s", (kind) => {
  let t: TestApp;
  const context = { ids: {} } as AccessContext;
  const emails = {} as Record<OrganiserRole, string>;
  const cookies = new Map<OrganiserRole, string>();
  /**
   * A signed-in session of `role`: kept between cases (a sign-in hashes the password, the costliest
   * step here) and made anew when a case ended it (sign-out, a role change).
   */
  const sessionOf = async (role: OrganiserRole) => {
    const kept = cookies.get(role);
    if (kept) {
      const check = await t.app.inject({ method: "GET", url: consoleApiPaths.session, headers: { cookie: kept } });
      if (check.statusCode === 200 && check.json<{ organiser: { role: string } }>().organiser.role === role) return kept;
    }
    const cookie = await signIn(t.app, emails[role]);
    cookies.set(role, cookie);
    return cookie;
  };
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    context.t = t;
    for (const role of organiserRoles) emails[role] = (await createOrganiser(t, role)).email;
    for (const c of consoleRouteCases) await c.prepare?.(context);
  });
  afterAll(() => t.close());

  const call = (c: ConsoleRouteCase, headers: Record<string, string>) =>
    t.app.inject({
      method: c.method,
      url: c.url(context),
      headers: c.method === "GET" ? { ...c.headers, ...headers } : { origin: siteOrigin, ...c.headers, ...headers },
      ...(c.payload ? { payload: c.payload(context) } : {}),
    });

  it("lists every console route in the access matrix", () => {
    const listed = new Set(consoleRouteCases.map((c) => `${c.method} ${c.route}`));
    for (const route of t.app.apiRoutes) {
      if (!route.url.startsWith("/api/organiser/") || signedOutRoutes.has(route.url)) continue;
      for (const method of [route.method].flat()) {
        if (method === "HEAD") continue;
        expect(listed.has(`${method} ${route.url}`), `${method} ${route.url} needs a case in tests/support/console-access/<area>.ts`).toBe(true);
      }
    }
  });

  describe.each(consoleRouteCases)("$method $route", (c) => {
    it("answers 401 signed out, with no-store", async () => {
      const response = await call(c, {});
      expect(response.statusCode).toBe(401);
      expect(response.headers["cache-control"]).toBe("no-store");
    });

    it.each(organiserRoles)("as %s", async (role) => {
      const cookie = await sessionOf(role);
      const response = await call(c, { cookie });
      if (c.allowed.includes(role)) {
        expect(response.statusCode, response.body).toBe(c.successStatus);
        expect(response.headers["cache-control"]).toMatch(/no-store/);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe("Your role does not allow this.");
      }
    });

    if (c.method !== "GET") {
      it("refuses a change from another origin, or with no origin at all", async () => {
        const cookie = await sessionOf(c.allowed[0]!);
        expect((await call(c, { cookie, origin: foreignOrigin })).statusCode).toBe(403);
        const noOrigin = await t.app.inject({ method: c.method, url: c.url(context), headers: { ...c.headers, cookie }, ...(c.payload ? { payload: c.payload(context) } : {}) });
        expect(noOrigin.statusCode).toBe(403);
      });
    }
  });
});
