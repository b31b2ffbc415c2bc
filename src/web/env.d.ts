// Values the build writes into the code (vite.config.ts `define`).
interface ImportMetaEnv {
  /** The site's public address, SITE_URL at build time (src/shared/site-url.ts). */
  readonly SITE_URL: string;
}
interface ImportMetaEnv {
  /** The nonce of the pages prerendered at build time (vite.config.ts). */
  readonly STATIC_PAGE_NONCE: string;
}
