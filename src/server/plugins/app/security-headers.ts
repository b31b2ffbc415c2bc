import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The headers every response carries besides its Content-Security-Policy (docs/decisions/051 and
 * 045), written out once instead of being rebuilt per request: the names and values
 * @fastify/helmet sent with our options.
 */
export const securityHeaders: Readonly<Record<string, string>> = Object.freeze({
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  // Sent always: browsers ignore it over plain HTTP, and behind a TLS-terminating proxy the
  // server cannot tell reliably whether the visitor used HTTPS.
  "strict-transport-security": "max-age=63072000",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
});

/**
 * The policy of an HTML page: our own scripts plus the inline ones that carry the page's nonce,
 * never 'unsafe-inline'. `webAssembly` lets the page compile our own WebAssembly
 * ('wasm-unsafe-eval', which allows no eval of script): the organiser console's door decodes QR
 * codes with it; public pages never.
 */
export function pageContentSecurityPolicy(nonce?: string, options: { webAssembly?: boolean } = {}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(options.webAssembly ? ["'wasm-unsafe-eval'"] : []), ...(nonce ? [`'nonce-${nonce}'`] : [])].join(" "),
    // Sonner and Radix set inline styles; inline scripts stay forbidden.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // No page frames anything: an event's outside registration form ("embed") is offered as a link
    //. A page that comes to frame something lists exactly those hosts here.
    "frame-src 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join(";");
}

/**
 * The policy of every other response (assets, JSON, errors, redirects): nothing may load, run or
 * embed it. Scripts and stylesheets fetched by a page follow the page's policy, not this one.
 */
export const strictContentSecurityPolicy = "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'";

/**
 * Security headers for every response, set from one precomputed object. Each answer starts with
 * the strict policy; site.ts gives an HTML page its own (SiteFile.contentSecurityPolicy).
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance) {
    const headers = { ...securityHeaders, "content-security-policy": strictContentSecurityPolicy };
    // A callback hook, not an async one: no promise per request.
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: "security-headers" },
);
