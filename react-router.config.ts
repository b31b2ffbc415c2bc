import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/shared/routes.ts";

// Every route is rendered to static HTML at build time; the Fastify server serves those files.
export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
