import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { directoryLockTimings, openDatabase } from "./client.ts";

// The embedded database's lock on DATA_DIR. Two containers sharing a volume can both run their
// server as pid 1, so a pid cannot tell the holder from the one starting: the lock must hold
// between two opens by the very same process too.

const newDataDir = () => mkdtempSync(path.join(tmpdir(), "db-lock-"));
const slow = 60_000;

/** proper-lockfile's shortest timings (a lock untouched for 2 s is stale by its reckoning), so no test waits out the 10 s. */
async function withShortTimings(run: () => Promise<void>): Promise<void> {
  const saved = { ...directoryLockTimings };
  Object.assign(directoryLockTimings, { staleMs: 2_000, updateMs: 1_000, retryMs: 100 });
  try {
    await run();
  } finally {
    Object.assign(directoryLockTimings, saved);
  }
}

describe("the embedded database's directory lock", () => {
  it(
    "refuses a second open with the same pid while the first holds the directory, promptly, then opens once it is closed",
    () => withShortTimings(async () => {
      const dataDir = newDataDir();
      const first = await openDatabase({ kind: "embedded", dataDir });
      try {
        const started = Date.now();
        await expect(openDatabase({ kind: "embedded", dataDir })).rejects.toThrow(
          `Another server process (pid ${process.pid}) is using the embedded database in ${dataDir}. Stop it first, or give this one its own DATA_DIR.`,
        );
        // A live holder touches the lock every updateMs: seen at once, without waiting for it to go stale.
        expect(Date.now() - started).toBeLessThan(directoryLockTimings.staleMs);
        await first.ping();
      } finally {
        await first.close();
      }
      expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
      expect(existsSync(path.join(dataDir, "server.pid"))).toBe(false);
      const again = await openDatabase({ kind: "embedded", dataDir });
      try {
        await again.db.execute(sql`select 1`);
      } finally {
        await again.close();
      }
    }),
    slow,
  );

  it(
    "takes over a lock its holder stopped touching (a crash), even one recorded with this process's pid",
    () => withShortTimings(async () => {
      const dataDir = newDataDir();
      const lockDir = path.join(dataDir, "server.lock");
      mkdirSync(lockDir);
      writeFileSync(path.join(dataDir, "server.pid"), String(process.pid));
      const longAgo = new Date(Date.now() - directoryLockTimings.staleMs - 5_000);
      utimesSync(lockDir, longAgo, longAgo);
      const handle = await openDatabase({ kind: "embedded", dataDir });
      try {
        await handle.ping();
        // Now the lock is this handle's, and fresh.
        await expect(openDatabase({ kind: "embedded", dataDir })).rejects.toThrow(/Another server process \(pid \d+\) is using the embedded database/);
      } finally {
        await handle.close();
      }
    }),
    slow,
  );

  it(
    "keeps the lock of a holder whose event loop was held up past the stale time, refusing the start that finds it",
    () => withShortTimings(async () => {
      const dataDir = newDataDir();
      const first = await openDatabase({ kind: "embedded", dataDir });
      try {
        // As opening PGlite on a loaded machine can: no timer runs, so the lock is not touched.
        const until = Date.now() + 3_000;
        while (Date.now() < until) {
          // busy
        }
        await expect(openDatabase({ kind: "embedded", dataDir })).rejects.toThrow(/^Another server process \(pid \d+\) is using the embedded database/);
        await first.ping();
      } finally {
        await first.close();
      }
    }),
    slow,
  );

  it(
    "refuses, and says what to do, when an older server's lock file is in the directory",
    async () => {
      const dataDir = newDataDir();
      writeFileSync(path.join(dataDir, "server.lock"), "1");
      await expect(openDatabase({ kind: "embedded", dataDir })).rejects.toThrow(
        `${path.join(dataDir, "server.lock")} was written by an older version of the server (pid 1). If no server is using the embedded database in ${dataDir}, delete that file and start again.`,
      );
      expect(existsSync(path.join(dataDir, "pgdata"))).toBe(false);
    },
    slow,
  );
});
