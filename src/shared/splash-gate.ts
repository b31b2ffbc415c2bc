// The home splash greets the first arrival of a browser session, not every visit to home
// (issue 21, docs/decisions/083-splash-once-per-session.md). The splash is in the prerendered HTML
// and runs on CSS alone; a few lines of inline script, which the finishing step
// (src/server/site-render/finish-html.ts) puts first in <body> of a page that has a splash, decide
// before the first paint whether it shows, and let a tap, a click or a key skip it, also before
// the page's JavaScript has loaded.

/** Set on <html> when the splash is not to be seen: splash.css hides it, the component removes it. */
export const splashSkipAttribute = "data-splash-skip";

/** The sessionStorage key the page-view log keeps its session id in (src/web/lib/page-views.ts). */
export const pageViewSessionKey = "page-view-session";

/** Noted in sessionStorage when the splash has been shown in this session. */
const splashShownKey = "splash-shown";

/**
 * The inline script. A session that has already shown the splash, or has already opened a page
 * (the page-view log's session id), skips it; where storage is refused, the splash shows as before.
 */
export const splashGateScript = [
  "{",
  `const skip = () => document.documentElement.setAttribute(${JSON.stringify(splashSkipAttribute)}, "");`,
  `try { if (sessionStorage.getItem(${JSON.stringify(splashShownKey)}) || sessionStorage.getItem(${JSON.stringify(pageViewSessionKey)})) skip(); else sessionStorage.setItem(${JSON.stringify(splashShownKey)}, "1"); } catch {}`,
  `for (const type of ["pointerdown", "keydown"]) addEventListener(type, skip, { capture: true, once: true });`,
  "}",
].join("\n");
