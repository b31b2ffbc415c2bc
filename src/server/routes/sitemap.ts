import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { apiPaths } from "../../shared/api/paths.ts";
import { eventPath } from "#features/events/slug.ts";
import { langs, pathInLang } from "../../shared/lang.ts";
import { publicPaths } from "../../shared/routes.ts";
import { listActiveEventPages } from "#features/events/service.server.ts";
import { etagMatches, strongEtag } from "../plugins/app/etag.ts";

export const sitemapPath = "/sitemap.xml";

const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * The sitemap: every public page of the route list, then each visible event's page with the time its
 * row last changed; English, then Bangla.
 */
export function sitemapXml(siteUrl: string, events: readonly { id: string; title: string; updatedAt: Date }[]): string {
  const url = (pathname: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(new URL(pathname, siteUrl).toString())}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...langs.flatMap((lang) => [
      ...publicPaths.map((pathname) => url(pathInLang(pathname, lang))),
      ...events.map((event) => url(pathInLang(eventPath(event), lang), event.updatedAt)),
    ]),
    "</urlset>",
    "",
  ].join("\n");
}

interface SitemapBody {
  /** The ETag of the events list it was made from: a new one means events changed. */
  eventsEtag: string;
  xml: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/**
 * /sitemap.xml, served by the server since it lists events. It is made again only
 * when the cached events list changes (a change to the events table drops that list in every
 * process: list-changes.ts), so a request costs a look at the list's ETag.
 */
export default async function sitemapRoutes(app: FastifyInstance, options: { siteUrl: string }) {
  let body: SitemapBody | undefined;
  let making: Promise<SitemapBody> | undefined;

  const make = async (eventsEtag: string): Promise<SitemapBody> => {
    const xml = Buffer.from(sitemapXml(options.siteUrl, await listActiveEventPages(app.db)), "utf8");
    return { eventsEtag, xml, gzip: gzipSync(xml), br: brotliCompressSync(xml), etag: strongEtag(xml) };
  };

  const current = async (): Promise<SitemapBody> => {
    const { etag: eventsEtag } = await app.cachedJsonBody(apiPaths.events);
    if (body?.eventsEtag === eventsEtag) return body;
    if (!making) {
      making = make(eventsEtag).finally(() => {
        making = undefined;
      });
    }
    const made = await making;
    body = made;
    return made;
  };

  app.get(sitemapPath, async (request, reply) => {
    const sitemap = await current();
    reply.header("cache-control", "public, max-age=300, must-revalidate").header("etag", sitemap.etag).header("vary", "Accept-Encoding");
    if (etagMatches(request.headers["if-none-match"], sitemap.etag)) return reply.code(304).send();
    reply.type("application/xml; charset=utf-8");
    const accept = request.headers["accept-encoding"] ?? "";
    if (/\bbr\b/.test(accept)) return reply.header("content-encoding", "br").send(sitemap.br);
    if (/\bgzip\b/.test(accept)) return reply.header("content-encoding", "gzip").send(sitemap.gzip);
    return reply.send(sitemap.xml);
  });
}
