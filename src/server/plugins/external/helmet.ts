import helmetPlugin from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Security headers for every response; the CSP allows only our own scripts and the inline ones we built. */
export default fp(
  async function helmet(app: FastifyInstance, options: { scriptHashes: string[] }) {
    await app.register(helmetPlugin, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...options.scriptHashes],
          // Sonner and Radix set inline styles; inline scripts stay forbidden.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "https:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: ["https:"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: "same-origin" },
      crossOriginOpenerPolicy: { policy: "same-origin" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // Sent always: browsers ignore it over plain HTTP, and behind a TLS-terminating proxy the
      // server cannot tell reliably whether the visitor used HTTPS (docs/decisions/051).
      strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: false, preload: false },
    });
  },
  { name: "helmet-headers" },
);
