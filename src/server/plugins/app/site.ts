import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { langOfPath, pathInLang, pathWithoutLang } from "#shared/lang.ts";
import { cookieChoosesBangla } from "#shared/language-cookie.ts";
import { canonicalPath, notFoundPath, paths, redirectTarget } from "#shared/routes.ts";
import { consoleBasePath, isConsolePagePath } from "#shared/console/paths.ts";
import { etagMatches } from "./etag.ts";
import { chooseEncoding, type SiteFile } from "./site-files.ts";
import { newNonce, type SiteBuild } from "../../site-render/site-build.ts";
import { eventOgImage } from "../../og-card/index.ts";

export interface SiteOptions {
  files: Map<string, SiteFile>;
  /** The organiser console's shell and assets, under /organiser (site-files.ts loadConsoleFiles). */
  consoleFiles?: Map<string, SiteFile>;
  /** The pages the server renders with their lists (site-render/data-pages.ts). */
  dataPages?: {
    has(pathname: string): boolean;
    page(pathname: string): Promise<SiteFile>;
    /** The current answers of public lists, for the data requests of navigations. */
    readLists(apiPaths: readonly string[]): Promise<Record<string, unknown>>;
    /** An event's page: rendered, a redirect to its current slug, or undefined for no visible event. */
    eventPage(pathname: string): Promise<{ file: SiteFile } | { redirect: string } | undefined>;
  };
  /**
   * The site's server build, which answers the data requests of navigations inside the app
   * (`/events.data`: a data page's loader data).
   */
  build?: SiteBuild;
}

/** Where React Router's lazy route discovery asks for routes. */
const manifestPath = "/__manifest";

/**
 * Serves the site: each prerendered route's HTML, hashed assets and public files, all from memory;
 * data pages rendered with their rows (site-render/data-pages.ts) and their navigations' data
 * requests. Unknown paths get the prerendered 404 page with status 404.
 */
