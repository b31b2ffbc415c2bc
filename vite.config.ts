import "./scripts/load-env.mjs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { randomBytes } from "node:crypto";
import { defineConfig, type Plugin } from "vite";
import { siteUrlFrom } from "./src/shared/site-url.ts";

// Chunking (docs/decisions/148-main-thread-floor-in-ci-and-a-lean-preload-helper.md):
// every page loads React, React DOM and the router (`framework`), and beside them the site's frame
// (`frame`): the layout (header, navigation, footer, language switch, error page), the root route's
// helpers (clicks before hydration, the page-view log, the document's parts) and the few modules every
// page module uses (page header and body, button, icon, routes, API paths, meta, the language helpers,
// the club's names). Two chunks, not one (148): `framework` imports
// nothing of the site's, so its name changes only with React's or the router's code, and a release of
// the club's code (a line of a page, or of the frame) leaves a returning visitor's copy of it in use;
// the split costs every page about 0.8 KB gzip (the frame compressed apart, the import lines between
// them), paid for by 148's room-making. The frame itself stays one chunk: split in three (layout,
// shell, root's helpers) it cost every page 1.7 KB more (148). Its modules are named in `frame` below;
// a module most pages share that is not named there still finds its way into `shell` by counting
// importers. Not the layout's route modules, which bring each language's catalog, nor the phone menu's
// panel, which loads at the first tap. Everything else is split by route, so a page downloads only
// what it renders. "Shared by most pages" is counted over both route trees (decision 130): every page
// module is imported by its English and its Bangla route, so 24 importers are what 12 were with one
// language. At 12, the second tree pulled half-shared modules (dates, the club's details) into every
// page; at 24, the nine pages of decision 141 did the same with the lists' modules (their data, dates,
// images): 48.
const framework = /node_modules\/(react|react-dom|react-router|scheduler)\//;
const frame = new RegExp(
  [
    String.raw`\/src\/web\/components\/layout\/(?!site-layout\.tsx|mobile-menu\.tsx)`,
    String.raw`vite\/preload-helper`,
    String.raw`\/src\/web\/components\/ui\/(page|button|icon)\.tsx$`,
    String.raw`\/src\/web\/lib\/(early-input|document-parts|lang|cn|page-data|api-client|meta|toast)\.tsx?$`,
    String.raw`\/src\/features\/page-views\/ui\/page-views\.ts$`,
    // The page-view log takes a ticket's code out of every path it logs (ticket-paths); the club's
    // numbers (club-facts, 100 bytes, both languages' home and About pages) and the numbers written
    // by hand (number-text, 150 bytes, most pages' counts, fees and dates) ride along.
    String.raw`\/src\/shared\/(routes|lang|site-names|site-names-bn|page-shell|early-input|ticket-paths|club-facts|language-cookie|api\/paths|bangla-digits|number-text|in-language)\.ts$`,
  ].join("|"),
);
// The forms' small building blocks (fields, checkbox, the honeypot and the length limits) as one
// chunk: split by which pages and lazy parts share each of them, they made four chunks of 400 to
// 600 bytes, each with its own import lines and gzip framing, on Join Us's first visit (docs/decisions/081-submit-path-on-first-interaction.md). Below the frame in priority,
// so what every page shares (cn, the icons) stays there.
const formParts =
  /\/src\/(web\/components\/ui\/(checkbox|text-field|input|label|textarea|honeypot-field)\.tsx|web\/lib\/honeypot\.ts|shared\/(honeypot|limits)\.ts)$/;

// The helper Vite wraps around each dynamic import of the browser build, to preload the imported
// chunk's own imports. Vite's own (about 1.2 KB, 0.45 KB gzip, in the frame's chunk, so on every
// page) also loads and waits for the chunks' stylesheets, reads a nonce from a <meta>, and
// announces failures as `vite:preloadError` events: the site inlines its one stylesheet, has no such
// <meta> and listens to no such event. This one adds a modulepreload link for each import the page
// does not have yet, then imports, as Vite's does for scripts (decision 148). Only the browser build.
const preloadHelperId = "\0vite/preload-helper.js";
const leanPreloadHelperCode = `const seen = new Set();
export const __vitePreload = (load, deps) => {
  if (deps && deps.length > 0) {
    if (seen.size === 0) for (const link of document.getElementsByTagName("link")) seen.add(link.href);
    for (const dep of deps) {
      const link = document.createElement("link");
      link.href = "/" + dep;
      if (seen.has(link.href)) continue;
      seen.add(link.href);
      link.rel = dep.endsWith(".css") ? "stylesheet" : "modulepreload";
      link.crossOrigin = "";
      document.head.append(link);
    }
  }
  return load();
};`;
function leanPreloadHelper(): Plugin {
  return {
    name: "lean-preload-helper",
    apply: "build",
    enforce: "pre",
    load(id) {
      return id === preloadHelperId && this.environment.name === "client" ? leanPreloadHelperCode : null;
    },
  };
}

/**
 * The nonce of the inline scripts of the pages prerendered at build time (docs/decisions/125): drawn
 * once per build, after which no content enters those pages. entry.server.tsx writes it into them and
 * exports it, so the server puts it in their Content-Security-Policy. Pages the server renders get
 * one of their own per render.
 */
const staticPageNonce = randomBytes(18).toString("base64");

export default defineConfig({
  plugins: [leanPreloadHelper(), tailwindcss(), reactRouter()],
  // Canonical links and link previews carry the site's public address (src/web/lib/meta.ts).
  define: {
    "import.meta.env.SITE_URL": JSON.stringify(siteUrlFrom(process.env.SITE_URL, process.env.PORT)),
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
            { name: "frame", test: frame, priority: 19 },
            { name: "shell", test: /\/src\/(web|shared)\/|lucide-react/, minShareCount: 48, priority: 10 },
            { name: "form-parts", test: formParts, priority: 8 },
            // The lists' small shared parts (reading a list with retries, a card's picture, the cover
            // placeholder, the check of a link's address) as one chunk: apart, four files of 300-850 bytes, each with its own framing.
            { name: "list-parts", test: /\/src\/(web\/(lib\/(api-data|list-image)\.ts|components\/ui\/cover-placeholder\.tsx)|shared\/safe-url\.ts)$/, priority: 7 },
            // What every Bangla page shares beyond the frame (issue 32): the frame's Bangla words, one chunk
            // rather than two; English pages never load it.
            { name: "bn-frame", test: /\/src\/web\/content\/bn\/(site|navigation)\.ts$/, priority: 6 },
          ],
        },
      },
    },
  },
});
