// Writes robots.txt into the built site from the site's public address (SITE_URL,
// src/shared/site-url.ts), pointing crawlers at the sitemap. The sitemap itself is served by the
// server (src/server/routes/sitemap.ts), since it lists every visible event's page (decision 126).
// Runs in `npm run build:web`, before precompression. It also records the address beside the site
// (build/site-url.txt), so `npm start` can tell a build made for another SITE_URL (scripts/start.mjs).
import "./load-env.mjs";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { siteUrlFrom } from "../src/shared/site-url.ts";

const outDir = path.resolve(process.argv[2] ?? "build/client");
const siteUrl = siteUrlFrom(process.env.SITE_URL, process.env.PORT);
const absolute = (pathname: string) => new URL(pathname, siteUrl).toString();

// Every page is public; the API is not a page.
const robots = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${absolute("/sitemap.xml")}`, ""].join("\n");

writeFileSync(path.join(outDir, "robots.txt"), robots);
// A sitemap left by an older build would only be shadowed by the server's; it goes.
rmSync(path.join(outDir, "sitemap.xml"), { force: true });
writeFileSync(path.join(outDir, "..", "site-url.txt"), `${siteUrl}\n`);
console.log(`wrote robots.txt for ${siteUrl} in ${path.relative(process.cwd(), outDir) || "."}`);
