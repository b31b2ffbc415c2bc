import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { strongEtag } from "./etag.ts";
import { pageContentSecurityPolicy } from "./security-headers.ts";
import { consoleBasePath } from "#shared/console/paths.ts";
import { doorServiceWorkerFile } from "#shared/console/door-offline.ts";

/** One file of the built site, held in memory with its precompressed variants. */
export interface SiteFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** HTML only: the page's own policy, allowing its inline scripts by their nonce. */
  contentSecurityPolicy?: string;
}

const htmlContentType = "text/html; charset=utf-8";

const contentTypes: Record<string, string> = {
  ".html": htmlContentType,
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
};

/** The door's service worker runs under its script's own policy: it fetches from this origin, and nothing else. */
export const serviceWorkerContentSecurityPolicy = "default-src 'none';connect-src 'self';script-src 'self';frame-ancestors 'none';base-uri 'none';form-action 'none'";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const ONE_DAY = "public, max-age=86400";

/**
 * Reads the whole built site into memory. It is a few hundred kilobytes, and serving from memory
 * with precompressed bodies is several times faster than reading files per request. Its pages'
 * inline scripts carry the nonce the build drew (`staticPageNonce`, entry.server.tsx), which their
 * policy allows; without it (no server build, or the console, whose page has no inline script)
 * a page may run only the site's own script files.
 */
export function loadSiteFiles(siteDir: string, urlPrefix = "", staticPageNonce?: string): Map<string, SiteFile> {
  // The console's pages may compile the door's QR decoder; the site's never.
  const pagePolicy = pageContentSecurityPolicy(staticPageNonce, { webAssembly: urlPrefix === consoleBasePath });
  const files = new Map<string, SiteFile>();
  if (!existsSync(siteDir)) return files;
  for (const absolute of walk(siteDir)) {
    if (absolute.endsWith(".br") || absolute.endsWith(".gz")) continue;
    const relativePath = "/" + path.relative(siteDir, absolute).split(path.sep).join("/");
    const urlPath = urlPrefix + relativePath;
    const body = readFileSync(absolute);
    const ext = path.extname(absolute).toLowerCase();
    const file: SiteFile = {
      body,
      contentType: contentTypes[ext] ?? "application/octet-stream",
      etag: strongEtag(body),
      cacheControl: relativePath.startsWith("/assets/") ? IMMUTABLE : ext === ".html" ? REVALIDATE : ONE_DAY,
    };
    if (ext === ".html") file.contentSecurityPolicy = pagePolicy;
    if (urlPrefix === consoleBasePath && relativePath === `/${doorServiceWorkerFile}`) {
      // The door's service worker: checked at every visit, and allowed to fetch what it keeps.
      file.cacheControl = "no-cache";
      file.contentSecurityPolicy = serviceWorkerContentSecurityPolicy;
    }
    if (existsSync(`${absolute}.br`)) file.br = readFileSync(`${absolute}.br`);
    if (existsSync(`${absolute}.gz`)) file.gzip = readFileSync(`${absolute}.gz`);
    files.set(urlPath, file);
  }
  return files;
}

/**
 * The organiser console's build (build/console): its one HTML shell, sent for
 * every /organiser path, and its assets under /organiser/assets/.
 */
export function loadConsoleFiles(consoleDir: string): Map<string, SiteFile> {
  return loadSiteFiles(consoleDir, consoleBasePath);
}

/** A page rendered by the server (site-render/), with the headers a built page has and its render's nonce in its policy. */
export function renderedPageFile(body: Buffer, compressed: { br: Buffer; gzip: Buffer }, nonce: string): SiteFile {
  return {
    body,
    ...compressed,
    contentType: htmlContentType,
    etag: strongEtag(body),
    cacheControl: REVALIDATE,
    contentSecurityPolicy: pageContentSecurityPolicy(nonce),
  };
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const absolute = path.join(dir, name);
    if (statSync(absolute).isDirectory()) yield* walk(absolute);
    else yield absolute;
  }
}

/** Picks the best encoding the client accepts among those we have. */
export function chooseEncoding(file: SiteFile, acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  if (file.br && /\bbr\b/.test(acceptEncoding)) return "br";
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
}
