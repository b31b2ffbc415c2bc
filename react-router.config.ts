import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/shared/data-pages.ts";

// Pages without data are prerendered to static HTML at build time; data pages, member cards and
// tickets are rendered by React Router in the Fastify server, with their loaders' data
// (docs/decisions/125). The whole route manifest travels with the first page, as it did when every
// page was prerendered: no /__manifest requests while browsing.
export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: true,
  prerender: () => prerenderPaths(),
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
