import { useMatches } from "react-router";

/**
 * One answer the page's loader gave (lib/page-loaders.server.ts): an API path's list, or a personal
 * page's key; undefined where it gave none. The page's route is the last match (layouts have no
 * loader). In the browser the answers arrive with the page's HTML, or with a navigation's data
 * request, so the page renders its rows at once (docs/decisions/125).
 */
export function usePageAnswer(key: string): unknown {
  return (useMatches().at(-1)?.loaderData as Record<string, unknown> | undefined)?.[key];
}
