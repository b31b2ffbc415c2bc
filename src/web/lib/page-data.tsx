import { pageDataElementId, pageDataGlobalKey, parsePageData, type PageData } from "../../shared/page-data.ts";

/**
 * The API answers this page's HTML was rendered with (src/shared/page-data.ts), if any.
 *
 * - While the server renders a data page: the answers it put on `globalThis` for this render.
 * - At build time: none, so the prerendered pages keep their loading state and data preloads.
 * - In the browser: the answers in the page's `#page-data` element, read once, before hydration.
 */
export function currentPageData(): PageData | undefined {
  if (typeof document === "undefined") {
    return (globalThis as { [pageDataGlobalKey]?: PageData })[pageDataGlobalKey];
  }
  if (fromDocument === undefined) {
    const text = document.getElementById(pageDataElementId)?.textContent;
    fromDocument = (text ? parsePageData(text) : undefined) ?? null;
  }
  return fromDocument ?? undefined;
}
let fromDocument: PageData | null | undefined;

/**
 * Writes the answers into the page, in the root layout. In the browser it renders the text it read,
 * so hydration finds the element exactly as the server wrote it; on later pages it stays as it was.
 */
export function PageDataScript() {
  const data = currentPageData();
  if (!data || data.values.size === 0) return null;
  return <script type="application/json" id={pageDataElementId} dangerouslySetInnerHTML={{ __html: data.text }} />;
}
