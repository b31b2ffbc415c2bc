// Ids that the site's components and the parts of every page's HTML the server adds
// (src/web/lib/document-parts.tsx, entry.server.tsx) agree on.

/** The id of the icon sprite's <svg>, which every page carries first in its <body>. */
export const iconSpriteId = "icon-sprite";

/** The id of an icon's <symbol> in the sprite: prefixed, so no page anchor can take it. */
export function iconSymbolId(name: string): string {
  return `icon-${name}`;
}

/** The site footer's id: a page's first render waits until it has been parsed. */
export const siteFooterId = "site-footer";

/**
 * The id of the <noscript> holding what React Router's <Scripts> rendered, which the page's inline
 * script starts after the first paint (src/web/lib/start-modules.ts).
 */
export const scriptsHolderId = "site-scripts";

/** Set on <html> when the home splash is not to be seen (src/features/home/ui/splash-gate.ts). */
export const splashSkipAttribute = "data-splash-skip";

/** The sessionStorage key of the page-view log's session id (src/features/page-views/ui/page-views.ts), which the splash gate reads too. */
export const pageViewSessionKey = "page-view-session";
