import type { TestProject } from "vitest/node";
import { startServer, type RunningServer } from "./support/server.ts";

let server: RunningServer | undefined;

/** One built server with the sample content, shared by the browser tests that only read. */
export async function setup(project: TestProject) {
  server = await startServer();
  project.provide("baseUrl", server.url);
}

export async function teardown() {
  await server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
