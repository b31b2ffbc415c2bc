import type { FastifyInstance } from "fastify";
import { addOrganiser } from "#features/organisers/service.server.ts";
import { consoleApiPaths } from "../../src/shared/console/paths.ts";
import type { OrganiserRole } from "../../src/shared/console/roles.ts";
import type { TestApp } from "./app.ts";

/** The origin test apps treat as the site's own (BuildOptions.siteUrl's default). */
export const siteOrigin = "http://localhost:3000";
export const foreignOrigin = "https://elsewhere.example";
export const testPassword = "correct horse battery staple";

export interface SignedInOrganiser {
  id: string;
  email: string;
  role: OrganiserRole;
  /** The Cookie header that carries the session. */
  cookie: string;
}

let counter = 0;

/** A new organiser with a password chosen through their set-up link, as an organiser would. */
export async function createOrganiser(t: TestApp, role: OrganiserRole, email = `${role}-${++counter}-${Date.now()}@club.example`) {
  const { id, setupLink } = await addOrganiser(t.db, t.app.organiserAuth, siteOrigin, { email, name: `Test ${role}`, role }, { id: null, email: null });
  const token = new URL(setupLink).searchParams.get("token")!;
  const response = await t.app.inject({
    method: "POST",
    url: consoleApiPaths.setup,
    headers: { origin: siteOrigin },
    payload: { token, password: testPassword, confirmPassword: testPassword },
  });
  if (response.statusCode !== 204) throw new Error(`set-up failed: ${response.statusCode} ${response.body}`);
  return { id, email, role };
}

/** Signs in through the API and returns the session cookie. */
export async function signIn(app: FastifyInstance, email: string, password = testPassword): Promise<string> {
  const response = await app.inject({ method: "POST", url: consoleApiPaths.signIn, headers: { origin: siteOrigin }, payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieHeader(response.headers["set-cookie"]);
}

/** A signed-in organiser of the given role. */
export async function signedInAs(t: TestApp, role: OrganiserRole): Promise<SignedInOrganiser> {
  const organiser = await createOrganiser(t, role);
  return { ...organiser, cookie: await signIn(t.app, organiser.email) };
}

/** The Cookie header a browser would send back for these Set-Cookie headers. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(";", 1)[0] ?? "")
    .filter((pair) => pair !== "" && !pair.endsWith("="))
    .join("; ");
}
