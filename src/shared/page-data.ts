/**
 * The API answers a data page was rendered with, carried in its HTML (docs/decisions/057).
 *
 * The server renders a data page with the rows of its lists (src/server/site-render) and writes the
 * same answers into the page as `<script type="application/json" id="page-data">`, so the browser
 * shows the rows from the HTML and hydrates with exactly the data they were rendered from.
 */

/** The id of the script element that carries the answers. */
export const pageDataElementId = "page-data";

/**
 * While the server renders a page, the answers it renders with sit on `globalThis` under this key:
 * the render runs inside React Router's server build, a separate bundle with its own copy of every
 * web module, so a global is the one thing both sides see. Renders run one at a time.
 */
export const pageDataGlobalKey = Symbol.for("science-club.page-data");

/** The answers of one render, keyed by API path, with the text written into the page. */
export interface PageData {
  values: ReadonlyMap<string, unknown>;
  /** JSON that is safe inside a script element: it can neither close it nor open a comment. */
  text: string;
}

export function pageDataFrom(values: Record<string, unknown>): PageData {
  const text = JSON.stringify(values)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return { values: new Map(Object.entries(values)), text };
}

/** Reads the text written by pageDataFrom back; anything else gives no data. */
export function parsePageData(text: string): PageData | undefined {
  try {
    const values: unknown = JSON.parse(text);
    if (typeof values !== "object" || values === null || Array.isArray(values)) return undefined;
    return { values: new Map(Object.entries(values)), text };
  } catch {
    return undefined;
  }
}
