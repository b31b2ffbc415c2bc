import { PGlite } from "@electric-sql/pglite";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";
import { createScratchDatabase } from "./scratch-postgres.ts";

export type TestDatabaseKind = "pglite" | "postgres";

/** API tests run on the embedded database always, and on PostgreSQL when TEST_DATABASE_URL names a server. */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

let pgliteTemplate: Promise<PGlite> | undefined;

/**
 * A new PGlite costs about 2 s; a clone of a migrated template about half a second. The template is
 * made once per test file (each file runs in its own worker).
 */
async function clonePglite(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const template = await PGlite.create();
    const handle = await openDatabase({ kind: "pglite", client: template });
    void handle; // migrated; the template stays open for the file's lifetime
    return template;
  })();
  return (await pgliteTemplate).clone() as Promise<PGlite>;
}

export interface TestDatabase {
  kind: TestDatabaseKind;
  handle: DatabaseHandle;
  /** Closes the database and, for PostgreSQL, drops it. */
  destroy(): Promise<void>;
}

/** A fresh, migrated, empty database of the given kind. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite", client: await clonePglite() });
    return { kind, handle, destroy: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const scratch = await createScratchDatabase(adminUrl, "test");
  const handle = await openDatabase({ kind: "postgres", url: scratch.url });
  return {
    kind,
    handle,
    destroy: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
