// Moves source files and rewrites every import that reaches them, and every import they make, so a
// feature can move into src/features/<name>/ in one commit (docs/decisions/150-feature-folders.md).
//   npx tsx scripts/move-files.ts moves.json          moves.json: { "old/path.ts": "new/path.ts", ... }
//   npx tsx scripts/move-files.ts --check moves.json  prints what would change, touches nothing
// A specifier is written as `#features/...` (or another alias of package.json's "imports") when the
// importer is outside the target's feature folder and the target is under an alias, relative otherwise.
// Mentions of a moved path in docs and in strings (a test naming a file) are listed, not rewritten.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const check = args.includes("--check");
const movesFile = args.find((a) => !a.startsWith("--"));
if (!movesFile) {
  console.error("usage: npx tsx scripts/move-files.ts [--check] moves.json");
  process.exit(2);
}
const moves = new Map<string, string>(Object.entries(JSON.parse(readFileSync(movesFile, "utf8")) as Record<string, string>));
for (const [from] of moves) if (!existsSync(path.join(root, from))) throw new Error(`${from} does not exist`);

/** package.json's "imports": "#features/*" -> "src/features/". */
const aliases = Object.entries((JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { imports?: Record<string, string> }).imports ?? {})
  .filter(([key, target]) => key.endsWith("/*") && target.endsWith("/*"))
  .map(([key, target]) => ({ prefix: key.slice(0, -1), dir: path.normalize(target.slice(0, -2)) }));

const sources = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.js", "*.mjs"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((f) => f && existsSync(path.join(root, f)));
const known = new Set(sources);

/** The file a specifier reaches from `importer` (repository-relative), or null for a package. */
function resolveSpecifier(importer: string, spec: string): string | null {
  let target: string | null = null;
  if (spec.startsWith(".")) target = path.normalize(path.join(path.dirname(importer), spec));
  else {
    const alias = aliases.find((a) => spec.startsWith(a.prefix));
    if (alias) target = path.normalize(path.join(alias.dir, spec.slice(alias.prefix.length)));
  }
  if (!target) return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")]) if (known.has(candidate)) return candidate;
  return known.has(target) ? target : null;
}

const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** How `importer` (at its new place) should name `target` (at its new place). */
function specifierFor(importer: string, target: string, original: string): string {
  const importerFeature = featureOf(importer);
  const sameFeature = importerFeature !== null && importerFeature === featureOf(target);
  const alias = aliases.find((a) => target.startsWith(a.dir + "/"));
  // Inside one feature, and from files outside src/features to files outside it, paths stay relative
  // (as the code around them is written) unless the original already used an alias.
  const useAlias = alias && !sameFeature && (importerFeature !== null || featureOf(target) !== null || original.startsWith("#"));
  if (useAlias) return alias.prefix + target.slice(alias.dir.length + 1);
  let relative = path.relative(path.dirname(importer), target);
  if (!relative.startsWith(".")) relative = `./${relative}`;
  return relative;
}

const pattern = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\brequire\(\s*)(["'])([^"'\n]+)\2/g;
const newPath = (file: string) => moves.get(file) ?? file;
let changedFiles = 0;
const mentions: string[] = [];

for (const file of sources) {
  const text = readFileSync(path.join(root, file), "utf8");
  const moved = moves.has(file);
  const rewritten = text.replace(pattern, (whole, head: string, quote: string, spec: string) => {
    const target = resolveSpecifier(file, spec);
    if (!target) return whole;
    if (!moved && !moves.has(target)) return whole;
    const next = specifierFor(newPath(file), newPath(target), spec);
    return next === spec ? whole : `${head}${quote}${next}${quote}`;
  });
  for (const [from] of moves) if (rewritten.includes(from)) mentions.push(`${file}: mentions ${from}`);
  if (rewritten !== text || moved) {
    changedFiles += rewritten !== text ? 1 : 0;
    if (check) {
      if (rewritten !== text) console.log(`would rewrite ${file}${moved ? ` (moving to ${newPath(file)})` : ""}`);
      continue;
    }
    writeFileSync(path.join(root, file), rewritten);
  }
}
if (!check)
  for (const [from, to] of moves) {
    mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
    execFileSync("git", ["mv", from, to], { cwd: root });
  }
let docs = "";
try {
  // Docs name paths from the repository root or from src/: both forms are looked for.
  const names = [...moves.keys()].flatMap((m) => [m, m.replace(/^src\//, "")]);
  docs = execFileSync("git", ["grep", "-l", "-F", ...names.flatMap((m) => ["-e", m]), "--", "*.md", "*.json", "*.yml", "*.sh"], { cwd: root, encoding: "utf8" });
} catch {
  // git grep exits 1 when nothing matches.
}
console.log(`${check ? "would rewrite" : "rewrote"} ${changedFiles} files; moved ${moves.size}`);
for (const line of mentions) console.log(`still named in code: ${line}`);
if (docs) console.log(`named in docs:\n${docs}`);
