import type { OrganiserRole } from "#shared/console/roles.ts";
import type { TestApp } from "../app.ts";

/** What an access case may prepare and read: the test app and ids of rows it inserted. */
export interface AccessContext {
  t: TestApp;
  ids: Record<string, string>;
}

/**
 * One console route in the access matrix (console/routes/access.test.ts): called signed out (401),
 * with every role not in `allowed` (403), with each allowed role (`successStatus`), and, when it
 * changes state, from another origin (403). Each area lists its routes in `console-access/<area>.ts`.
 */
export interface ConsoleRouteCase {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The route's pattern, as `app.apiRoutes` lists it. */
  route: string;
  /** The URL to call, with params and query filled in from the prepared rows. */
  url: (context: AccessContext) => string;
  /** A valid body for a write route (a Buffer for routes taking bytes). */
  payload?: (context: AccessContext) => object;
  /** Headers the call needs besides the session and origin, such as a content type other than JSON. */
  headers?: Record<string, string>;
  allowed: readonly OrganiserRole[];
  successStatus: number;
  /** Inserts what the call needs (run once per database, before the cases). */
  prepare?: (context: AccessContext) => Promise<void>;
}
