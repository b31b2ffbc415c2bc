// `npm run db:migrate`: applies the migrations in drizzle/ to the configured database and exits, for
// deploys that migrate before starting the new version (src/server/db/migrate-cli.ts). Like
// `npm start`, it builds the server first only when it must and can.
import "./load-env.mjs";
import { ensureBuilt, serverBuild } from "./build-state.mjs";

const problem = ensureBuilt(serverBuild);
if (problem) {
  console.error(`Cannot migrate: ${problem}`);
  process.exit(1);
}
await import("../dist/server/db/migrate-cli.js");
