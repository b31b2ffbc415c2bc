import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { openDatabase, type Database, type DatabaseHandle, type DatabaseOptions } from "../../db/client.ts";
import { insertSampleContent } from "../../db/seed.ts";

/** Opens the database (migrating it), seeds a newly created one, and closes it when the app closes. */
export default fp(
  async function database(app: FastifyInstance, options: { database: AppDatabaseOption; seed: boolean }) {
    const handle = options.database.kind === "open" ? options.database.handle : await openDatabase(options.database);
    if (handle.createdNow && options.seed) {
      await insertSampleContent(handle.db);
      app.log.info("new database: sample content inserted");
    }
    app.decorate("db", handle.db);
    app.decorate("database", handle);
    // A handle passed in already open belongs to the caller (tests), who closes it.
    if (options.database.kind !== "open") {
      app.addHook("onClose", async () => {
        await handle.close();
      });
    }
  },
  { name: "database" },
);

/** How the app gets its database: opened from options, or handed over already open. */
export type AppDatabaseOption = DatabaseOptions | { kind: "open"; handle: DatabaseHandle };

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}
