import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";

// The organiser console (docs/decisions/061): a second entry of the same project, built beside the
// public site into build/console and served by the same server at /organiser. Its routes load
// when visited; nothing of it reaches the public pages or their route manifest.
const root = path.resolve(import.meta.dirname, "src/web/console");

export default defineConfig({
  root,
  base: "/organiser/",
  publicDir: false,
  plugins: [tailwindcss(), react()],
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
