import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createStorage, type ObjectStorage, type StorageConfig } from "./index.ts";
import { FreeSpace, type FreeSpaceOptions } from "./free-space.ts";
import { ObjectExistsError, StorageFullError } from "./object-storage.ts";

/** Whether the last write to the storage failed (a full disk, an unreachable service); /api/health reports it. */
export interface StorageHealth {
  failing: boolean;
}

/**
 * Makes the configured object storage available to the routes as `app.storage`, and keeps
 * `app.storageHealth`: a write that fails for any reason but an existing object sets `failing`, and
 * the next write that succeeds clears it. A write to a local disk that would leave less than the
 * free-space reserve is refused as a full disk is, before a byte is written.
 */
export default fp(
  async function storage(app: FastifyInstance, options: { storage: StorageConfig; freeSpace: FreeSpaceOptions }) {
    const storage = createStorage(options.storage);
    const health: StorageHealth = { failing: false };
    const freeSpace = new FreeSpace(options.freeSpace);
    const create = storage.create.bind(storage);
    storage.create = async (key, body, contentType) => {
      try {
        if (storage.kind === "local" && !(await freeSpace.roomFor(body.length))) {
          throw new StorageFullError(key, { cause: new Error("the free-space reserve would be used") });
        }
        await create(key, body, contentType);
      } catch (error) {
        if (!(error instanceof ObjectExistsError)) {
          if (!health.failing) app.log.warn({ err: error }, "storage write failed; health is degraded until a write succeeds");
          health.failing = true;
        }
        throw error;
      }
      health.failing = false;
    };
    app.decorate<ObjectStorage>("storage", storage);
    app.decorate<StorageHealth>("storageHealth", health);
    app.decorate<FreeSpace>("freeSpace", freeSpace);
  },
  { name: "storage" },
);

declare module "fastify" {
  interface FastifyInstance {
    storage: ObjectStorage;
    storageHealth: StorageHealth;
    /** The free-space reserve of the local disks the server writes to. */
    freeSpace: FreeSpace;
  }
}
