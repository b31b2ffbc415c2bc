// What a first visit to each route downloads: the JavaScript and CSS its HTML loads (module
// scripts, modulepreload links, stylesheets, the inlined stylesheet) plus every chunk those import
// statically, in the bytes the server sends a client that accepts gzip: the build's precompressed
// .gz file (scripts/precompress.mjs), or the file itself where none was written. Brotli, which
// browsers get, is printed beside it. The prerendered pages are read from build/client; the pages
// the server renders (data pages, a member card, a ticket) are rendered by the site's server build
// (build/server), without data: the code a page loads does not depend on its rows. Every page is
// measured in both languages: English and its Bangla twin under /bn, printed side by side.
// Used by src/build-budget.test.ts; run directly to print:
//   npx tsx scripts/bundle-budget.ts [build/client] [build/server]
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { dataPageLists } from "../src/shared/data-pages.ts";
import { memberCardPath } from "../src/shared/member-card-path.ts";
import type { ClubEvent } from "../src/shared/api/events.ts";
import { apiPaths } from "../src/shared/api/paths.ts";
import { eventPath } from "#features/events/slug.ts";
import { ticketPathPrefix } from "../src/shared/ticket-paths.ts";
import { langOfPath, langs, pathInLang, pathWithoutLang } from "../src/shared/lang.ts";

/**
 * The target is 120 KB of JS per first visit (gzip, as sent), in both languages. The
 * framework chunk (React, React DOM, React Router) is about 104 KB and the site's frame beside it
 * about 8 KB (decision 148). `overTarget` is where a page allowed above the target would be listed, with its
 * reason, held under the `jsGzipBytes` ceiling; it is empty, and the ceiling is the target (decision 056).
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

/** An event for the event page's render (decision 126): upcoming, open, so its card has the registration button. */
const sampleEvent: ClubEvent = {
  id: "0badc0de-0000-4000-8000-000000000000",
  kind: "event",
  title: "Sample event",
  titleBn: null,
  description: "What the event is about.",
  descriptionBn: null,
  location: "Science building",
  locationBn: null,
  startsAt: "2999-01-01T04:00:00.000Z",
  endsAt: null,
  ended: false,
  seatsLeft: 10,
  registrationDeadline: "2998-12-31T12:00:00.000Z",
  registrationClosed: false,
  waitlist: false,
  coverImageUrl: null,
  photosUrl: null,
  googleFormMode: null,
  googleFormUrl: null,
  hasRegistrationForms: true,
};

/**
 * The pages the server renders, as the paths to render: each data page, a member card, a ticket and
 * an event's page, in both languages (the Bangla twin of each under /bn; the prerendered
 * pages of build/client already hold both).
 */
export const renderedPagePaths = langs.flatMap((lang) =>
  [...Object.keys(dataPageLists), memberCardPath("card"), `${ticketPathPrefix}ticket`, eventPath(sampleEvent)].map((route) => pathInLang(route, lang)),
);

/** Every page the server renders, as [URL path, HTML], rendered by the site's server build without data. */
async function renderedPages(serverBuildDir: string): Promise<[string, string][]> {
  const [{ createRequestHandler }, build] = await Promise.all([
    import("react-router"),
    import(pathToFileURL(path.join(serverBuildDir, "index.js")).href) as Promise<ServerBuild>,
  ]);
  const handle = createRequestHandler(build, "production");
  // The events list holds the sample event alone: an event's page has nothing to show without it.
  const readLists = async (lists: readonly string[]) => (lists.includes(apiPaths.events) ? { [apiPaths.events]: [sampleEvent] } : {});
  // A personal page renders only with what its server route read (its loader answers 404 without):
  // here with nothing, which weighs the page's own code all the same.
  const context = { nonce: "bundle-budget", readLists, personal: {} };
  return Promise.all(
    renderedPagePaths.map(async (route): Promise<[string, string]> => {
      const response = await handle(new Request(new URL(route, "http://localhost")), context);
      if (response.status !== 200) throw new Error(`rendering ${route} gave status ${response.status}`);
      return [route, await response.text()];
    }),
  );
}

