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
      // HSTS only means something over HTTPS; a proxy that terminates TLS adds it (see README).
      strictTransportSecurity: false,
    });
  },
  { name: "helmet-headers" },
);
