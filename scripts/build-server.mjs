// `npm run build:server`: the server and its command-line tools, each bundled with its dependencies
// into dist/server/ by esbuild (docs/decisions/097). A process then reads a handful of files at start
// instead of about 1,500 modules from node_modules, which cost a second and a half of CPU per start.
// Types are checked by `npm run typecheck`, not here.
import { rmSync } from "node:fs";
import { build } from "esbuild";

/** The entry points, as run: `node dist/server/main.js` and the tools beside it. */
const entryPoints = ["src/server/main.ts", "src/server/organiser-cli.ts", "src/server/db/migrate-cli.ts", "src/server/db/seed-cli.ts"];

/**
 * Left to node_modules:
 * - PGlite and sharp load files of their own (PGlite's WebAssembly and data bundle, sharp's native
 *   library) from beside their modules;
 * - React, React DOM and React Router are shared with the site's server build (build/server), which imports
 *   them from node_modules: two copies of React in one process break its hooks;
 * - pg's optional native binding, which is not installed.
 */
const external = ["@electric-sql/pglite", "sharp", "react", "react-dom", "react-router", "@react-router/*", "pg-native"];

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints,
  outbase: "src",
  outdir: "dist",
  bundle: true,
  splitting: true,
  chunkNames: "server/chunks/[name]-[hash]",
  format: "esm",
  platform: "node",
  target: "node20.19",
  external,
  sourcemap: true,
  // Bundled CommonJS packages call require(): an ES module has none of its own.
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  logLevel: "warning",
});
