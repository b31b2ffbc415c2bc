import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleApiPaths } from "../shared/console/paths.ts";
import { buildApp } from "./app.ts";
import { startControlSocket } from "./console/control-socket.ts";
import { controlSocketPath, sendControlCommand } from "./console/control-socket-client.ts";
import { organisers } from "./db/schema.ts";
import { createFixtureSite, localTestStorage } from "../../tests/support/app.ts";
import { siteOrigin, testPassword } from "../../tests/support/organisers.ts";
import { createScratchDatabase, type ScratchDatabase } from "../../tests/support/scratch-postgres.ts";
import { skipUnlessPresent } from "../../tests/support/required.ts";

const siteUrl = "https://club.example";
// Each command starts Node on the built CLI, as `npm run organiser` does, and opens the database.
const slow = 180_000;
const linkPattern = /^https:\/\/club\.example\/organiser\/setup\?token=[A-Za-z0-9]+$/;
// The built command (`npm run build`), what operators run: compiling the server with tsx for each of
// these runs took most of this file's time.
const cli = path.resolve("dist/server/organiser-cli.js");
const built = existsSync(cli);

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  /** The last line printed on stdout. */
  last: string;
}

/** Runs the built `organiser-cli.js` as `npm run organiser` would, with its own environment. */
function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args],
      { env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", SITE_URL: siteUrl, DATABASE_URL: "", ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ code, stdout, stderr, last: stdout.trim().split("\n").pop() ?? "" });
      },
    );
  });
}

const add = (email: string, role = "admin", name = "Nusrat Jahan") => ["add", "--email", email, "--name", name, "--role", role];

/** What a bad invocation must do: print the usage on stderr, exit 2, add nobody. */
const badArguments: [string, string[], string | undefined][] = [
  ["no command", [], undefined],
  ["an unknown command", ["remove", "--email", "x@club.example"], undefined],
  ["an unknown option", [...add("x@club.example"), "--admin"], "Unknown option '--admin'"],
  ["a missing e-mail", ["add", "--name", "X", "--role", "admin"], "Enter the organiser's e-mail address."],
  ["an invalid e-mail", add("not-an-address"), "Enter a valid e-mail address."],
  ["an unknown role", add("x@club.example", "owner"), "The role must be one of admin, reviewer, editor, checkin."],
  ["an empty name", add("x@club.example", "admin", "  "), "Enter the organiser's name."],
];

