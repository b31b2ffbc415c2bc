// `npm run dev`: everything a developer needs, together, each reloading on its own:
//   the API server (src/server/main.ts under `tsx watch`, restarted when a file it imports changes),
//   the site (React Router's Vite dev server, proxying /api to the server), and
//   the organiser console (its own Vite dev server at /organiser/, proxying /api too).
// Each line of output carries the name of the process that wrote it. Ctrl-C stops all three; if
// one of them stops on its own, the others are stopped too and its exit code is ours.
import "./load-env.mjs";
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { createInterface } from "node:readline";
import { buildToolsInstalled, projectRoot } from "./build-state.mjs";

if (!buildToolsInstalled()) {
  console.error("npm run dev needs the development dependencies: run npm ci (without --omit=dev) first.");
  process.exit(1);
}

const require = createRequire(path.join(projectRoot, "package.json"));
/** The file a package's command-line program runs, started with this Node rather than through a shell. */
function binOf(packageName, command) {
  const manifest = require(`${packageName}/package.json`);
  const bin = typeof manifest.bin === "string" ? manifest.bin : manifest.bin[command];
  return path.join(path.dirname(require.resolve(`${packageName}/package.json`)), bin);
}

const tsx = binOf("tsx", "tsx");
const port = process.env.PORT || "3000";

// The site's pages draw their icons from the generated sprite (scripts/write-icon-sprite.ts).
const sprite = spawnSync(process.execPath, [tsx, "scripts/write-icon-sprite.ts"], { cwd: projectRoot, stdio: "inherit" });
if (sprite.status !== 0) process.exit(sprite.status ?? 1);

const processes = [
  { name: "server ", color: 33, args: [tsx, "watch", "--clear-screen=false", "src/server/main.ts"] },
  { name: "site   ", color: 36, args: [binOf("@react-router/dev", "react-router"), "dev"] },
  { name: "console", color: 35, args: [binOf("vite", "vite"), "--config", "vite.console.config.ts"] },
];

const colored = process.stdout.isTTY;
const label = ({ name, color }) => (colored ? `\x1b[${color}m${name}\x1b[0m │ ` : `${name} │ `);

console.log(`Starting the API server on http://127.0.0.1:${port} and the dev servers of the site and the console (their addresses follow). Ctrl-C stops all three.`);

let stopping = false;
let exitCode = 0;
const children = processes.map((entry) => {
  const child = spawn(process.execPath, entry.args, {
    cwd: projectRoot,
    env: { ...process.env, ...(colored ? { FORCE_COLOR: "1" } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => process.stdout.write(`${label(entry)}${line}\n`));
  }
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.log(`${label(entry)}stopped (${signal ?? `exit code ${code}`}); stopping the others`);
      exitCode = code ?? 1;
      stopAll();
    }
    if (children.every((other) => other.exitCode !== null || other.signalCode !== null)) process.exit(exitCode);
  });
  return child;
});

const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null);

function stopAll() {
  stopping = true;
  for (const child of running()) child.kill("SIGTERM");
}

process.on("SIGTERM", () => {
  if (!stopping) stopAll();
});
// Ctrl-C reaches every process of the terminal's group at once: a second signal from here would
// make `tsx watch` kill the server before it has closed the database. Only those still running
// after a while (a SIGINT sent to this process alone) are told to stop.
process.on("SIGINT", () => {
  if (stopping) return;
  stopping = true;
  setTimeout(stopAll, 5_000).unref();
});
