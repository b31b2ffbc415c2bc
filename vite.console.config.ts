import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { doorDecoderCache, doorFormsCache, doorPrecacheRoutes, doorServiceWorkerFile, doorServiceWorkerScope } from "./src/shared/console/door-offline.ts";

// The organiser console (docs/decisions/061): a second entry of the same project, built beside the
// public site into build/console and served by the same server at /organiser. Its routes load
// when visited; nothing of it reaches the public pages or their route manifest.
const root = path.resolve(import.meta.dirname, "src/console");

/**
 * The files the door needs with no network (decision 146): the console's shell and entry, and the
 * door's route modules with everything they import, statically or when they run. Read from the
 * bundle's own graph, so the service worker precaches those and no other console page.
 */
function doorFiles(): Plugin & { files: Set<string> } {
  const files = new Set<string>(["index.html"]);
  return {
    name: "door-files",
    files,
    generateBundle(_options, bundle) {
      const add = (fileName: string, followDynamic: boolean) => {
        if (files.has(fileName)) return;
        const chunk = bundle[fileName];
        if (!chunk) return;
        files.add(fileName);
        if (chunk.type !== "chunk") return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
        for (const next of chunk.imports) add(next, followDynamic);
        if (followDynamic) for (const next of chunk.dynamicImports) add(next, true);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        if (chunk.isEntry) add(chunk.fileName, false);
        const source = chunk.facadeModuleId?.split(path.sep).join("/") ?? "";
        if (doorPrecacheRoutes.some((route) => source.endsWith(route))) add(chunk.fileName, true);
      }
    },
  };
}

const door = doorFiles();

export default defineConfig({
  root,
  base: "/organiser/",
  publicDir: false,
  plugins: [
    tailwindcss(),
    react(),
    door,
    // Workbox's service worker, for the door's pages only (decision 146); the door page registers it.
    VitePWA({
      strategies: "generateSW",
      filename: doorServiceWorkerFile,
      scope: doorServiceWorkerScope,
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        id: doorServiceWorkerScope,
        name: "The door — Science Club check-in",
        short_name: "The door",
        description: "Check people in at the club's events, with or without the network.",
        start_url: doorServiceWorkerScope,
        scope: doorServiceWorkerScope,
        display: "standalone",
        orientation: "portrait",
        theme_color: "#0c2354",
        background_color: "#f5f7fc",
        icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,wasm}"],
        // The ZXing reader (435 KB gzip) is kept apart, by the door's decoder, only on phones without a QR reader of their own.
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => door.files.has(entry.url) && !entry.url.endsWith(".wasm")), warnings: [] })],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        navigateFallback: "index.html",
        navigateFallbackAllowlist: [/^\/organiser\/check-in\//],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/organiser/assets/") && url.pathname.endsWith(".wasm"),
            handler: "CacheFirst",
            options: { cacheName: doorDecoderCache },
          },
          {
            // The event's categories and forms, as the site serves them to anyone: a walk-in offline is asked the same questions.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/events\/[^/]+\/categories(\/[^/]+\/form)?$/.test(url.pathname),
            handler: "NetworkFirst",
            options: { cacheName: doorFormsCache, networkTimeoutSeconds: 4, expiration: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 } },
          },
        ],
      },
    }),
  ],
  server: {
    port: 5174,
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "build/console"),
    emptyOutDir: true,
    assetsInlineLimit: 0,
  },
});
