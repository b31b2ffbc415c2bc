import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyBaseLogger } from "fastify";
import { renderedPageFile, type SiteFile } from "../plugins/app/site-files.ts";
import type { PageRenderer } from "./page-renderer.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A cached list's current answer, as cached-json.ts holds it. */
interface ListBody {
  json: Buffer;
  etag: string;
}

interface DataPage {
  apiPaths: string[];
  /** The page as last rendered, for the data whose ETags make `key`. */
  rendered?: { key: string; file: SiteFile };
  /** The render under way, for the data whose ETags make `key`. */
  rendering?: { key: string; file: Promise<SiteFile> };
}

/**
 * The API paths a prerendered page preloads: `<link rel="preload" as="fetch" href="/api/...">`,
 * written by a data page's `links` (src/web/lib/preload-data.ts). They name the lists it shows.
 */
export function preloadedApiPaths(html: string): string[] {
  const paths: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="preload"/.test(tag) || !/\bas="fetch"/.test(tag)) continue;
    const href = /\bhref="(\/api\/[^"]+)"/.exec(tag)?.[1];
    if (href) paths.push(href);
  }
  return paths;
}

/**
 * Data pages with their rows in the HTML (docs/decisions/057-rows-in-the-html.md).
 *
 * A data page is prerendered at build time with its loading state. The first request for it after
 * one of its lists changed renders it again with the lists' current answers, so the rows paint from
 * the HTML; later requests get those bytes from memory, compressed, with their ETag, until a list's
 * ETag changes. Lists are cached for a few seconds (cached-json.ts), so a page costs a request no
 * more than a list does. If a list cannot be loaded or the render fails, the prerendered page is
 * sent: it loads its lists in the browser, as every data page did before.
 */
export function dataPages(options: {
  files: ReadonlyMap<string, SiteFile>;
  renderer: PageRenderer;
  listBody: (apiPath: string) => ListBody | Promise<ListBody>;
  log: FastifyBaseLogger;
}) {
  const pages = new Map<string, DataPage>();
  for (const [file, { body, contentType }] of options.files) {
    if (!file.endsWith("/index.html") || !contentType.startsWith("text/html")) continue;
    const apiPaths = preloadedApiPaths(body.toString("utf8"));
    if (apiPaths.length > 0) pages.set(file.slice(0, -"/index.html".length) || "/", { apiPaths });
  }

  const render = async (pathname: string, bodies: ListBody[], page: DataPage): Promise<SiteFile> => {
    // Parsed from the bytes the API sends rather than taken from the loaded rows: dates and other
    // values then reach the render exactly as the browser's hydration will see them.
    const values = Object.fromEntries(page.apiPaths.map((apiPath, index) => [apiPath, JSON.parse(bodies[index]!.json.toString("utf8"))]));
    const body = Buffer.from(await options.renderer.render(pathname, values), "utf8");
    // Brotli's quality 11, as the build uses, takes half a second on a busy machine for a 90 KB
    // page: the page is sent at quality 5 (about 10 ms, 10% larger) and the smaller bytes replace
    // them when ready. Both run on libuv's thread pool, not on the event loop.
    const brotliAt = (quality: number) =>
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    const [br, gzipped] = await Promise.all([brotliAt(5), gzipAsync(body, { level: 9 })]);
    const file = renderedPageFile(body, { br, gzip: gzipped });
    brotliAt(11).then(
      (smaller) => (file.br = smaller),
      () => undefined,
    );
    return file;
  };

  const current = (pathname: string, page: DataPage, bodies: ListBody[], prerendered: SiteFile): SiteFile | Promise<SiteFile> => {
    const key = bodies.map((body) => body.etag).join(" ");
    if (page.rendered?.key === key) return page.rendered.file;
    if (page.rendering?.key === key) return page.rendering.file;
    const file = render(pathname, bodies, page).catch((error: unknown) => {
      // Kept for this data, so a page that cannot render is not rendered again on every request.
      options.log.error({ err: error, page: pathname }, "could not render a data page; sending it without rows");
      return prerendered;
    });
    page.rendering = { key, file };
    void file.then((done) => {
      if (page.rendering?.key !== key) return;
      page.rendering = undefined;
      page.rendered = { key, file: done };
    });
    return file;
  };

  return {
    /**
     * What to send for `pathname`, whose prerendered page is `prerendered`. Answers at once, without
     * a promise, while the page's lists are cached and unchanged: the common case.
     */
    page(pathname: string, prerendered: SiteFile): SiteFile | Promise<SiteFile> {
      const page = pages.get(pathname);
      if (!page) return prerendered;
      const fallBack = (error: unknown) => {
        options.log.error({ err: error, page: pathname }, "could not load a data page's lists; sending it without rows");
        return prerendered;
      };
      try {
        const bodies = page.apiPaths.map((apiPath) => options.listBody(apiPath));
        if (bodies.every((body): body is ListBody => !(body instanceof Promise))) return current(pathname, page, bodies, prerendered);
        return Promise.all(bodies).then((loaded) => current(pathname, page, loaded, prerendered), fallBack);
      } catch (error) {
        return fallBack(error);
      }
    },
  };
}
