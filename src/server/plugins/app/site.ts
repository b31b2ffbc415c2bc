import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { langOfPath, pathInLang, pathWithoutLang } from "#shared/lang.ts";
import { cookieChoosesBangla } from "#shared/language-cookie.ts";
import { canonicalPath, notFoundPath, paths } from "#shared/routes.ts";
import { consoleBasePath, isConsolePagePath } from "#shared/console/paths.ts";
import { etagMatches } from "./etag.ts";
import { chooseEncoding, type SiteFile } from "./site-files.ts";
import type { RenderedPages } from "../../site-render/rendered-pages.ts";

export interface SiteOptions {
  files: Map<string, SiteFile>;
  /** The organiser console's shell and assets, under /organiser (site-files.ts loadConsoleFiles). */
  consoleFiles?: Map<string, SiteFile>;
  /**
   * The pages React Router renders, kept in memory while their lists are unchanged, and its answers
   * to navigations' data requests and route discovery (site-render/rendered-pages.ts). Without a site
   * build there are none: every path that is not a file gets the 404 page.
   */
  pages?: RenderedPages;
}

/** Where React Router's lazy route discovery asks for routes. */
const manifestPath = "/__manifest";

/**
 * Serves the site. Fastify's part is files: hashed assets, public files, the prerendered pages
 * (each route's HTML the build wrote) and the favicon, all from memory, and the organiser console's
 * shell. Every other GET outside /api goes to one page handler, which asks React Router: its routes
 * and loaders say which page answers (a data page with its rows, an event's page, a redirect of an
 * old address or slug, the 404 page), and a memory of rendered pages stands in front of it.
 */
export default fp(
  async function site(app: FastifyInstance, options: SiteOptions) {
    const { files, pages } = options;
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
      // deep link a crawler follows, without cookies) is the page it names. Decided here, so the
      // cookie never reaches React Router or a page kept for others.
      if (pathname === paths.home) {
        reply.header("vary", "Accept-Encoding, Cookie");
        if (cookieChoosesBangla(request.headers.cookie)) {
          return reply.header("cache-control", "no-cache").redirect(pathInLang(paths.home, "bn") + queryOf(request.url), 302);
        }
      }

      const asset = files.get(pathname);
      if (asset && !pathname.endsWith(".html")) return send(request, reply, asset, 200);
      if (pathname === "/favicon.ico") return sendFavicon(request, reply);

      // A prerendered page is a file; at an address with a trailing slash it is redirected to its own.
      const canonical = canonicalPath(pathname);
      const prerendered = pathWithoutLang(canonical) === notFoundPath ? undefined : htmlFor(canonical);
      if (prerendered) {
        if (canonical !== pathname) return reply.redirect(canonical + queryOf(request.url), 301);
        return send(request, reply, prerendered, 200);
      }
      return sendPage(request, reply, pathname);
    };

    /**
     * The page handler: every GET that is no file, answered by React Router. A page it renders is
     * sent from memory while its lists are unchanged; a page found at an address with a trailing
     * slash is redirected to its own, as a prerendered one is; a redirect keeps the visitor's query,
     * which never reaches the render; a path no page answers gets the prerendered 404 page.
     */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      if (!pages) return sendNotFound(request, reply);
      if (pathname.endsWith(".data")) return sendData(request, reply, pages);
      if (pathname === manifestPath) return sendManifest(request, reply, pages);
      const canonical = canonicalPath(pathname);
      const answer = await pages.page(canonical);
      if ("redirect" in answer) return reply.redirect(answer.redirect + queryOf(request.url), answer.status);
      if ("notFound" in answer) return sendNotFound(request, reply);
      if (canonical !== pathname) return reply.redirect(canonical + queryOf(request.url), 301);
      return send(request, reply, answer.file, 200);
    };

    /**
     * A navigation's data request, answered by React Router (its turbo-stream of the page's loader
     * data), streamed. Only the path and its route list reach the render, as for a page.
     */
    const sendData = async (request: FastifyRequest, reply: FastifyReply, pages: RenderedPages) => {
      // Appended, not resolved: "//x.data" is a path here, not a host.
      const url = new URL(`http://localhost${request.url}`);
      const routes = url.searchParams.get("_routes");
      const target = new URL("http://localhost");
      target.pathname = url.pathname;
      if (routes !== null) target.searchParams.set("_routes", routes);
      const response = await pages.respond(new Request(target));
      reply.code(response.status).header("cache-control", "no-cache");
      for (const name of ["content-type", "x-remix-response"]) {
        const value = response.headers.get(name);
        if (value !== null) reply.header(name, value);
      }
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0]));
    };

    /**
     * The routes a page's links lead to (React Router's lazy route discovery): the
     * first page carries only its own routes, and the browser asks here for those of the links it
     * shows. The answer depends only on the build's version and the paths asked, so any cache may keep it.
     */
    const sendManifest = async (request: FastifyRequest, reply: FastifyReply, pages: RenderedPages) => {
      const url = new URL(`http://localhost${request.url}`);
      const target = new URL(manifestPath, "http://localhost");
      // React Router's client asks with `paths` (comma-separated) and `version` (fetchAndApplyManifestPatches).
      for (const name of ["paths", "version"]) for (const value of url.searchParams.getAll(name)) target.searchParams.append(name, value);
      const response = await pages.respond(new Request(target));
      reply.code(response.status);
      // Only the routes themselves are kept: a 204 (another build's version: reload the document) is not.
      if (response.status === 200) reply.header("cache-control", "public, max-age=31536000, immutable");
      for (const name of ["content-type", "x-remix-reload-document"]) {
        const value = response.headers.get(name);
        if (value !== null) reply.header(name, value);
      }
      return reply.send(Buffer.from(await response.arrayBuffer()));
    };

    /** The site's 404 page, in the language of the path asked for. */
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
