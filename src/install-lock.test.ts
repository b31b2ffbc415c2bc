import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// `npm ci` refuses a lock that names an optional dependency without an entry of its own, and a
// machine of another platform then lacks its native binary. npm writes such a
// lock without a word when the registry it reaches has no copy of one platform's package, so this
// reads the committed lock the way `npm ci` and each platform's install would.

interface LockEntry {
  version?: string;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, LockEntry> };
const entries = Object.entries(lock.packages).filter(([key]) => key !== "");

/** Node's lookup inside the lock: the package's own node_modules, then each enclosing one. */
function resolveInLock(fromKey: string, name: string): string | undefined {
  let base = fromKey;
  for (;;) {
    const candidate = `${base}/node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    const parent = base.lastIndexOf("/node_modules/");
    if (parent === -1) break;
    base = base.slice(0, parent);
  }
  return lock.packages[`node_modules/${name}`] ? `node_modules/${name}` : undefined;
}

const platforms = [
  { name: "Linux x64 (glibc)", os: "linux", cpu: "x64", libc: "glibc" },
  { name: "macOS arm64", os: "darwin", cpu: "arm64" },
  { name: "macOS x64", os: "darwin", cpu: "x64" },
  { name: "Windows x64", os: "win32", cpu: "x64" },
];

const fits = (entry: LockEntry, platform: (typeof platforms)[number]) =>
  (!entry.os || entry.os.includes(platform.os)) &&
  (!entry.cpu || entry.cpu.includes(platform.cpu)) &&
  (!entry.libc || !("libc" in platform) || entry.libc.includes(platform.libc as string));

/**
 * Packages that ship one native binary per platform as optional dependencies: several of them, at
 * least one of which the lock lists with the systems it runs on. A binary missing from the lock
 * fits no platform.
 */
const nativeFamilies = entries.flatMap(([key, entry]) => {
  const names = Object.keys(entry.optionalDependencies ?? {});
  const binaries = names
    .map((name) => resolveInLock(key, name))
    .flatMap((resolved) => (resolved ? [lock.packages[resolved] as LockEntry] : []))
    .filter((binary) => binary.os !== undefined);
  return names.length >= 3 && binaries.length > 0 ? [{ key, binaries }] : [];
});

it("has an entry for every optional dependency, as npm ci requires", () => {
  const missing = entries.flatMap(([key, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => resolveInLock(key, name) === undefined)
      .map((name) => `${key} -> ${name}@${entry.optionalDependencies?.[name]}`),
  );
  expect(missing, "missing from package-lock.json (see docs/decisions/063)").toEqual([]);
});

it("finds the native families it checks (tailwind's oxide, rollup, lightningcss, rolldown, esbuild)", () => {
  const names = nativeFamilies.map(({ key }) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length));
  for (const expected of ["@tailwindcss/oxide", "rollup", "lightningcss", "rolldown", "esbuild"]) {
    expect(names, expected).toContain(expected);
  }
});

describe.each(platforms)("on $name", (platform) => {
  it("installs a native binary of every package that needs one", () => {
    const without = nativeFamilies.filter(({ binaries }) => !binaries.some((binary) => fits(binary, platform))).map(({ key }) => key);
    expect(without).toEqual([]);
  });
});
