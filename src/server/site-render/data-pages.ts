import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyBaseLogger } from "fastify";
import type { ClubEvent } from "../../shared/api/events.ts";
import { apiPaths } from "../../shared/api/paths.ts";
import { listsOfPage } from "../../shared/data-pages.ts";
import { langOfPath, pathInLang, pathWithoutLang } from "../../shared/lang.ts";
import { eventIdPartFromSlug, eventNamedBySlug, eventPath } from "#features/events/slug.ts";
import { paths } from "../../shared/routes.ts";
import { renderedPageFile, type SiteFile } from "../plugins/app/site-files.ts";
import { renderPage, type SiteBuild } from "./site-build.ts";

const brotli = promisify(brotliCompress);

/** The lists an event's page shows: the events and their categories with seats (the loader's, page-loaders.server.ts). */
const eventPageLists = [apiPaths.events, apiPaths.eventCategoriesByEvent] as const;
const gzipAsync = promisify(gzip);

/** A cached list's current answer, as cached-json.ts holds it. */
interface ListBody {
  json: Buffer;
  etag: string;
}

interface DataPage {
  /** The page as last rendered, for the lists whose ETags make `key`. */
  rendered?: { key: string; file: SiteFile };
  /** The render under way, for the lists whose ETags make `key`. */
  rendering?: { key: string; file: Promise<SiteFile> };
}

/** Compresses a rendered page as the build compresses a prerendered one, and gives it the headers a page has. */
export async function compressedPage(html: Buffer, nonce: string): Promise<SiteFile> {
  // Brotli's quality 11, as the build uses, takes half a second on a busy machine for a 90 KB page:
  // quality 5 (about 10 ms, 10% larger) now, on libuv's thread pool, not on the event loop.
  const [br, gzipped] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gzipAsync(html, { level: 9 }),
  ]);
  return renderedPageFile(html, { br, gzip: gzipped }, nonce);
}

/**
 * Data pages with their rows in the HTML.
 *
 * A data page (shared/data-pages.ts) is rendered by React Router with the current answers of its
 * lists, which its loader reads through the load context. The first request after one of its lists
 * changed renders it again; later requests get those bytes from memory, compressed, with their
 * ETag and the render's nonce, until a list's ETag changes. Lists are cached for a few seconds
 * (cached-json.ts), so a page costs a request no more than a list does. A list that cannot be read
 * now is left out of the render, which is then not kept: the page loads that list in the browser.
 * With `rows: false` pages are rendered without their lists (they load them in the browser).
 */
export function dataPages(options: {
  build: SiteBuild;
  listBody: (apiPath: string) => ListBody | Promise<ListBody>;
  rows: boolean;
  log: FastifyBaseLogger;
}) {
  const pages = new Map<string, DataPage>();

  const readable = async (apiPath: string): Promise<ListBody | undefined> => {
    try {
      return await options.listBody(apiPath);
    } catch (error) {
      options.log.warn({ err: error, list: apiPath }, "a data page is rendered without a list it cannot read");
      return undefined;
    }
  };

  /**
   * The lists' answers, by API path, parsed from the bytes the API sends rather than taken from the
   * loaded rows: dates and other values then reach the render exactly as a browser's request for
   * the list would see them. Lists without a body are left out.
   */
  const answersOf = (lists: readonly string[], bodies: (ListBody | undefined)[]) => {
    const answers = new Map<string, unknown>();
    lists.forEach((apiPath, index) => {
      const body = bodies[index];
      if (body) answers.set(apiPath, JSON.parse(body.json.toString("utf8")));
    });
    return async (asked: readonly string[]) => Object.fromEntries(asked.filter((apiPath) => answers.has(apiPath)).map((apiPath) => [apiPath, answers.get(apiPath)]));
  };

  const render = async (pathname: string, lists: readonly string[], bodies: (ListBody | undefined)[]): Promise<SiteFile> => {
    const readLists = answersOf(lists, bodies);
    const page = await renderPage(options.build, pathname, { readLists });
    if (page.status !== 200) throw new Error(`rendering ${pathname} gave status ${page.status}`);
    const file = await compressedPage(page.html, page.nonce);
    // The smaller bytes of the build's quality replace them when ready.
    brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length } }).then(
      (smaller) => (file.br = smaller),
      () => undefined,
    );
    return file;
  };

  /** The events list as last parsed, for finding an event page's event. */
  let events: { etag: string; list: ClubEvent[] } | undefined;

  /** The page at `pathname` rendered with `lists`: from memory while their answers are unchanged. */
  const pageWith = async (pathname: string, lists: readonly string[]): Promise<SiteFile> => {
    const bodies = await Promise.all(lists.map(readable));
    if (bodies.some((body) => body === undefined)) return render(pathname, lists, bodies);
    const key = bodies.map((body) => body!.etag).join(" ");
    let page = pages.get(pathname);
    if (!page) pages.set(pathname, (page = {}));
    if (page.rendered?.key === key) return page.rendered.file;
    if (page.rendering?.key === key) return page.rendering.file;
    const file = render(pathname, lists, bodies);
    const rendering = { key, file };
    page.rendering = rendering;
    const settled = page;
    file.then(
      (done) => {
        if (settled.rendering === rendering) settled.rendering = undefined;
        settled.rendered = { key, file: done };
      },
      () => {
        if (settled.rendering === rendering) settled.rendering = undefined;
      },
    );
    return file;
  };

  return {
    /** True for a page the server renders with its lists. */
    has: (pathname: string): boolean => listsOfPage(pathname) !== undefined,

    /** The current answers of `lists` (those that can be read now), for a navigation's data request. */
    async readLists(lists: readonly string[]): Promise<Record<string, unknown>> {
      if (!options.rows) return {};
      return answersOf(lists, await Promise.all(lists.map(readable)))(lists);
    },

    /** The page at `pathname` with its lists' current rows: from memory while they are unchanged. */
    page: (pathname: string): Promise<SiteFile> => pageWith(pathname, options.rows ? (listsOfPage(pathname) ?? []) : []),

    /**
     * An event's page, /events/{slug}: the visible event the slug's id part names,
     * rendered with the events list (kept like a data page until the list changes); a redirect to
     * its current slug when the slug's words are out of date; undefined (the site's 404) for a slug
     * that names no visible event, or while the list cannot be read.
     */
    async eventPage(pathname: string): Promise<{ file: SiteFile } | { redirect: string } | undefined> {
      const lang = langOfPath(pathname);
      const slug = pathWithoutLang(pathname).slice(paths.events.length + 1);
      // Not an event slug (a ticket's path, say): no list is read.
      if (!eventIdPartFromSlug(slug) || slug.includes("/")) return undefined;
      const body = await readable(apiPaths.events);
      if (!body) return undefined;
      if (events?.etag !== body.etag) events = { etag: body.etag, list: JSON.parse(body.json.toString("utf8")) as ClubEvent[] };
      const found = eventNamedBySlug(slug, events.list);
      if (!found) return undefined;
      if (!found.canonical) return { redirect: pathInLang(eventPath(found.event), lang) };
      // Rendered with the events list and the events' categories whatever `rows` says:
      // the page has nothing to show without them.
      return { file: await pageWith(pathname, eventPageLists) };
    },
  };
}
