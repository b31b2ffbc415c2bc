// `npm run organiser`: adds an organiser from the command line (src/server/organiser-cli.ts). Like
// `npm start`, it runs the built server code, building the server first only when it must (no build,
// or a source changed since) and can, so a run takes seconds instead of compiling every time.
import "./load-env.mjs";
import { ensureBuilt, serverBuild } from "./build-state.mjs";

const problem = ensureBuilt(serverBuild);
if (problem) {
  console.error(`Cannot run the organiser command: ${problem}`);
  process.exit(1);
}
await import("../dist/server/organiser-cli.js");
