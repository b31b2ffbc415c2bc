// The home splash greets the first arrival of a browser session, not every visit to home
// (docs/decisions/083-first-visit-fixes.md). The splash is in the prerendered HTML
// and runs on CSS alone; a few lines of inline script, which the root layout (src/web/lib/document-parts.tsx) puts
// near the start of <body> of home, the page with the splash, decide
// before the first paint whether it shows, and let a tap, a click or a key skip it, also before
// the page's JavaScript has loaded. This module is for the build and the server only: the browser's
// code takes the two names it shares with the script from page-shell.ts, without the script's text.

import { pageViewSessionKey, splashSkipAttribute } from "#shared/page-shell.ts";

export { pageViewSessionKey, splashSkipAttribute };

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
