import type { FastifyReply, FastifyRequest } from "fastify";
import { chooseEncoding } from "../plugins/app/site-files.ts";
import { compressedPage } from "./rendered-pages.ts";
import { renderPage, type SiteBuild } from "./site-build.ts";

/** Headers of a page only its holder should see (a member card, a ticket): never cached, never indexed, no referrer sent on. */
export function markPersonal(reply: FastifyReply): FastifyReply {
  return reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").header("x-robots-tag", "noindex, nofollow");
}

/**
 * Sends a personal page: its route rendered by React Router with `personal` (what the page's server
 * route read) handed to its loader, with a nonce of this request's
 * own, compressed for this request only (such a page is never cached). 503 when the site is not built.
 */
export async function sendPersonalPage(
  request: FastifyRequest,
  reply: FastifyReply,
  build: SiteBuild | undefined,
  pathname: string,
  personal: Record<string, unknown>,
): Promise<FastifyReply> {
  markPersonal(reply);
  if (!build) return reply.code(503).type("text/plain; charset=utf-8").send("The site is not built: run npm run build.");
  const page = await renderPage(build, pathname, { personal, readLists: async () => ({}) });
  if (page.status !== 200) throw new Error(`rendering a personal page gave status ${page.status}`);
  const file = await compressedPage(page.html, page.nonce);
  reply.code(200).type(file.contentType).header("content-security-policy", file.contentSecurityPolicy!).header("vary", "Accept-Encoding");
  const encoding = chooseEncoding(file, request.headers["accept-encoding"]);
  if (encoding) return reply.header("content-encoding", encoding).send(encoding === "br" ? file.br : file.gzip);
  return reply.send(file.body);
}
