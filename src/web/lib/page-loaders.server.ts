import type { LoaderFunctionArgs } from "react-router";
import { listsOfPage } from "../../shared/data-pages.ts";
import type { SitePath } from "../../shared/routes.ts";

// Route loaders (docs/decisions/125). Server only: React Router keeps loaders, and this module, out
// of the browser's code.

/**
 * A data page's loader: the current answers of the lists the page shows (shared/data-pages.ts),
 * keyed by API path, read in the server's memory through the load context. A list the server
 * cannot read now is left out, and the page loads it in the browser.
 */
export function listsLoader(page: SitePath) {
  const lists = listsOfPage(page) ?? [];
  return ({ context }: LoaderFunctionArgs): Promise<Record<string, unknown>> => context.readLists(lists);
}

/** A personal page's loader: what its server route read (a member card, a ticket). */
export function personalLoader({ context }: LoaderFunctionArgs): Record<string, unknown> {
  return context.personal ?? {};
}
