import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createStorage, type ObjectStorage, type StorageConfig } from "./index.ts";

/** Makes the configured object storage available to the routes as `app.storage`. */
export default fp(
  async function storage(app: FastifyInstance, options: { storage: StorageConfig }) {
    app.decorate<ObjectStorage>("storage", createStorage(options.storage));
  },
  { name: "storage" },
);

declare module "fastify" {
  interface FastifyInstance {
    storage: ObjectStorage;
  }
}