export default fp(
  async function site(app: FastifyInstance, options: SiteOptions) {
    const { files } = options;
    if (files.size === 0) app.log.warn("no built site found; run `npm run build`");

    const htmlFor = (pathname: string): SiteFile | undefined =>
      files.get(pathname === "/" ? "/index.html" : `${pathname}/index.html`);

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = decodePathname(request.url);
      if (pathname === undefined) return sendNotFound(request, reply);
      if (pathname === "/api" || pathname.startsWith("/api/")) return reply.callNotFound();

      if (isConsolePagePath(pathname)) return sendConsole(request, reply, pathname);

      // The English home page answers by the language cookie: a visitor who chose Bangla
      // with the language switch goes to /bn. Only `/` exactly, so every other address (and any
      // deep link a crawler follows, without cookies) is the page it names.
      if (pathname === paths.home) {
        reply.header("vary", "Accept-Encoding, Cookie");
        if (cookieChoosesBangla(request.headers.cookie)) {
          return reply.header("cache-control", "no-cache").redirect(pathInLang(paths.home, "bn") + queryOf(request.url), 302);
        }
      }

      const redirect = redirectTarget(pathWithoutLang(pathname));
      if (redirect) return reply.redirect(pathInLang(redirect, langOfPath(pathname)), 301);

      const asset = files.get(pathname);
      if (asset && !pathname.endsWith(".html")) return send(request, reply, asset, 200);
      if (pathname === "/favicon.ico") return sendFavicon(request, reply);

      const canonical = canonicalPath(pathname);
      const page = pathWithoutLang(canonical) === notFoundPath ? undefined : htmlFor(canonical);
      const dataPage = !page && options.dataPages?.has(canonical);
      if (page || dataPage) {
        if (canonical !== pathname) return reply.redirect(canonical + queryOf(request.url), 301);
        return send(request, reply, page ?? (await options.dataPages!.page(canonical)), 200);
      }
      if (options.dataPages && pathWithoutLang(canonical).startsWith(`${paths.events}/`)) {
        const event = await options.dataPages.eventPage(canonical);
        if (event && "redirect" in event) return reply.redirect(event.redirect + queryOf(request.url), 301);
        if (event) {
          if (canonical !== pathname) return reply.redirect(canonical + queryOf(request.url), 301);
          return send(request, reply, event.file, 200);
        }
      }
      if (pathname.endsWith(".data") && options.build) return sendData(request, reply);
      if (pathname === manifestPath && options.build) return sendManifest(request, reply);
      return sendNotFound(request, reply);
    };

    /**
     * A navigation's data request, answered by React Router (its turbo-stream of the page's loader
     * data), streamed. Only the path and its route list reach the render, as for a page.
     */
    const sendData = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, "http://localhost");
      const routes = url.searchParams.get("_routes");
      const target = new URL(url.pathname, "http://localhost");
      if (routes !== null) target.searchParams.set("_routes", routes);
      const readLists = options.dataPages?.readLists ?? (async () => ({}));
      const response = await options.build!.handle(new Request(target), { nonce: newNonce(), readLists, eventOgImage });
      reply.code(response.status).header("cache-control", "no-cache");
      for (const name of ["content-type", "x-remix-response"]) {
        const value = response.headers.get(name);
        if (value !== null) reply.header(name, value);
      }
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0]));
    };

    /** The site's 404 page, in the language of the path asked for. */
    /**
     * The routes a page's links lead to (React Router's lazy route discovery): the
     * first page carries only its own routes, and the browser asks here for those of the links it
     * shows. The answer depends only on the build's version and the paths asked, so any cache may keep it.
     */
    const sendManifest = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, "http://localhost");
      const target = new URL(manifestPath, "http://localhost");
      // React Router's client asks with `paths` (comma-separated) and `version` (fetchAndApplyManifestPatches).
      for (const name of ["paths", "version"]) for (const value of url.searchParams.getAll(name)) target.searchParams.append(name, value);
      const response = await options.build!.handle(new Request(target), { nonce: newNonce(), readLists: async () => ({}), eventOgImage });
      reply.code(response.status);
      // Only the routes themselves are kept: a 204 (another build's version: reload the document) is not.
      if (response.status === 200) reply.header("cache-control", "public, max-age=31536000, immutable");
      for (const name of ["content-type", "x-remix-reload-document"]) {
        const value = response.headers.get(name);
        if (value !== null) reply.header(name, value);
      }
      return reply.send(Buffer.from(await response.arrayBuffer()));
    };

    const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
      const asked = decodePathname(request.url);
      const page = htmlFor(pathInLang(notFoundPath, asked === undefined ? "en" : langOfPath(asked))) ?? htmlFor(notFoundPath);
      if (!page) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
      return send(request, reply, { ...page, cacheControl: "no-cache" }, 404);
    };

    /**
     * Every console path gets the console's shell, whose router shows the page or its own "not
     * found"; never indexed, never cached by a shared cache.
     */
    const consoleShell = options.consoleFiles?.get(`${consoleBasePath}/index.html`);
    const sendConsole = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      const asset = options.consoleFiles?.get(pathname);
      if (asset && !pathname.endsWith(".html")) return send(request, reply, asset, 200);
      if (pathname.startsWith(`${consoleBasePath}/assets/`)) return sendNotFound(request, reply);
      reply.header("x-robots-tag", "noindex, nofollow");
      if (!consoleShell) {
        return reply.code(503).type("text/plain; charset=utf-8").header("cache-control", "no-store").send("The organiser console is not built: run npm run build.");
      }
      return send(request, reply, { ...consoleShell, cacheControl: "no-cache" }, 200);
    };

    /**
     * Browsers ask for /favicon.ico on their own for a document that names no icon: an uploaded file
     * the console opens in a tab, say. That file is sandboxed (an opaque origin), so the site's
     * same-origin resource policy blocked the answer and Chromium logged a NotSameOrigin error on
     * every open. The icon is public: it is sent to any origin, and not counted as a missing page.
     */
    const favicon = files.get("/favicon.svg");
    const sendFavicon = (request: FastifyRequest, reply: FastifyReply) => {
      if (!favicon) return sendNotFound(request, reply);
      reply.header("cross-origin-resource-policy", "cross-origin");
      return send(request, reply, favicon, 200);
    };

    app.get("/*", handler);
    app.decorate("sendSiteNotFound", sendNotFound);
  },
  { name: "site" },
);

declare module "fastify" {
  interface FastifyInstance {
    sendSiteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  }
}

function send(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status: number) {
  reply.code(status).header("content-type", file.contentType).header("cache-control", file.cacheControl);
  // A page replaces the strict policy every response starts with by its own (security-headers.ts),
  // before the 304 check: a revalidated page keeps the policy of the bytes the browser holds.
  if (file.contentSecurityPolicy) reply.header("content-security-policy", file.contentSecurityPolicy);
  // Home also varies by the language cookie (set in the handler).
  if (!reply.hasHeader("vary")) reply.header("vary", "Accept-Encoding");
  if (status === 200) {
    reply.header("etag", file.etag);
    if (etagMatches(request.headers["if-none-match"], file.etag)) return reply.code(304).send();
  }
  const encoding = chooseEncoding(file, request.headers["accept-encoding"]);
  if (encoding) {
    reply.header("content-encoding", encoding);
    return reply.send(encoding === "br" ? file.br : file.gzip);
  }
  return reply.send(file.body);
}

function decodePathname(url: string): string | undefined {
  const raw = url.split("?", 1)[0] ?? "/";
  try {
    const decoded = decodeURIComponent(raw);
    // Dot segments, NUL bytes and backslashes never name a file we serve.
    if (decoded.includes("\0") || decoded.includes("\\") || /(^|\/)\.\.?(\/|$)/.test(decoded)) return undefined;
    return decoded;
  } catch {
    return undefined;
  }
}

function queryOf(url: string): string {
  const index = url.indexOf("?");
  return index === -1 ? "" : url.slice(index);
}
