import type { RouteOptions } from "fastify";

/** Methods that change state. Every such route under /api is a submission endpoint. */
export const writeMethods = ["POST", "PUT", "PATCH", "DELETE"] as const;

export function isWriteMethod(method: string): boolean {
  return (writeMethods as readonly string[]).includes(method.toUpperCase());
}

export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/");
}

/** True for a route that accepts submissions: the hardening plugins attach themselves to these. */
export function isWriteRoute(route: Pick<RouteOptions, "method" | "url">): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return isApiPath(route.url) && methods.some((m) => isWriteMethod(m));
}