/** Every prerendered page of the build, as [URL path, HTML]. */
function prerenderedPages(clientDir: string): [string, string][] {
  const pages: [string, string][] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const absolute = path.join(dir, name);
      if (statSync(absolute).isDirectory()) {
        if (name !== "assets") walk(absolute);
      } else if (name === "index.html") {
        const relative = path.relative(clientDir, dir).split(path.sep).join("/");
        pages.push([relative ? `/${relative}` : "/", readFileSync(absolute, "utf8")]);
      }
    }
  };
  walk(clientDir);
  return pages;
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** The stylesheets inlined in an HTML page, as one text. */
const inlinedStyles = (html: string) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "").join("");

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
  // React Router's inline module script names the modules it imports: every one is part of the visit.
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

export async function measureFirstVisits(clientDir: string, serverBuildDir = path.join(clientDir, "..", "server")): Promise<RouteWeight[]> {
  const read = (url: string) => readFileSync(path.join(clientDir, url));
  /** The size of what is sent for `url` with the given precompressed variant, or of the file itself. */
  const sentBytes = (url: string, extension: ".gz" | ".br") => {
    const compressed = path.join(clientDir, url + extension);
    return statSync(existsSync(compressed) ? compressed : path.join(clientDir, url)).size;
  };

  const pages = [...prerenderedPages(clientDir), ...(await renderedPages(serverBuildDir))].sort(([a], [b]) => a.localeCompare(b));
  return pages.map(([route, html]) => {
    const direct = referencedByHtml(html);
    const inlined = Buffer.from(inlinedStyles(html), "utf8");
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
      css: {
        files: direct.css.sort(),
        gzipBytes: sum(direct.css, ".gz") + (inlined.length > 0 ? gzipSync(inlined, { level: 9 }).length : 0),
        brotliBytes: sum(direct.css, ".br") + (inlined.length > 0 ? brotliCompressSync(inlined).length : 0),
      },
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
    "",
    formatLanguages(weights),
  ];
  return lines.join("\n");
}

/**
 * Each page's JS in both languages side by side: English, its Bangla twin under /bn and
 * the difference, gzip KB. A page measured in one language only is marked "-" in the other.
 */
export function formatLanguages(weights: RouteWeight[]): string {
  const kb = (bytes: number | undefined) => (bytes === undefined ? "-" : (bytes / 1024).toFixed(1)).padStart(7);
  const byPage = new Map<string, { en?: number; bn?: number }>();
  for (const weight of weights) {
    const page = pathWithoutLang(weight.route);
    byPage.set(page, { ...byPage.get(page), [langOfPath(weight.route)]: weight.js.gzipBytes });
  }
  const pages = [...byPage.keys()].sort((a, b) => a.localeCompare(b));
  const width = Math.max(...pages.map((page) => page.length), 4);
  return [
    `${"page".padEnd(width)}  JS gzip KB: English   Bangla  Bangla-English`,
    ...pages.map((page) => {
      const { en, bn } = byPage.get(page) ?? {};
      const difference = en === undefined || bn === undefined ? undefined : bn - en;
      const signed = difference === undefined ? "-".padStart(7) : `${difference >= 0 ? "+" : "-"}${(Math.abs(difference) / 1024).toFixed(1)}`.padStart(7);
      return `${page.padEnd(width)}             ${kb(en)}  ${kb(bn)}  ${signed}`;
    }),
  ].join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const clientDir = path.resolve(process.argv[2] ?? "build/client");
  const serverBuildDir = path.resolve(process.argv[3] ?? path.join(clientDir, "..", "server"));
  if (!existsSync(clientDir) || !existsSync(serverBuildDir)) throw new Error(`${clientDir} or ${serverBuildDir} not found: run npm run build first`);
  console.log(formatWeights(await measureFirstVisits(clientDir, serverBuildDir)));
}
