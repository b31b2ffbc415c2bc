import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// `.env.example` is where a host learns the settings: it must name every variable the server, its
// command-line tools, the build and the backup scripts read, and nothing they no longer read.

/**
 * Every `env.NAME` read by the server's code and the features' (not their tests) and the build's configuration, and
 * every `${NAME...}` the backup and restore scripts read.
 */
function variablesRead(): Set<string> {
  const files: string[] = ["vite.config.ts"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(file);
      } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        files.push(file);
      }
    }
  };
  walk("src/server");
  walk("src/shared");
  walk("src/features");
  const names = new Set<string>();
  for (const file of files) {
    // `import.meta.env.NAME` is a constant the build defines (vite.config.ts), not a variable read.
    for (const match of readFileSync(file, "utf8").matchAll(/(?<!meta\.)\benv\.([A-Z][A-Z0-9_]*)\b/g)) names.add(match[1] as string);
  }
  for (const script of ["deploy/backup.sh", "deploy/restore.sh"]) {
    for (const match of readFileSync(script, "utf8").matchAll(/\$\{([A-Z][A-Z0-9_]*)[:}]/g)) names.add(match[1] as string);
  }
  return names;
}

/** The names `.env.example` sets, commented out or not. */
const listed = new Set([...readFileSync(".env.example", "utf8").matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] as string));

it("lists every variable the server, the build and the backup scripts read", () => {
  const read = variablesRead();
  expect(read.size).toBeGreaterThan(20);
  expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([]);
});

it("lists no variable that nothing reads", () => {
  const read = variablesRead();
  expect([...listed].filter((name) => !read.has(name)).sort()).toEqual([]);
});
