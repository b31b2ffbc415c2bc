import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { pageDataFrom, pageDataGlobalKey } from "../../shared/page-data.ts";
import { finishPageHtml } from "./finish-html.ts";

/** Renders pages of the site at run time, as the build prerendered them, but with data. */
export interface PageRenderer {
  /**
   * The finished HTML of the page at `pathname` (e.g. "/events"), rendered with `values`: the
   * answers of the API paths it reads (e.g. { "/api/events": [...] }), which its components show
   * instead of their loading state and which the HTML carries for hydration (src/shared/page-data.ts).
   */
  render(pathname: string, values: Record<string, unknown>): Promise<string>;
}

/** The icon sprite the web build leaves beside the server build (scripts/finish-html.ts). */
export const iconSpriteFileName = "icon-sprite.svg";

/**
 * Loads the site's server build, kept by the web build in build/render (vite.config.ts), or
 * nothing if there is none (a server started without a web build, or tests with a fixture site).
 * `stylesheet(href)` gives the text of a built stylesheet, which the finished page inlines, as it
 * does the icon sprite kept beside the server build.
 */
export async function loadPageRenderer(renderDir: string, stylesheet: (href: string) => string): Promise<PageRenderer | undefined> {
  const entry = path.join(renderDir, "index.js");
  if (!existsSync(entry)) return undefined;
  const spritePath = path.join(renderDir, iconSpriteFileName);
  if (!existsSync(spritePath)) throw new Error(`${spritePath} is missing: the web build was interrupted; run npm run build`);
  const iconSprite = readFileSync(spritePath, "utf8");
  const [{ createRequestHandler }, build] = await Promise.all([
    import("react-router"),
    import(pathToFileURL(entry).href) as Promise<ServerBuild>,
  ]);
  const handle = createRequestHandler(build, "production");
  const slot = globalThis as { [pageDataGlobalKey]?: unknown };

  const renderNow = async (pathname: string, values: Record<string, unknown>) => {
    slot[pageDataGlobalKey] = pageDataFrom(values);
    try {
      // The URL the build prerendered the page from.
      const response = await handle(new Request(new URL(pathname === "/" ? "/" : `${pathname}/`, "http://localhost")));
      const html = await response.text();
      if (response.status !== 200) throw new Error(`rendering ${pathname} gave status ${response.status}`);
      return finishPageHtml(html, { stylesheet, iconSprite });
    } finally {
      delete slot[pageDataGlobalKey];
    }
  };

  // One render at a time, since the data travels in a global. A render takes a few milliseconds and
  // happens only when a list has changed.
  let previous: Promise<unknown> = Promise.resolve();
  return {
    render(pathname, values) {
      const next = previous.then(() => renderNow(pathname, values));
      previous = next.catch(() => undefined);
      return next;
    },
  };
}
