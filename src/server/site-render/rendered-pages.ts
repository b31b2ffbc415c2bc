import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyBaseLogger } from "fastify";
import type { PageLoadContext } from "../../shared/page-load-context.ts";
import { renderedPageFile, type SiteFile } from "../plugins/app/site-files.ts";
import { eventOgImage } from "#features/events/cards/og-image.server.ts";
import { newNonce, type SiteBuild } from "./site-build.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A cached list's current answer, as cached-json.ts holds it. */
interface ListBody {
  json: Buffer;
  etag: string;
}

/** What React Router answered for a page's path. */
export type PageAnswer = { file: SiteFile } | { redirect: string; status: number } | { notFound: true };

/** A page as last rendered, with the ETags of the lists its loaders read (by API path). */
interface KeptPage {
  lists: Map<string, string>;
  file: SiteFile;
  /** Set once its brotli bytes are being made again at the build's quality (`shrink`). */
  shrinking?: true;
}

/** Compresses a rendered page as the build compresses a prerendered one, and gives it the headers a page has. */
export async function compressedPage(html: Buffer, nonce: string): Promise<SiteFile> {
  // Brotli's quality 11, as the build uses, takes half a second on a busy machine for a 90 KB page:
  // quality 5 (about 10 ms, 10% larger) now, on libuv's thread pool, not on the event loop; a kept
  // page asked for again gets quality 11 then (renderedPages' `shrink`).
  const [br, gzipped] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gzipAsync(html, { level: 9 }),
  ]);
  return renderedPageFile(html, { br, gzip: gzipped }, nonce);
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * A request for the (decoded) path alone. Set as the URL's path, so a "?" or "#" in it stays part
 * of the path and a leading "//" names no host: "/team%3Fx" is no page, not the team page.
 */
function requestFor(pathname: string): Request {
  const url = new URL("http://localhost");
  url.pathname = pathname;
  return new Request(url);
}

/**
 * The pages React Router renders on the server, with a memory in front of it.
 *
 * Every page that is not a prerendered file is React Router's to answer: its routes say which page
 * a path is, and its loaders read the lists the page shows (an event's page finds its event, sends
 * an outdated slug to the current one, answers 404 for none). A page that rendered with status 200
 * is kept in memory with the ETags of the lists its loaders read; later requests get those bytes,
 * compressed, with their ETag and the render's nonce, until one of those lists' ETags changes, and
 * the first request after that renders it again (requests meanwhile share that render). Lists are
 * cached for a few seconds (cached-json.ts), so a page costs a request no more than a list does.
 * A list that cannot be read now is left out of the render, which is then not kept: the page loads
 * that list in the browser. Redirects and 404s are not kept. With `rows: false` data pages are
 * rendered without their lists (they load them in the browser); an event's page still reads its own.
 *
 * Only the path (and for a navigation's data request its `_routes`, for route discovery `paths` and
 * `version`) reaches React Router: nothing of the visitor's request (cookies, headers, other query)
 * enters a page that may be kept for others.
 */
export function renderedPages(options: {
  build: SiteBuild;
  listBody: (apiPath: string) => ListBody | Promise<ListBody>;
  rows: boolean;
  log: FastifyBaseLogger;
}) {
  const kept = new Map<string, KeptPage>();
  const rendering = new Map<string, Promise<PageAnswer>>();

  const readable = async (apiPath: string): Promise<ListBody | undefined> => {
    try {
      return await options.listBody(apiPath);
    } catch (error) {
      options.log.warn({ err: error, list: apiPath }, "a page is rendered without a list it cannot read");
      return undefined;
    }
  };

  /**
   * The lists' current answers, by API path, parsed from the bytes the API sends rather than taken
   * from the loaded rows: dates and other values then reach the render exactly as a browser's request
   * for the list would see them. Lists without a body are left out; `read` gets each list's ETag
   * (undefined for one that could not be read).
   */
  const readLists =
    (read?: Map<string, string | undefined>) =>
    async (apiPaths: readonly string[]): Promise<Record<string, unknown>> => {
      const bodies = await Promise.all(apiPaths.map(readable));
      const answers: Record<string, unknown> = {};
      apiPaths.forEach((apiPath, index) => {
        const body = bodies[index];
        read?.set(apiPath, body?.etag);
        if (body) answers[apiPath] = JSON.parse(body.json.toString("utf8"));
      });
      return answers;
    };

  const contextWith = (read?: Map<string, string | undefined>): PageLoadContext => ({
    nonce: newNonce(),
    readLists: readLists(read),
    withoutRows: !options.rows,
    eventOgImage,
  });

  /** Renders the page at `pathname`, keeping a 200 whose lists were all read. */
  const render = async (pathname: string): Promise<PageAnswer> => {
    const read = new Map<string, string | undefined>();
    const context = contextWith(read);
    const response = await options.build.handle(requestFor(pathname), context);
    if (redirectStatuses.has(response.status)) {
      kept.delete(pathname);
      return { redirect: response.headers.get("location") ?? "/", status: response.status };
    }
    if (response.status === 404) {
      kept.delete(pathname);
      return { notFound: true };
    }
    if (response.status !== 200) throw new Error(`rendering ${pathname} gave status ${response.status}`);
    const html = Buffer.from(await response.arrayBuffer());
    const file = await compressedPage(html, context.nonce);
    const etags = [...read].flatMap(([apiPath, etag]) => (etag === undefined ? [] : [[apiPath, etag] as const]));
    if (etags.length === read.size) kept.set(pathname, { lists: new Map(etags), file });
    return { file };
  };

  /** True while every list the kept page was rendered with has the ETag it had. */
  const unchanged = async (page: KeptPage): Promise<boolean> => {
    const lists = [...page.lists];
    const bodies = await Promise.all(lists.map(([apiPath]) => readable(apiPath)));
    return lists.every(([, etag], index) => bodies[index]?.etag === etag);
  };

  /**
   * A kept page asked for again gets the build's brotli quality 11, once, on libuv's thread pool: its
   * smaller bytes replace quality 5's when ready. Not at its render: 0.2-0.5 s of CPU for a 90 KB
   * page, spent for nothing on a page whose lists change before anyone asks for it again (an
   * organiser's edits, a list of registrations filling up).
   */
  const shrink = (page: KeptPage) => {
    if (page.shrinking) return;
    page.shrinking = true;
    const { file } = page;
    brotli(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length } }).then(
      (smaller) => (file.br = smaller),
      () => undefined,
    );
  };

  return {
    /** React Router's answer for the page at `pathname`: from memory while its lists are unchanged. */
    async page(pathname: string): Promise<PageAnswer> {
      const last = kept.get(pathname);
      if (last && (await unchanged(last))) {
        shrink(last);
        return { file: last.file };
      }
      const under = rendering.get(pathname);
      if (under) return under;
      const answer = render(pathname);
      rendering.set(pathname, answer);
      const forget = () => {
        if (rendering.get(pathname) === answer) rendering.delete(pathname);
      };
      answer.then(forget, forget);
      return answer;
    },

    /**
     * React Router's answer to a request that is never kept: a navigation's data request (its
     * loaders' data, with the lists' current answers) or route discovery's. `request` carries only
     * what the caller let through.
     */
    respond: (request: Request): Promise<Response> => options.build.handle(request, contextWith()),
  };
}

export type RenderedPages = ReturnType<typeof renderedPages>;
