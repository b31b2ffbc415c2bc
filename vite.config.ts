import "./scripts/load-env.mjs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { randomBytes } from "node:crypto";
import { defineConfig } from "vite";
import { siteUrlFrom } from "./src/shared/site-url.ts";

// Chunking (docs/decisions/040-first-visit-javascript.md): every page needs React, React DOM and
// the router, so they travel as one chunk that compresses better than the five Rolldown would make.
// The site layout (header, navigation, footer and their icons) is on every page too, so it is one
// chunk rather than eight small ones, each of which costs its own import lines and gzip framing.
// Everything else is split by route, so a page downloads only what it renders. "Shared by most
// pages" is counted over both route trees (decision 130): every page module is imported by its
// English and its Bangla route, so 24 importers are what 12 were with one language. At 12, the
// second tree pulled half-shared modules (dates, API paths, the club's details) into every page.
const framework = /node_modules\/(react|react-dom|react-router|scheduler)\//;
// The forms' small building blocks (fields, checkbox, the honeypot and the length limits) as one
// chunk: split by which pages and lazy parts share each of them, they made four chunks of 400 to
// 600 bytes, each with its own import lines and gzip framing, on Join Us's first visit (docs/decisions/081-submit-path-on-first-interaction.md). Below `shell` in priority,
// so what every page shares (cn, the icons) stays there.
const formParts =
  /\/src\/(web\/components\/ui\/(checkbox|text-field|input|label|textarea|honeypot-field)\.tsx|web\/lib\/honeypot\.ts|shared\/(honeypot|limits)\.ts)$/;

/**
 * The nonce of the inline scripts of the pages prerendered at build time (docs/decisions/125): drawn
 * once per build, after which no content enters those pages. entry.server.tsx writes it into them and
 * exports it, so the server puts it in their Content-Security-Policy. Pages the server renders get
 * one of their own per render.
 */
const staticPageNonce = randomBytes(18).toString("base64");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Canonical links and link previews carry the site's public address (src/web/lib/meta.ts).
  define: {
    "import.meta.env.SITE_URL": JSON.stringify(siteUrlFrom(process.env.SITE_URL)),
    "import.meta.env.STATIC_PAGE_NONCE": JSON.stringify(staticPageNonce),
  },
  server: {
    // The API server `npm run dev` starts beside this one (scripts/dev.mjs).
    proxy: { "/api": `http://127.0.0.1:${process.env.PORT || 3000}` },
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: framework, priority: 20 },
            // The page-view log (root) takes a ticket's code out of every path it logs (shared/ticket-paths.ts):
            // a few lines every page needs, which on their own would be one more request.
            // Not the English layout's route module, which brings the English catalog (Bangla pages share the
            // rest), nor the phone menu's panel, which loads at the first tap. The club's numbers
            // (shared/club-facts.ts, 100 bytes, both languages' home and About pages) ride along too.
            { name: "layout", test: /\/src\/web\/components\/layout\/(?!site-layout\.tsx|mobile-menu\.tsx)|vite\/preload-helper|\/src\/shared\/(ticket-paths|club-facts)\.ts$/, priority: 5 },
            { name: "shell", test: /\/src\/(web|shared)\/|lucide-react/, minShareCount: 24, priority: 10 },
            { name: "form-parts", test: formParts, priority: 8 },
            // What every Bangla page shares beyond the layout (issue 32): the frame's Bangla words and the
            // Bengali font's files, one chunk rather than three.
            { name: "bn-frame", test: /\/src\/web\/(content\/bn\/(site|navigation)\.ts|lib\/bengali-font\.ts)$/, priority: 6 },
          ],
        },
      },
    },
  },
});
