import type { PageLoadContext } from "../shared/page-load-context.ts";

// The load context the server passes to React Router (src/server/site-render/site-build.ts).
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageLoadContext {}
}
