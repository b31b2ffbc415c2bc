import { isRouteErrorResponse, useMatches } from "react-router";

/**
 * One answer the page's loader gave (lib/page-loaders.server.ts): an API path's list, or a personal
 * page's key; undefined where it gave none. The page's route is the last match (layouts have no
 * loader). In the browser the answers arrive with the page's HTML, or with a navigation's data
 * request, so the page renders its rows at once.
 */
export function usePageAnswer(key: string): unknown {
  return (useMatches().at(-1)?.loaderData as Record<string, unknown> | undefined)?.[key];
}

/**
 * A data page's loader in the browser (a navigation to it): the server loader's answer
 * through its `.data` request; when that request fails (a phone losing its signal between pages), no
 * answers instead of an error page, so the page renders in its frame at once and loads its lists
 * from the API itself: its loading text, the lists' retries (1 s, 2 s, 4 s), then its error text with
 * a Retry button. A redirect and a 4xx (an event that is gone) are passed on as they are.
 */
export async function pageDataOrLoadInPage({ serverLoader }: { serverLoader: () => Promise<unknown> }): Promise<unknown> {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response || (isRouteErrorResponse(error) && error.status < 500)) throw error;
    return {};
  }
}
