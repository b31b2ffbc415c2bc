import "./scripts/load-env.mjs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { siteUrlFrom } from "./src/shared/site-url.ts";

// Chunking (docs/decisions/040-first-visit-javascript.md): every page needs React, React DOM and
// the router, so they travel as one chunk that compresses better than the five Rolldown would make.
// The site layout (header, navigation, footer and their icons) is on every page too, so it is one
// chunk rather than eight small ones, each of which costs its own import lines and gzip framing.
// Everything else is split by route, so a page downloads only what it renders.
const framework = /node_modules\/(react|react-dom|react-router|scheduler)\//;
// The forms' small building blocks (fields, checkbox, the honeypot and the length limits) as one
// chunk: split by which pages and lazy parts share each of them, they made four chunks of 400 to
// 600 bytes, each with its own import lines and gzip framing, on Join Us's first visit (docs/decisions/081-submit-path-on-first-interaction.md). Below `shell` in priority,
// so what every page shares (cn, the icons) stays there.
const formParts =
  /\/src\/(web\/components\/ui\/(checkbox|text-field|input|label|textarea|honeypot-field)\.tsx|web\/lib\/honeypot\.ts|shared\/(honeypot|limits)\.ts)$/;

/**
 * With `ssr: false` React Router prerenders every page from its server build, then deletes it. The
 * server renders data pages again with their rows (docs/decisions/057-rows-in-the-html.md), so this
 * copies the server build to build/render before React Router removes it.
 */
function keepPageRenderer(): Plugin {
  let ssrBuild = false;
  return {
    name: "keep-page-renderer",
    apply: "build",
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr);
    },
    writeBundle: {
      sequential: true,
      order: "pre",
      handler(options) {
        if (!ssrBuild || !options.dir) return;
        const target = path.resolve(options.dir, "..", "render");
        rmSync(target, { recursive: true, force: true });
        cpSync(options.dir, target, { recursive: true });
      },
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), keepPageRenderer()],
  // Canonical links and link previews carry the site's public address (src/web/lib/meta.ts).
  define: { "import.meta.env.SITE_URL": JSON.stringify(siteUrlFrom(process.env.SITE_URL)) },
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
            { name: "layout", test: /\/src\/web\/components\/layout\/|vite\/preload-helper/, priority: 5 },
            { name: "shell", test: /\/src\/(web|shared)\/|lucide-react/, minShareCount: 12, priority: 10 },
            { name: "form-parts", test: formParts, priority: 8 },
          ],
        },
      },
    },
  },
});
