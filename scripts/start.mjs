// `npm start`: starts the built site (dist/server/main.js). It builds first only when it must (no
// build yet, a source changed since, or the build is for another SITE_URL) and can (the development
// dependencies are installed); so a restart takes seconds, and a host that installed only the
// production dependencies starts the build it made or copied (docs/decisions/066).
// Plain Node, no tsx: it runs after `npm ci --omit=dev`.
import "./load-env.mjs";
import { ensureBuilt, siteBuild } from "./build-state.mjs";

const problem = ensureBuilt(siteBuild);
if (problem) {
  console.error(`Cannot start: ${problem}`);
  process.exit(1);
}
// In this process, so the service manager's signals reach the server's own shutdown.
await import("../dist/server/main.js");
