import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { chooseEncoding, renderedPageFile } from "../plugins/app/site-files.ts";
import type { PageRenderer } from "./page-renderer.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Headers of a page only its holder should see (a member card, a ticket): never cached, never indexed, no referrer sent on. */
export function markPersonal(reply: FastifyReply): FastifyReply {
  return reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").header("x-robots-tag", "noindex, nofollow");
}

/**
 * Sends a personal page: the template the build prerendered at `templatePath`, rendered again by the
 * site's server build with `values` in its HTML (docs/decisions/110, 114), compressed for this request
 * only (brotli at quality 5 and gzip: such a page is never cached), with the page's own CSP. 503 when
 * the site is not built.
 */
export async function sendPersonalPage(
  request: FastifyRequest,
  reply: FastifyReply,
  renderer: PageRenderer | undefined,
  templatePath: string,
  values: Record<string, unknown>,
): Promise<FastifyReply> {
  markPersonal(reply);
  if (!renderer) return reply.code(503).type("text/plain; charset=utf-8").send("The site is not built: run npm run build.");
  const html = Buffer.from(await renderer.render(templatePath, values), "utf8");
  const [br, gzipped] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gzipAsync(html),
  ]);
  const file = renderedPageFile(html, { br, gzip: gzipped });
  reply.code(200).type(file.contentType).header("content-security-policy", file.contentSecurityPolicy!).header("vary", "Accept-Encoding");
  const encoding = chooseEncoding(file, request.headers["accept-encoding"]);
  if (encoding) return reply.header("content-encoding", encoding).send(encoding === "br" ? file.br : file.gzip);
  return reply.send(file.body);
}
