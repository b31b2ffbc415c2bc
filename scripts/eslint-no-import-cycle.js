// A lint rule: no module may reach itself again through the values it imports. A loop makes the
// order modules are evaluated in depend on which one is loaded first (a value read before its module
// ran is undefined), and it is usually a sign that two modules share something that belongs in a
// third. Type-only imports and dynamic import() are left out: neither runs anything at load time.
//
// Each import of the linted file is followed on disk (relative and `#` specifiers; other files read with a
// light scan of their import lines, cached for the run): an import whose target can reach the file
// again is reported with the loop's path.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const valueImport = /^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;
const extensions = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];

/** package.json's "imports" (`#features/*` -> `<root>/src/features/`), read from the nearest package.json above `dir`. */
const aliasCache = new Map();
export function aliasesFor(dir) {
  if (aliasCache.has(dir)) return aliasCache.get(dir);
  let aliases = [];
  const manifest = path.join(dir, "package.json");
  if (existsSync(manifest)) {
    const imports = JSON.parse(readFileSync(manifest, "utf8")).imports ?? {};
    aliases = Object.entries(imports)
      .filter(([key, target]) => key.endsWith("/*") && typeof target === "string" && target.endsWith("/*"))
      .map(([key, target]) => ({ prefix: key.slice(0, -1), dir: path.resolve(dir, target.slice(0, -1)) }));
  } else if (path.dirname(dir) !== dir) aliases = aliasesFor(path.dirname(dir));
  aliasCache.set(dir, aliases);
  return aliases;
}

/** The file a relative or `#` specifier reaches from `from`, or undefined (a package, or no file). */
export function resolve(from, specifier) {
  let base;
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith("#")) {
    const alias = aliasesFor(path.dirname(from)).find((a) => specifier.startsWith(a.prefix));
    if (!alias) return undefined;
    base = path.join(alias.dir, specifier.slice(alias.prefix.length));
  } else return undefined;
  for (const extension of extensions) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** `{ type A, type B }`: names only types, so nothing is loaded. */
const onlyTypes = (clause) => /^\{[\s\S]*\}$/.test(clause.trim()) && clause.replace(/[{}\s]/g, "").split(",").filter(Boolean).every((name) => name.startsWith("type"));

const depsCache = new Map();
function valueDependencies(file) {
  let deps = depsCache.get(file);
  if (deps) return deps;
  deps = [];
  let source = "";
  try {
    source = readFileSync(file, "utf8");
  } catch {
    // A file that cannot be read has no dependencies we can follow.
  }
  for (const match of source.matchAll(valueImport)) {
    if (match[1] || (match[2] !== undefined && onlyTypes(match[2]))) continue;
    const target = resolve(file, match[3] ?? match[4]);
    if (target) deps.push(target);
  }
  depsCache.set(file, deps);
  return deps;
}

/** The shortest path of value imports from `start` to `goal`, or undefined. */
function pathTo(start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const steps = [];
      for (let at = current; at !== undefined; at = cameFrom.get(at)) steps.unshift(at);
      return steps;
    }
    for (const next of valueDependencies(current)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const isTypeOnly = (node) =>
  node.importKind === "type" ||
  node.exportKind === "type" ||
  (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === "type" || specifier.exportKind === "type"));

export const noImportCycle = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import loops between modules (type-only imports aside)." },
    schema: [],
    messages: { cycle: "Import loop: {{loop}}. Move what both need into a module of its own." },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const check = (node) => {
      if (!node.source || isTypeOnly(node)) return;
      const target = resolve(file, node.source.value);
      if (!target) return;
      const loop = pathTo(target, file);
      if (loop) context.report({ node, messageId: "cycle", data: { loop: [file, ...loop].map((step) => path.relative(root, step)).join(" -> ") } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { "no-import-cycle": noImportCycle } };
