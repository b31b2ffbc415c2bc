import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Browser, Page } from "playwright-core";
import { consoleApiPaths } from "#shared/console/paths.ts";
import type { OrganiserRole } from "#shared/console/roles.ts";
import { openPage, type CheckedPage } from "./browser.ts";

const run = promisify(execFile);

/** The password the helpers choose for organisers they create (at least 10 characters). */
export const organiserPassword = "correct horse battery staple";

/** A running server the console helpers can reach: its address, and where its database is. */
export interface ConsoleServer {
  url: string;
  /** The embedded database's DATA_DIR (startServer's `dataDir`). */
  dataDir?: string;
  /** Set when the server uses PostgreSQL: the CLI then opens that database itself. */
  databaseUrl?: string;
}

export interface AddedOrganiser {
  email: string;
  name: string;
  role: OrganiserRole;
  /** The one-time set-up link, on the server's own address. */
  setupLink: string;
}

let counter = 0;

/**
 * Adds an organiser the way an operator does: `node dist/server/organiser-cli.js add` (build first).
 * With the embedded database the command reaches the running server through its control socket in
 * DATA_DIR; with PostgreSQL it opens the database itself. The set-up link is the last line printed.
 */
export async function addOrganiser(
  server: ConsoleServer,
  options: { role: OrganiserRole; email?: string; name?: string },
): Promise<AddedOrganiser> {
  const email = options.email ?? `${options.role}-${process.pid}-${++counter}-${Date.now()}@club.example`;
  const name = options.name ?? `E2E ${options.role} ${counter}`;
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_URL: server.url, DATABASE_URL: server.databaseUrl ?? "", LOG_LEVEL: "warn" };
  if (server.dataDir) env.DATA_DIR = server.dataDir;
  let stdout: string;
  try {
    ({ stdout } = await run(process.execPath, ["dist/server/organiser-cli.js", "add", "--email", email, "--name", name, "--role", options.role], { env }));
  } catch (error) {
    const failed = error as Error & { stdout?: string; stderr?: string };
    throw new Error(`organiser-cli add failed: ${failed.message}\n${failed.stdout ?? ""}${failed.stderr ?? ""}`);
  }
  const printed = stdout.trim().split("\n").pop() ?? "";
  if (!printed.includes("/organiser/setup?token=")) throw new Error(`organiser-cli printed no set-up link:\n${stdout}`);
  // Through the control socket the server writes the link with its own SITE_URL (by default
  // http://localhost:PORT); the browser tests use the address the server listens on.
  const link = new URL(printed);
  return { email, name, role: options.role, setupLink: new URL(link.pathname + link.search, server.url).toString() };
}

/** Chooses a password on the set-up page and waits for the sign-in page that follows. */
export async function setPassword(page: Page, setupLink: string, password = organiserPassword): Promise<void> {
  await page.goto(setupLink);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
  await page.waitForURL(/\/organiser\/sign-in\?setup=done$/);
}

/** Signs in on the sign-in page and waits until the console has left it. */
export async function signInAs(page: Page, serverUrl: string, email: string, password = organiserPassword): Promise<void> {
  await page.goto(`${serverUrl}/organiser/sign-in`);
  await submitSignIn(page, email, password);
}

/** Fills and submits the sign-in form already on screen, then waits until the console has left it. */
export async function submitSignIn(page: Page, email: string, password = organiserPassword): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname !== "/organiser/sign-in");
  await consolePageShown(page);
}

/** Waits for the console page's heading (the menu is folded away on a phone). */
const consolePageShown = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();

export interface SignedInOrganiser extends AddedOrganiser {
  password: string;
}

/**
 * A new organiser of the given role, with a password set and signed in on the page: given a
 * browser, on a new page of its own (console errors recorded, see openPage).
 */
export async function createSignedInOrganiser(
  browser: Browser,
  server: ConsoleServer,
  role: OrganiserRole,
  viewport?: { width: number; height: number },
): Promise<SignedInOrganiser & CheckedPage>;
export async function createSignedInOrganiser(page: Page, server: ConsoleServer, role: OrganiserRole): Promise<SignedInOrganiser>;
export async function createSignedInOrganiser(
  target: Browser | Page,
  server: ConsoleServer,
  role: OrganiserRole,
  viewport?: { width: number; height: number },
): Promise<SignedInOrganiser | (SignedInOrganiser & CheckedPage)> {
  const checked = "newContext" in target ? await openPage(target, viewport) : undefined;
  const page = checked?.page ?? (target as Page);
  const organiser = await addOrganiser(server, { role });
  await setPasswordAndSignInByApi(page, server.url, organiser);
  await page.goto(`${server.url}/organiser`);
  await consolePageShown(page);
  return { ...organiser, password: organiserPassword, ...checked };
}

/**
 * The set-up and sign-in forms' requests, sent from the page's own context (its cookie jar takes the
 * session): the tests that are not about those forms skip loading them (console-session's tests drive
 * the forms themselves). The browser sends the Origin header with each; so do these requests.
 */
async function setPasswordAndSignInByApi(page: Page, serverUrl: string, organiser: AddedOrganiser): Promise<void> {
  const token = new URL(organiser.setupLink).searchParams.get("token") ?? "";
  const headers = { origin: serverUrl };
  const setup = await page.request.post(serverUrl + consoleApiPaths.setup, {
    data: { token, password: organiserPassword, confirmPassword: organiserPassword },
    headers,
  });
  if (setup.status() !== 204) throw new Error(`Setting the password answered ${setup.status()}: ${await setup.text()}`);
  const signIn = await page.request.post(serverUrl + consoleApiPaths.signIn, { data: { email: organiser.email, password: organiserPassword }, headers });
  if (!signIn.ok()) throw new Error(`Signing in answered ${signIn.status()}: ${await signIn.text()}`);
}
