import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { signInMessages } from "#shared/console/session.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { cookieHeader, createOrganiser, foreignOrigin, signIn, siteOrigin, testPassword } from "#tests/support/organisers.ts";
import { addOrganiser, changeOrganiser } from "#features/organisers/service.server.ts";

describe.each(testDatabaseKinds)("organiser sessions on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const session = (cookie?: string) => t.app.inject({ method: "GET", url: consoleApiPaths.session, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object, headers: Record<string, string> = { origin: siteOrigin }) =>
    t.app.inject({ method: "POST", url, headers, payload });

  it("signs in with the password chosen through the set-up link, with an HttpOnly, SameSite=Lax cookie", async () => {
    const organiser = await createOrganiser(t, "reviewer");
    const response = await post(consoleApiPaths.signIn, { email: organiser.email, password: testPassword });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json().organiser).toMatchObject({ email: organiser.email, role: "reviewer" });
    const setCookie = [response.headers["set-cookie"]].flat().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // plain http here
    const me = await session(cookieHeader(response.headers["set-cookie"]));
    expect(me.statusCode).toBe(200);
    expect(me.json().organiser.email).toBe(organiser.email);
  });

  it("marks the cookie Secure when the request came over https through a trusted proxy", async () => {
    const proxied = await createTestApp(kind, { trustProxy: true });
    try {
      const organiser = await createOrganiser(proxied, "reviewer");
      const response = await proxied.app.inject({
        method: "POST",
        url: consoleApiPaths.signIn,
        headers: { origin: "https://club.example", "x-forwarded-proto": "https", "x-forwarded-host": "club.example" },
        payload: { email: organiser.email, password: testPassword },
      });
      expect(response.statusCode).toBe(200);
      expect([response.headers["set-cookie"]].flat().every((c) => /;\s*Secure/i.test(String(c)))).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it("answers a wrong password and an unknown e-mail the same way", async () => {
    const organiser = await createOrganiser(t, "editor");
    const wrong = await post(consoleApiPaths.signIn, { email: organiser.email, password: "not the password" });
    const unknown = await post(consoleApiPaths.signIn, { email: "nobody@club.example", password: "not the password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(signInMessages.wrongCredentials);
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("limits failed sign-ins per account, even with the right password afterwards", async () => {
    const organiser = await createOrganiser(t, "reviewer");
    for (let i = 0; i < 5; i++) expect((await post(consoleApiPaths.signIn, { email: organiser.email, password: `wrong ${i}` })).statusCode).toBe(401);
    const blocked = await post(consoleApiPaths.signIn, { email: organiser.email, password: testPassword });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(signInMessages.tooManyForAccount);
  });

  it("limits sign-ins per address", async () => {
    const limited = await createTestApp(kind, { rateLimit: { max: 100, windowMs: 60_000, pageViewMax: 100, notFoundMax: 100, signInMax: 3 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.app.inject({ method: "POST", url: consoleApiPaths.signIn, headers: { origin: siteOrigin }, payload: { email: `someone${i}@club.example`, password: "whatever it is" } })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it("ends the session on the server at sign-out", async () => {
    const organiser = await createOrganiser(t, "admin");
    const cookie = await signIn(t.app, organiser.email);
    const out = await post(consoleApiPaths.signOut, {}, { origin: siteOrigin, cookie });
    expect(out.statusCode).toBe(204);
    // The old cookie, replayed, no longer works.
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it("ends a disabled organiser's sessions at once and refuses their sign-in", async () => {
    const admin = await createOrganiser(t, "admin");
    const organiser = await createOrganiser(t, "reviewer");
    const cookie = await signIn(t.app, organiser.email);
    expect((await session(cookie)).statusCode).toBe(200);
    expect(await changeOrganiser(t.db, organiser.id, { disabled: true }, { id: admin.id, email: admin.email })).toBe("changed");
    expect((await session(cookie)).statusCode).toBe(401);
    const again = await post(consoleApiPaths.signIn, { email: organiser.email, password: testPassword });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(signInMessages.wrongCredentials);
  });

  it("accepts a set-up link once, and refuses a made-up one", async () => {
    const { setupLink } = await addOrganiser(t.db, t.app.organiserAuth, siteOrigin, { email: "once@club.example", name: "Once", role: "editor" }, { id: null, email: null });
    expect(setupLink).toMatch(/^http:\/\/localhost:3000\/organiser\/setup\?token=[A-Za-z0-9]+$/);
    const token = new URL(setupLink).searchParams.get("token")!;
    const body = { token, password: testPassword, confirmPassword: testPassword };
    expect((await post(consoleApiPaths.setup, body)).statusCode).toBe(204);
    const second = await post(consoleApiPaths.setup, body);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(signInMessages.invalidSetupLink);
    expect((await post(consoleApiPaths.setup, { ...body, token: "madeup" })).statusCode).toBe(400);
    expect((await post(consoleApiPaths.setup, { ...body, password: "short", confirmPassword: "short" })).statusCode).toBe(400);
  });

  it("refuses a sign-in or sign-out from another origin", async () => {
    const organiser = await createOrganiser(t, "reviewer");
    const cookie = await signIn(t.app, organiser.email);
    expect((await post(consoleApiPaths.signIn, { email: organiser.email, password: testPassword }, { origin: foreignOrigin })).statusCode).toBe(403);
    expect((await post(consoleApiPaths.signOut, {}, { origin: foreignOrigin, cookie })).statusCode).toBe(403);
    expect((await post(consoleApiPaths.signOut, {}, { cookie })).statusCode).toBe(403);
    expect((await session(cookie)).statusCode).toBe(200);
  });

  it("answers 401 without a session, with no-store", async () => {
    const response = await session();
    expect(response.statusCode).toBe(401);
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