describe.skipIf(skipUnlessPresent(built, "the build (npm run build)"))("npm run organiser on the embedded database", () => {
  let dataDir: string;
  /** The link the first successful command printed. */
  let printedLink = "";
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "organiser-cli-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.concurrent.each(badArguments)("prints the usage and exits 2 for %s", async (_, args, message) => {
    const run = await runCli(args, { DATA_DIR: dataDir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Usage: npm run organiser -- add --email EMAIL");
    if (message) expect(run.stderr).toContain(message);
    expect(run.stdout).toBe("");
  }, slow);

  it("adds an organiser and prints the set-up link last; the same e-mail again fails with exit 1", async () => {
    const first = await runCli(add("Nusrat@Club.Example", "reviewer"), { DATA_DIR: dataDir });
    expect(first.code, first.stderr).toBe(0);
    expect(first.last).toMatch(linkPattern);
    printedLink = first.last;
    expect(first.stdout).toContain(`Added organiser nusrat@club.example in ${dataDir}.`);
    expect(first.stdout).toContain("this is the first organiser and not an admin");

    const again = await runCli(add("nusrat@club.example", "admin", "Someone Else"), { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe("An organiser with the e-mail address nusrat@club.example exists already.");
    expect(again.stdout).not.toMatch(/setup\?token=/);
  }, slow);

  describe("while a server holds the database", () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildApp({
        siteDir: createFixtureSite(),
        trustProxy: false,
        logger: false,
        storage: localTestStorage(),
        seed: false,
        siteUrl,
        database: { kind: "embedded", dataDir },
      });
      // As main.ts does: the socket before the app is ready (it adds an onClose hook).
      await startControlSocket(app, dataDir, siteUrl);
      await app.ready();
    }, slow);
    afterAll(async () => {
      await app?.close();
    });

    it("the link the command printed earlier lets the organiser choose a password", async () => {
      const [organiser] = await app.db.select().from(organisers).where(eq(organisers.email, "nusrat@club.example"));
      expect(organiser).toMatchObject({ name: "Nusrat Jahan", role: "reviewer", disabled: false });
      const token = new URL(printedLink).searchParams.get("token")!;
      const setup = () =>
        app.inject({
          method: "POST",
          url: consoleApiPaths.setup,
          headers: { origin: siteUrl },
          payload: { token, password: testPassword, confirmPassword: testPassword },
        });
      expect((await setup()).statusCode).toBe(204);
      expect((await setup()).statusCode).toBe(400);
    });

    it("adds an organiser through the control socket, as the command does", async () => {
      const answer = await sendControlCommand(dataDir, { email: "Socket@Club.Example", name: "Socket Organiser", role: "editor" });
      expect(answer?.status).toBe(201);
      expect(answer?.body.setupLink).toMatch(linkPattern);
      const [organiser] = await app.db.select().from(organisers).where(eq(organisers.email, "socket@club.example"));
      expect(organiser).toMatchObject({ name: "Socket Organiser", role: "editor" });

      const token = new URL(answer!.body.setupLink!).searchParams.get("token")!;
      const setup = await app.inject({
        method: "POST",
        url: consoleApiPaths.setup,
        headers: { origin: siteUrl },
        payload: { token, password: testPassword, confirmPassword: testPassword },
      });
      expect(setup.statusCode).toBe(204);
      const signIn = await app.inject({
        method: "POST",
        url: consoleApiPaths.signIn,
        headers: { origin: siteUrl },
        payload: { email: "socket@club.example", password: testPassword },
      });
      expect(signIn.statusCode).toBe(200);
    });

    it("refuses a taken e-mail or a bad body on the socket, adding nobody", async () => {
      const taken = await sendControlCommand(dataDir, { email: "socket@club.example", name: "Again", role: "admin" });
      expect(taken).toEqual({ status: 409, body: { message: "An organiser with the e-mail address socket@club.example exists already." } });
      const bad = await sendControlCommand(dataDir, { email: "bad", name: "", role: "admin", extra: 1 });
      expect(bad?.status).toBe(400);
      expect(bad?.body.message).toContain("Enter a valid e-mail address.");
      expect(await app.db.select().from(organisers).where(eq(organisers.name, "Again"))).toEqual([]);
    });

    it("the command reaches the running server through its socket, and reports a taken e-mail with exit 1", async () => {
      const run = await runCli(add("through.server@club.example"), { DATA_DIR: dataDir });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain("Added organiser through.server@club.example through the running server.");
      expect(run.last).toMatch(linkPattern);
      const [organiser] = await app.db.select().from(organisers).where(eq(organisers.email, "through.server@club.example"));
      expect(organiser).toMatchObject({ role: "admin" });

      const again = await runCli(add("through.server@club.example"), { DATA_DIR: dataDir });
      expect(again.code).toBe(1);
      expect(again.stderr.trim()).toBe("An organiser with the e-mail address through.server@club.example exists already.");
    }, slow);

    it("keeps the socket to the data directory's owner", () => {
      expect(statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
    });
  });

  it("removes the socket when the server stops; the command then opens the database itself again", async () => {
    expect(existsSync(controlSocketPath(dataDir))).toBe(false);
    expect(await sendControlCommand(dataDir, {})).toBeUndefined();
    const run = await runCli(add("after.server@club.example", "editor"), { DATA_DIR: dataDir });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Added organiser after.server@club.example in ${dataDir}.`);
    expect(run.stdout).not.toContain("first organiser");
    expect(run.last).toMatch(linkPattern);
  }, slow);
});

describe.skipIf(skipUnlessPresent(built, "the build (npm run build)") || skipUnlessPresent(Boolean(process.env.TEST_DATABASE_URL), "TEST_DATABASE_URL"))("npm run organiser on PostgreSQL", () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "cli");
  });
  afterAll(() => scratch?.drop());

  it("adds an organiser whose printed link works, and refuses the same e-mail with exit 1", async () => {
    const first = await runCli(add("pg.admin@club.example"), { DATABASE_URL: scratch.url });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain("Added organiser pg.admin@club.example in the PostgreSQL database.");
    expect(first.stdout).not.toContain("first organiser and not an admin");
    expect(first.last).toMatch(linkPattern);

    const again = await runCli(add("PG.Admin@club.example", "editor"), { DATABASE_URL: scratch.url });
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe("An organiser with the e-mail address pg.admin@club.example exists already.");

    // The link works on a server using that database.
    const app = await buildApp({
      siteDir: createFixtureSite(),
      trustProxy: false,
      logger: false,
      storage: localTestStorage(),
      seed: false,
      siteUrl: siteOrigin,
      database: { kind: "postgres", url: scratch.url },
    });
    try {
      const token = new URL(first.last).searchParams.get("token")!;
      const setup = await app.inject({
        method: "POST",
        url: consoleApiPaths.setup,
        headers: { origin: siteOrigin },
        payload: { token, password: testPassword, confirmPassword: testPassword },
      });
      expect(setup.statusCode).toBe(204);
      expect((await app.db.select().from(organisers)).map((o) => [o.email, o.role])).toEqual([["pg.admin@club.example", "admin"]]);
    } finally {
      await app.close();
    }
  }, slow);

  it("prints the usage and exits 2 for bad arguments without touching the database", async () => {
    const run = await runCli(["add", "--email", "x@club.example"], { DATABASE_URL: scratch.url });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Usage: npm run organiser");
  }, slow);

  it("fails with exit 1 and a clear message when DATABASE_URL is not a postgres URL", async () => {
    const run = await runCli(add("x@club.example"), { DATABASE_URL: "mysql://nowhere" });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe("DATABASE_URL must be a postgres:// URL, or unset to use the embedded database.");
  }, slow);
});
