// Rewrites a rendered page so that a first visit paints from the HTML alone, and the hydration
// JavaScript follows the first paint instead of competing with it
// (docs/decisions/048-paint-from-the-html.md). The build runs it on every prerendered page
// (scripts/finish-html.ts); the server on every data page it renders with its rows (page-renderer.ts).
//
// - The site stylesheet (one file, about 8 KB gzip) is copied into a <style> in the head. The
//   <link> the router rendered stays, with `disabled`, so hydration finds the element it expects
//   (React matches a stylesheet link by rel and href) while the browser neither fetches it nor
//   waits for it.
// - The router's module preloads and its inline module script (which imports the route modules
//   and then the client entry) are replaced by one inline module that waits for the first frame
//   to be painted, then adds the same preloads (all at once, so there is no import waterfall) and
//   runs the same imports. On a phone the page is readable as soon as its HTML has arrived; the
//   JS arrives a frame later than it would have, and the page is hydrated right after. The
//   preload links React renders during hydration find the modules already loaded.
// - That module first notes taps and form submits made before hydration, which the app replays
//   once hydrated (src/shared/early-input.ts).

import { earlyInputListener } from "../../shared/early-input.ts";

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const modulePreload = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const routerModuleScript = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const staticImport = /^import (?:\* as (\w+) from )?("\/assets\/[^"]+\.js");\s*/;

/**
 * The router's script is `import "/assets/manifest.js"; import * as route0 from "/assets/root.js";
 * ... window.__reactRouterRouteModules = {...}; import("/assets/entry.client.js");`. Its static
 * imports become dynamic ones that start after the first paint.
 */
function deferredModuleScript(routerScript: string, preloads: string[]): string {
  let rest = routerScript.trim();
  const bindings: string[] = [];
  const specifiers: string[] = [];
  for (let match = staticImport.exec(rest); match; match = staticImport.exec(rest)) {
    bindings.push(match[1] ?? "");
    specifiers.push(match[2] ?? "");
    rest = rest.slice(match[0].length);
  }
  if (specifiers.length === 0 || !rest.startsWith("window.__reactRouterRouteModules") || /\bimport /.test(rest)) {
    throw new Error("React Router's module script has changed shape; update src/server/site-render/finish-html.ts");
  }
  return [
    earlyInputListener,
    // A page opened in a background tab paints nothing until it is shown, so it must not wait.
    'if (document.visibilityState === "visible") await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));',
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${bindings.join(", ")}] = await Promise.all([${specifiers.map((s) => `import(${s})`).join(", ")}]);`,
    rest,
  ].join("\n");
}

/**
 * The finished page. `stylesheet(href)` gives the text of a stylesheet the page links, e.g.
 * "/assets/root-abc123.css". Throws if the page does not have the shape the router gives every page
 * (one stylesheet link, one module script, some module preloads).
 */
export function finishPageHtml(html: string, stylesheet: (href: string) => string): string {
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? "");
  let inlined = 0;
  let deferred = 0;
  const finished = html
    .replace(stylesheetLink, (_link, href: string) => {
      inlined++;
      const css = stylesheet(href);
      // The CSS goes inside an HTML element: it must not be able to close it.
      if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style"; it cannot be inlined`);
      return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
    })
    .replace(modulePreload, "")
    .replace(routerModuleScript, (_script, body: string) => {
      deferred++;
      return `<script type="module" async="">${deferredModuleScript(body, preloads)}</script>`;
    });
  if (inlined !== 1 || deferred !== 1 || preloads.length === 0) {
    throw new Error(
      `expected one stylesheet link, one module script and some module preloads, found ${inlined}, ${deferred} and ${preloads.length}: did the root layout change?`,
    );
  }
  return finished;
}
