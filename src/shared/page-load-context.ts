import type { ClubEvent } from "./api/events.ts";
import type { Lang } from "./lang.ts";

/**
 * What the server hands React Router for one render: the route loaders and
 * entry.server.tsx read it as their load context. The build's prerender hands none.
 */
// A type, not an interface: React Router's own AppLoadContext is a string-keyed record, which only a type literal satisfies.
export type PageLoadContext = {
  /** This render's nonce: every inline script of the page carries it, and the page's policy allows only it. */
  nonce: string;
  /**
   * The current answers of public lists, by API path, parsed from the very bytes the API sends
   * (the server's in-memory list cache); a list that cannot be read now is left out, and the page
   * then loads it in the browser.
   */
  readLists(apiPaths: readonly string[]): Promise<Record<string, unknown>>;
  /**
   * Data pages are rendered without their lists' rows (PAGE_ROWS=off): their loaders read none, and
   * the pages load them in the browser. An event's page reads its lists all the same.
   */
  withoutRows?: boolean;
  /** A personal page's data (a member card, a ticket), read by its server route, keyed as the page reads it. */
  personal?: Record<string, unknown>;
  /**
   * An event's link-preview picture (the events' cards/): its cover or the card the server
   * draws in the page's language, as a path with its size. Given by the server; the build's prerender has none.
   */
  eventOgImage?(event: ClubEvent, lang: Lang): { url: string; width: number; height: number; type: string };
};
