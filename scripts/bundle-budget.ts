// What a first visit to each prerendered route downloads: the JavaScript and CSS its HTML loads
// (module scripts, modulepreload links, stylesheets, inlined or not) plus every chunk those import
// statically, in the bytes the server sends a client that accepts gzip: the build's precompressed
// .gz file (scripts/precompress.mjs), or the file itself where none was written. Brotli, which
// browsers get, is printed beside it. Used by src/build-budget.test.ts; run directly to print:
//   npx tsx scripts/bundle-budget.ts [build/client]
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The target is 120 KB of JS per first visit (gzip, as sent). The framework chunk (React,
 * React DOM, React Router) alone is 101.2 KB; since decision 056 every page meets the target (the
 * heaviest, Join Us, was 118.7 KB then). `overTarget` is where a page allowed above it would be listed,
 * with its reason, held under the `jsGzipBytes` ceiling: none is, and the ceiling is the target.
 * Listing a page or raising the ceiling needs a new decision. src/build-budget.test.ts enforces
 * both, and fails if a listed page has come within the target (so the list only shrinks).
 */
export const budgets = {
  jsTargetGzipBytes: 120 * 1024,
  jsGzipBytes: 120 * 1024,
  cssGzipBytes: 20 * 1024,
  overTarget: {} as Record<string, string>,
};

export interface RouteWeight {
  /** The URL path of the page, e.g. "/team". */
  route: string;
  js: { files: string[]; gzipBytes: number; brotliBytes: number };
  css: { files: string[]; gzipBytes: number; brotliBytes: number };
}

/** Every prerendered page of the build, as [URL path, HTML file]. */
function prerenderedPages(clientDir: string): [string, string][] {
  const pages: [string, string][] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const absolute = path.join(dir, name);
      if (statSync(absolute).isDirectory()) {
        if (name !== "assets") walk(absolute);
      } else if (name === "index.html") {
        const relative = path.relative(clientDir, dir).split(path.sep).join("/");
        pages.push([relative ? `/${relative}` : "/", absolute]);
      }
    }
  };
  walk(clientDir);
  return pages.sort(([a], [b]) => a.localeCompare(b));
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** The same-origin JS and CSS an HTML page names directly. */
function referencedByHtml(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    if (!href?.startsWith("/")) continue;
    if (rel === "modulepreload") js.add(href);
    if (rel === "stylesheet") css.add(href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, "src");
    if (src?.startsWith("/")) js.add(src);
  }
  // The inline module script (React Router's, as rewritten by src/server/site-render/finish-html.ts) names the
  // modules it preloads and imports once the page has painted: every one is part of the visit.
  for (const [, body] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of (body ?? "").matchAll(/["'](\/[^"']+\.js)["']/g)) {
      if (match[1]) js.add(match[1]);
    }
  }
  return { js: [...js], css: [...css] };
}

/** Static imports of a built chunk ("./x.js" or "/assets/x.js"), as URL paths. Dynamic import() is skipped. */
function staticImports(code: string, url: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
    const specifier = match[1];
    if (!specifier) continue;
    found.push(specifier.startsWith("/") ? specifier : path.posix.join(path.posix.dirname(url), specifier));
  }
  return found;
}

export function measureFirstVisits(clientDir: string): RouteWeight[] {
  const read = (url: string) => readFileSync(path.join(clientDir, url));
  /** The size of what is sent for `url` with the given precompressed variant, or of the file itself. */
  const sentBytes = (url: string, extension: ".gz" | ".br") => {
    const compressed = path.join(clientDir, url + extension);
    return statSync(existsSync(compressed) ? compressed : path.join(clientDir, url)).size;
  };

  return prerenderedPages(clientDir).map(([route, htmlFile]) => {
    const direct = referencedByHtml(readFileSync(htmlFile, "utf8"));
    const js = new Set<string>();
    const pending = [...direct.js];
    while (pending.length > 0) {
      const url = pending.pop() as string;
      if (js.has(url)) continue;
      js.add(url);
      pending.push(...staticImports(read(url).toString("utf8"), url));
    }
    const sum = (files: Iterable<string>, extension: ".gz" | ".br") =>
      [...files].reduce((total, url) => total + sentBytes(url, extension), 0);
    return {
      route,
      js: { files: [...js].sort(), gzipBytes: sum(js, ".gz"), brotliBytes: sum(js, ".br") },
      css: { files: direct.css.sort(), gzipBytes: sum(direct.css, ".gz"), brotliBytes: sum(direct.css, ".br") },
    };
  });
}

export function formatWeights(weights: RouteWeight[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  const width = Math.max(...weights.map((w) => w.route.length), 5);
  const listed = Object.keys(budgets.overTarget);
  const exceptions = listed.length > 0 ? ` (${listed.join(", ")}: ceiling ${kb(budgets.jsGzipBytes).trim()} KB)` : " on every page";
  const lines = [
    `${"route".padEnd(width)}  JS gzip KB (files)  JS br KB  CSS gzip KB  CSS br KB`,
    ...weights.map(
      (w) =>
        `${w.route.padEnd(width)}  ${kb(w.js.gzipBytes)} (${String(w.js.files.length).padStart(2)})      ${kb(w.js.brotliBytes)}       ${kb(w.css.gzipBytes)}     ${kb(w.css.brotliBytes)}`,
    ),
    `target: JS ${kb(budgets.jsTargetGzipBytes).trim()} KB${exceptions}, CSS ${kb(budgets.cssGzipBytes).trim()} KB gzip per first visit`,
  ];
  return lines.join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const clientDir = path.resolve(process.argv[2] ?? "build/client");
  if (!existsSync(clientDir)) throw new Error(`${clientDir} not found: run npm run build first`);
  console.log(formatWeights(measureFirstVisits(clientDir)));
}
