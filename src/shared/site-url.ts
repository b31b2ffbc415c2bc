/**
 * SITE_URL, the site's public address (https://club.example.org). It means the same thing to the
 * build and to the server: the build writes it into each page's canonical link and link-preview
 * tags and into the sitemap and robots.txt; the server sends organisers' set-up links there,
 * accepts console changes only from it, and marks session cookies Secure when it is https
 * (src/server/config.ts). Set it once, in `.env` or the service's environment, for both.
 */

/** This machine on the server's default port: what a fresh clone serves. */
export const defaultSiteUrl = "http://localhost:3000";

/**
 * The origin SITE_URL names, or an error that says what is wrong. Unset, it is this machine on the
 * port the server listens on (PORT, else 3000: `defaultSiteUrl`), for the build and the server alike,
 * so canonical links, link previews and robots.txt name the address the sitemap and the set-up links
 * name.
 */
export function siteUrlFrom(value: string | undefined, port?: string | undefined): string {
  const url = value?.trim() || (port?.trim() ? `http://localhost:${port.trim()}` : defaultSiteUrl);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`SITE_URL must be a URL such as https://club.example.org, got "${url}".`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new Error(`SITE_URL must start with http:// or https://, got "${url}".`);
  }
  if (parsed.pathname !== "/" || parsed.search || parsed.hash) {
    throw new Error(`SITE_URL is the site's address without a path (the site is served from the root), got "${url}".`);
  }
  return parsed.origin;
}
