import type { LinkDescriptor } from "react-router";
import { currentPageData } from "./page-data.tsx";

/**
 * `<link rel="preload" as="fetch">` tags for a data page's API requests, so the prerendered HTML
 * starts them before any JavaScript has run. The browser reuses a preloaded response only for a
 * request with the same URL, mode and credentials: `crossOrigin: "anonymous"` matches `fetch()`'s
 * defaults (mode "cors", credentials "same-origin"), which getJson keeps.
 *
 * Adopt in a route with one line: `export const links = () => preloadData(apiPaths.events);`
 */
export function preloadData(...apiPaths: string[]): LinkDescriptor[] {
  // Only the prerendered HTML needs them. In the browser the page's own fetch starts as early as a
  // preload would, and a preload added on a later client-side visit would download the list again
  // even when the cached rows are fresh. The tag already in the HTML is left alone by hydration:
  // React matches <link> elements in the head by their attributes, not their position.
  // A page the server rendered with its rows carries the answers themselves (page-data.tsx).
  if (typeof document !== "undefined") return [];
  const rendered = currentPageData()?.values;
  return apiPaths
    .filter((href) => !rendered?.has(href))
    .map((href) => ({ rel: "preload", as: "fetch", href, crossOrigin: "anonymous" }));
}
