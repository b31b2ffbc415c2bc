// Writes robots.txt and sitemap.xml into the built site from the one route list
// (src/shared/routes.ts) and the site's public address (SITE_URL, src/shared/site-url.ts), so they
// never drift from the pages that exist. Runs in `npm run build:web`, before precompression. It also
// records the address beside the site (build/site-url.txt), so `npm start` can tell a build made
// for another SITE_URL (scripts/start.mjs).
import "./load-env.mjs";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { publicPaths } from "../src/shared/routes.ts";
import { siteUrlFrom } from "../src/shared/site-url.ts";

const outDir = path.resolve(process.argv[2] ?? "build/client");
const siteUrl = siteUrlFrom(process.env.SITE_URL);
const absolute = (pathname: string) => new URL(pathname, siteUrl).toString();
const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...publicPaths.map((pathname) => `  <url><loc>${escapeXml(absolute(pathname))}</loc></url>`),
  "</urlset>",
  "",
].join("\n");

// Every page is public; the API is not a page.
const robots = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${absolute("/sitemap.xml")}`, ""].join("\n");

writeFileSync(path.join(outDir, "sitemap.xml"), sitemap);
writeFileSync(path.join(outDir, "robots.txt"), robots);
writeFileSync(path.join(outDir, "..", "site-url.txt"), `${siteUrl}\n`);
console.log(`wrote sitemap.xml (${publicPaths.length} pages) and robots.txt for ${siteUrl} in ${path.relative(process.cwd(), outDir) || "."}`);
