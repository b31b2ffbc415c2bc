import type { TestProject } from "vitest/node";
import { startServer, type RunningServer } from "./support/server.ts";
import { makeTemplates } from "./templates.ts";

let server: RunningServer | undefined;
let removeTemplates: (() => Promise<void>) | undefined;

/**
 * The run's migrated template databases (templates.ts), then one built server with the sample content,
 * shared by the browser tests that only read.
 */
export async function setup(project: TestProject) {
  removeTemplates = await makeTemplates();
  server = await startServer();
  project.provide("baseUrl", server.url);
}

export async function teardown() {
  await server?.stop();
  await removeTemplates?.();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
