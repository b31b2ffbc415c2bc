// Whether the build on disk can be started as it is, for `npm start`, `npm run db:migrate` and `npm run organiser`
// (docs/decisions/066). Plain Node with no dependencies: it runs where only the production
// dependencies are installed.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const inProject = (relative) => path.join(projectRoot, relative);

/** What `npm run build` writes last in each of its parts; the oldest of them is the build's age. */
export const siteBuild = {
  command: "build",
  outputs: ["build/site-url.txt", "build/client/index.html", "build/server/index.js", "build/console/index.html", "dist/server/main.js"],
  sources: ["src", "public", "package.json", "package-lock.json", "vite.config.ts", "vite.console.config.ts", "react-router.config.ts", "tsconfig.json"],
  scriptsOf: ["build", "build:web", "build:console", "build:server"],
};

/** The server alone (`npm run build:server`): enough for the command-line tools (db:migrate, organiser). */
export const serverBuild = {
  command: "build:server",
  outputs: ["dist/server/main.js", "dist/server/db/migrate-cli.js", "dist/server/organiser-cli.js"],
  sources: ["src/server", "src/shared", "package-lock.json", "tsconfig.json"],
  scriptsOf: ["build:server"],
};

// Written by the build itself, or only read by tests: never a reason to build again.
const notSources = [/\.test\.tsx?$/, /[\\/]icon-sprite\.svg$/];

/** The files a build reads: its sources, and the scripts its npm scripts run (scripts/*.ts, *.mjs). */
function sourceFiles(build) {
  const packageJson = JSON.parse(readFileSync(inProject("package.json"), "utf8"));
  const scripts = build.scriptsOf.flatMap((name) => packageJson.scripts?.[name]?.match(/scripts\/[\w.-]+\.(?:mjs|ts)/g) ?? []);
  const files = [];
  const walk = (relative) => {
    const absolute = inProject(relative);
    if (!existsSync(absolute)) return;
    if (statSync(absolute).isDirectory()) {
      for (const name of readdirSync(absolute)) walk(path.join(relative, name));
    } else if (!notSources.some((pattern) => pattern.test(relative))) {
      files.push(relative);
    }
  };
  for (const source of [...build.sources, ...new Set(scripts)]) walk(source);
  return files;
}

const modified = (relative) => statSync(inProject(relative)).mtimeMs;

/**
 * Why the build must be made again, or undefined when it may be started as it is: an output is
 * missing, a source changed after the oldest output, or (the whole site) it was built for another
 * SITE_URL. `missing` tells the caller there is nothing to start at all.
 */
export function rebuildReason(build, env = process.env) {
  const missing = build.outputs.filter((output) => !existsSync(inProject(output)));
  if (missing.length > 0) return { missing: true, reason: `there is no build (${missing.join(", ")} missing)` };
  const builtAt = Math.min(...build.outputs.map(modified));
  const newer = sourceFiles(build).find((file) => modified(file) > builtAt);
  if (newer) return { missing: false, reason: `${newer} changed after the last build` };
  if (build === siteBuild) {
    const builtFor = readFileSync(inProject("build/site-url.txt"), "utf8").trim();
    // Unset, SITE_URL is this machine on PORT, as src/shared/site-url.ts has it.
    const wanted = originOf(env.SITE_URL?.trim() || `http://localhost:${env.PORT?.trim() || 3000}`);
    if (wanted !== builtFor) {
      const now = env.SITE_URL?.trim() || `unset (so ${wanted}, from PORT ${env.PORT?.trim() || "unset"})`;
      return { missing: false, reason: `the build is for SITE_URL ${builtFor}, and SITE_URL is now ${now}` };
    }
  }
  return undefined;
}

/** The origin of SITE_URL as the build writes it (src/shared/site-url.ts); the build explains one it refuses. */
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** The build needs the development dependencies, which `npm ci --omit=dev` leaves out. */
export function buildToolsInstalled() {
  const require = createRequire(inProject("package.json"));
  return ["vite/package.json", "@react-router/dev/package.json", "typescript/package.json", "tsx/package.json"].every((name) => {
    try {
      require.resolve(name);
      return true;
    } catch {
      return false;
    }
  });
}

/** Runs `npm run <command>` in the project, showing its output; true when it succeeded. */
export function runBuild(build) {
  const npm = process.env.npm_execpath;
  const result = npm && /\.[cm]?js$/.test(npm)
    ? spawnSync(process.execPath, [npm, "run", build.command], { cwd: projectRoot, stdio: "inherit" })
    : spawnSync("npm", ["run", build.command], { cwd: projectRoot, stdio: "inherit", shell: process.platform === "win32" });
  return result.status === 0;
}

/**
 * Makes sure the build can be started: builds it when it must and can. Returns what went wrong when
 * there is nothing to start; warns and goes on with an outdated build the tools cannot make again.
 */
export function ensureBuilt(build, log = console.error) {
  const why = rebuildReason(build);
  if (!why) return undefined;
  if (!buildToolsInstalled()) {
    if (why.missing) {
      return `${why.reason}, and the build tools are not installed (npm ci --omit=dev leaves them out). ` +
        "Build where the development dependencies are installed (npm ci && npm run build), or copy build/ and dist/ here from where it was built.";
    }
    log(`Warning: ${why.reason}; the build tools are not installed, so the existing build is used as it is.`);
    return undefined;
  }
  log(`Building first: ${why.reason}.`);
  return runBuild(build) ? undefined : `npm run ${build.command} failed.`;
}
