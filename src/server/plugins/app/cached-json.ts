import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Unavailable } from "./errors.ts";
import { etagMatches, strongEtag } from "./etag.ts";

/** A public list held serialised in memory, with its compressed forms and strong ETag. */
export interface CachedBody {
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  loadedAt: number;
}

interface CacheSlot {
  path: string;
  load: () => Promise<unknown>;
  /** The last list loaded: current, or kept after a change or its TTL to answer with when a refresh fails (stale-if-error). */
  body?: CachedBody;
  /** A change dropped `body`: it is answered only while no fresh one can be had. */
  invalidated: boolean;
  /**
   * Answering `body` because refreshing failed or was slow, or answering 503 because there is no
   * `body` to answer with: logged once when it starts and when it ends.
   */
  degraded: boolean;
  /** The load in progress: concurrent requests share it instead of each querying the database. */
  pending?: Promise<CachedBody>;
  /** Bumped by invalidate(), so a load that started before a change is never kept. */
  generation: number;
}

export interface CachedJsonOptions {
  /**
   * How long a loaded list is served before the database is asked again. A change, through the
   * application or in SQL, drops the list at once through its table's notification (decision 071);
   * this bounds how long one takes to appear when its notification was not heard.
   */
  ttlMs?: number;
  /**
   * How long a request waits for a refresh when an older copy is held: past it, or when the refresh
   * fails, the older copy is answered and the refresh goes on.
   */
  refreshWaitMs?: number;
  /** For tests. */
  now?: () => number;
}

export const defaultJsonCacheTtlMs = 5_000;
export const defaultRefreshWaitMs = 2_000;
/** A list that cannot be loaded and has no copy in memory. */
export const listUnavailable = { message: "This list cannot be loaded right now. Please try again in a few seconds.", retryAfterSeconds: 5 };
const compressAbove = 1024;

/**
 * GET endpoints for public lists, answered from memory as pre-serialised bytes: no query, no
 * serialiser and no compression per request, an ETag so browsers and CDNs revalidate with a 304,
 * and a short Cache-Control so they do.
 *
 *   app.cachedJson(apiPaths.events, () => listUpcomingEvents(app.db));
 *   app.invalidateCachedJson(apiPaths.events); // after a write that changes the list
 */
