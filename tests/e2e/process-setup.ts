import { existsSync } from "node:fs";

/** The process suite starts the built server: without the build it fails at once, never skips. */
export function setup() {
  if (!existsSync("dist/server/main.js") || !existsSync("build/client/index.html")) {
    throw new Error("The process tests need the build: run `npm run build` first.");
  }
}
