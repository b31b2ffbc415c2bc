import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client.ts";
import { freePort, startServer, type RunningServer } from "./support/server.ts";

// The built server as a real process: shutdown, start-up errors, and what only a real socket shows.
// Time-outs are generous: a server start takes seconds, much longer on a busy machine.

/** A raw HTTP/1.1 connection, so a request can be sent in pieces and its answer read as text. */
async function rawConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString("utf8")));
  socket.on("error", () => {});
  return {
    write: (text: string) => new Promise<void>((resolve) => socket.write(text, () => resolve())),
    /** Waits until a whole response (status line) has arrived, and returns it. */
    response: async (timeoutMs = 10_000): Promise<string> => {
      const deadline = Date.now() + timeoutMs;
      while (!/^HTTP\/1\.1 \d{3}/.test(received) || !received.includes("\r\n\r\n")) {
        if (Date.now() > deadline) throw new Error(`no response; got ${JSON.stringify(received)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      await new Promise((r) => setTimeout(r, 50));
      return received;
    },
    close: () => socket.destroy(),
  };
}

/** Runs the built server expecting it to refuse to start; returns its exit code and output. */
async function failedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, DATABASE_URL: "", PORT: String(await freePort()), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output };
}

describe("graceful shutdown (SIGTERM)", { timeout: 180_000 }, () => {
  it("finishes the request in flight, answers a new one with 503, closes the database and exits 0", async () => {
    const server = await startServer({ env: { SEED: "false", LOG_LEVEL: "info" } });
    const marker = `inflight${Date.now()}`;
    const body = JSON.stringify({ path: `/team/${marker}`, referrer: null, userAgent: "shutdown-test", sessionId: "3f0e2a8e-1d3c-4c55-9d8e" });
    const half = Math.floor(body.length / 2);

    // A: a submission whose body is only half sent when the signal arrives.
    const inFlight = await rawConnection(server.url);
    await inFlight.write(
      `POST /api/page-views HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    );
    // B: a request whose headers are not finished yet: it arrives after the shutdown began.
    const late = await rawConnection(server.url);
    await late.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    await new Promise((r) => setTimeout(r, 300));

    server.process.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    expect(server.process.exitCode).toBeNull(); // still waiting for A

    await late.write("\r\n");
    const lateResponse = await late.response();
    expect(lateResponse).toMatch(/^HTTP\/1\.1 503 /);

    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow(); // no new connections

    await inFlight.write(body.slice(half));
    const inFlightResponse = await inFlight.response();
    expect(inFlightResponse).toMatch(/^HTTP\/1\.1 204 /);
    inFlight.close();
    late.close();

    await server.stop();
    expect(server.process.exitCode, server.output()).toBe(0);
    expect(server.output()).toContain("shut down cleanly");
    expect(existsSync(path.join(server.dataDir, "server.lock"))).toBe(false);

    // Closed cleanly: the data opens again, with the submission that was in flight.
    const handle = await openDatabase({ kind: "embedded", dataDir: server.dataDir });
    try {
      const result = (await handle.db.execute(sql`select count(*)::int as n from page_views where path = ${`/team/${marker}`}`)) as unknown as {
        rows: { n: number }[];
      };
      expect(Number(result.rows[0]?.n)).toBe(1);
    } finally {
      await handle.close();
    }
  });
});

describe("start-up errors", { timeout: 180_000 }, () => {
  it.each([
    ["a DATABASE_URL that is not postgres://", { DATABASE_URL: "mysql://root@127.0.0.1/club" }, /Cannot start: DATABASE_URL must be a postgres:\/\/ URL/],
    [
      "a PostgreSQL server that cannot be reached (the password stays hidden)",
      { DATABASE_URL: "postgres://club:hunter2secret@127.0.0.1:1/club" },
      /Cannot start: Cannot use the PostgreSQL database at postgres:\/\/club:\*\*\*@127\.0\.0\.1:1\/club: .*ECONNREFUSED/,
    ],
    ["a bad RATE_LIMIT_MAX", { RATE_LIMIT_MAX: "lots" }, /Cannot start: RATE_LIMIT_MAX must be a positive whole number/],
  ])("%s: a one-line reason and exit code 1", async (_label, env, message) => {
    const { code, output } = await failedStart(env);
    expect(code).toBe(1);
    expect(output).toMatch(message);
    expect(output).not.toContain("hunter2secret");
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("a DATA_DIR that cannot be created (a file is in the way)", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "datadir-")), "not-a-dir");
    writeFileSync(file, "");
    const { code, output } = await failedStart({ DATA_DIR: path.join(file, "data") });
    expect(code).toBe(1);
    expect(output).toMatch(/Cannot start: Cannot create the data directory .*not-a-dir\/data: .*not-a-dir is a file, not a directory/);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("a DATA_DIR nobody can create (under /proc)", async () => {
    const { code, output } = await failedStart({ DATA_DIR: "/proc/science-club-data" });
    expect(code).toBe(1);
    expect(output).toMatch(/Cannot start: Cannot create the data directory \/proc\/science-club-data: E(NOENT|ACCES|ROFS|PERM)/);
  });

  // Root writes through file permissions, so this one runs only as another user.
  it.skipIf(process.getuid?.() === 0)("a DATA_DIR without write permission", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "datadir-"));
    chmodSync(dir, 0o555);
    const { code, output } = await failedStart({ DATA_DIR: dir });
    expect(code).toBe(1);
    expect(output).toMatch(/Cannot start: The data directory .* is not writable: EACCES/);
  });

  it("a DATA_DIR another running server holds", async () => {
    const first = await startServer({ env: { SEED: "false" } });
    try {
      const { code, output } = await failedStart({ DATA_DIR: first.dataDir });
      expect(code).toBe(1);
      expect(output).toMatch(/Cannot start: Another server process \(pid \d+\) is using the embedded database/);
    } finally {
      await first.stop();
    }
  });
});

describe("over a real socket", { timeout: 180_000 }, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { SEED: "false", LOG_LEVEL: "info" } });
  });
  afterAll(() => server.stop());

  it("TRACE and TRACK are refused, the request is never echoed, and no banner is sent", async () => {
    for (const method of ["TRACE", "TRACK"]) {
      const connection = await rawConnection(server.url);
      await connection.write(`${method} / HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: secret=abc123\r\nConnection: close\r\n\r\n`);
      const response = await connection.response();
      connection.close();
      expect(response).toMatch(method === "TRACE" ? /^HTTP\/1\.1 405 / : /^HTTP\/1\.1 (400|405) /);
      expect(response).not.toContain("abc123");
      expect(response.toLowerCase()).not.toMatch(/\r\n(server|x-powered-by):/);
    }
  });

  it("CR/LF in a request line or header cannot forge a log line", async () => {
    const connection = await rawConnection(server.url);
    await connection.write('GET /team%0D%0A%7B%22level%22%3A50%7D HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: a\rb\r\nConnection: close\r\n\r\n');
    await connection.response().catch(() => "");
    connection.close();
    const again = await rawConnection(server.url);
    await again.write('GET /team%0A%7B%22level%22%3A50%7D HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(await again.response()).toMatch(/^HTTP\/1\.1 404 /);
    again.close();
    await new Promise((r) => setTimeout(r, 300));
    const lines = server.output().trim().split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(entry.level).not.toBe(50);
    }
  });
});