export default fp(
  async function cachedJson(app: FastifyInstance, options: CachedJsonOptions) {
    const ttlMs = options.ttlMs ?? defaultJsonCacheTtlMs;
    const now = options.now ?? Date.now;
    const refreshWaitMs = options.refreshWaitMs ?? defaultRefreshWaitMs;
    const slots = new Map<string, CacheSlot>();
    const cacheControl = `public, max-age=${Math.round(ttlMs / 1000)}, must-revalidate`;

    const refresh = (slot: CacheSlot): Promise<CachedBody> => {
      if (slot.pending) return slot.pending;
      const generation = slot.generation;
      const pending = slot.load().then((value) => {
        const body = serialise(value, now());
        if (slot.generation === generation) {
          slot.body = body;
          slot.invalidated = false;
        }
        if (slot.degraded) {
          slot.degraded = false;
          app.log.info({ list: slot.path }, "a cached list was refreshed again: answering current rows");
        }
        return body;
      });
      slot.pending = pending;
      const clear = () => {
        if (slot.pending === pending) slot.pending = undefined;
      };
      pending.then(clear, clear);
      return pending;
    };

    /** Logged once per outage, without a stack: the database's own state is the health check's to report. */
    const degrade = (slot: CacheSlot, reason: string) => {
      if (slot.degraded) return;
      slot.degraded = true;
      if (slot.body) app.log.warn({ list: slot.path, reason }, "answering a cached list from the copy in memory: it cannot be refreshed now");
      else app.log.warn({ list: slot.path, reason }, "a list with no copy in memory cannot be loaded now: answering 503 until it can");
    };

    /**
     * The refresh's answer if it comes within the wait; if it does not, or fails, the slot is marked
     * degraded and `otherwise` answers (the older copy, or a 503 that says to retry).
     */
    const awaitRefresh = (slot: CacheSlot, refreshing: Promise<CachedBody>, otherwise: () => CachedBody): Promise<CachedBody> =>
      new Promise<CachedBody>((resolve, reject) => {
        const giveUp = (reason: string) => {
          degrade(slot, reason);
          try {
            resolve(otherwise());
          } catch (error) {
            reject(error);
          }
        };
        const timer = setTimeout(() => giveUp(`no answer within ${refreshWaitMs} ms`), refreshWaitMs);
        refreshing.then(
          (fresh) => {
            clearTimeout(timer);
            resolve(fresh);
          },
          (error: unknown) => {
            clearTimeout(timer);
            giveUp(error instanceof Error ? error.message : String(error));
          },
        );
      });

    const current = (slot: CacheSlot): CachedBody | Promise<CachedBody> => {
      const body = slot.body;
      if (body && !slot.invalidated && now() - body.loadedAt < ttlMs) return body;
      const refreshing = refresh(slot);
      // Never loaded (just started): nothing to fall back on, so a 503 that says to retry, given at the
      // same wait, instead of holding the request until the handler's time-out.
      if (!body) {
        return awaitRefresh(slot, refreshing, () => {
          throw new Unavailable(listUnavailable.message, listUnavailable.retryAfterSeconds);
        });
      }
      // Already known not to refresh in time: no request waits for it again until one succeeds.
      if (slot.degraded) return body;
      // Stale-if-error: the refresh goes on, and the request is answered the older copy meanwhile.
      return awaitRefresh(slot, refreshing, () => body);
    };

    app.decorate("cachedJson", function (path: string, load: () => Promise<unknown>) {
      if (slots.has(path)) throw new Error(`${path} is already a cached list`);
      const slot: CacheSlot = { path, load, generation: 0, invalidated: false, degraded: false };
      slots.set(path, slot);
      app.get(path, async (request, reply) => send(request, reply, await current(slot), cacheControl));
    });

    app.decorate("cachedJsonBody", function (path: string) {
      const slot = slots.get(path);
      if (!slot) throw new Error(`${path} is not a cached list`);
      return current(slot);
    });

    app.decorate("staleCachedLists", function () {
      return [...slots.values()].filter((slot) => slot.degraded).map((slot) => slot.path);
    });

    app.decorate("invalidateCachedJson", function (path?: string) {
      for (const [slotPath, slot] of slots) {
        if (path !== undefined && slotPath !== path) continue;
        slot.generation++;
        slot.invalidated = true;
        slot.pending = undefined;
      }
    });
  },
  { name: "cached-json" },
);

declare module "fastify" {
  interface FastifyInstance {
    /** Registers GET `path` answering `load()`'s result from memory (see cached-json.ts). */
    cachedJson(path: string, load: () => Promise<unknown>): void;
    /** What GET `path` answers now: the same bytes and ETag, loaded if the cache is stale. */
    cachedJsonBody(path: string): CachedBody | Promise<CachedBody>;
    /** The lists answered from an older copy now because their refresh fails or is slow. */
    staleCachedLists(): string[];
    /** Drops the cached list at `path` (every cached list without one): the next request reloads it. */
    invalidateCachedJson(path?: string): void;
  }
}

function serialise(value: unknown, loadedAt: number): CachedBody {
  const json = Buffer.from(JSON.stringify(value), "utf8");
  const large = json.length > compressAbove;
  return {
    json,
    gzip: large ? gzipSync(json, { level: 6 }) : json,
    br: large ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : json,
    etag: strongEtag(json),
    loadedAt,
  };
}

function send(request: FastifyRequest, reply: FastifyReply, body: CachedBody, cacheControl: string) {
  reply.header("cache-control", cacheControl).header("etag", body.etag).header("vary", "Accept-Encoding");
  if (etagMatches(request.headers["if-none-match"], body.etag)) return reply.code(304).send();
  reply.header("content-type", "application/json; charset=utf-8");
  if (body.json.length > compressAbove) {
    const accept = request.headers["accept-encoding"] ?? "";
    if (/\bbr\b/.test(accept)) return reply.header("content-encoding", "br").send(body.br);
    if (/\bgzip\b/.test(accept)) return reply.header("content-encoding", "gzip").send(body.gzip);
  }
  return reply.send(body.json);
}
