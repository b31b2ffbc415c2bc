import type { RouteOptions } from "fastify";

import { isConsoleApiPath } from "#shared/console/paths.ts";

/** Methods that change state. Every such route under /api, outside the console, is a submission endpoint. */
export const writeMethods = ["POST", "PUT", "PATCH", "DELETE"] as const;

export function isWriteMethod(method: string): boolean {
  return (writeMethods as readonly string[]).includes(method.toUpperCase());
}

export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/");
}

/**
 * True for a route that accepts anonymous submissions: the rate limit and the honeypot attach
 * themselves to these. Console routes are another kind (isConsoleRoute): signed-in organisers are
 * not anonymous submitters.
 */
export function isWriteRoute(route: Pick<RouteOptions, "method" | "url">): boolean {
  return isApiPath(route.url) && !isConsoleApiPath(route.url) && changesState(route);
}

/** A console API route (/api/organiser/...): session, role and origin checks, never cached. */
export function isConsoleRoute(route: Pick<RouteOptions, "url">): boolean {
  return isConsoleApiPath(route.url);
}

/** A console route that changes state: it also gets the content-type and JSON checks of a write route. */
export function isConsoleWriteRoute(route: Pick<RouteOptions, "method" | "url">): boolean {
  return isConsoleApiPath(route.url) && changesState(route);
}

function changesState(route: Pick<RouteOptions, "method">): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((m) => isWriteMethod(m));
}
