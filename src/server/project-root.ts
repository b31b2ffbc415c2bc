import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's directory (the one holding package.json and drizzle/), found from wherever this code
 * runs: src/server/ under tsx and the tests, dist/server/ or a chunk of it in the build, whose files
 * are bundled, so a path relative to one source file's place does not hold.
 */
export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json")) && existsSync(path.join(dir, "drizzle"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No project directory (with package.json and drizzle/) above ${start}`);
  }
}

/** A path inside the project's directory. */
export const inProject = (...parts: string[]): string => path.join(projectRoot, ...parts);
