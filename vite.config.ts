import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: { assetsInlineLimit: 0 },
});
