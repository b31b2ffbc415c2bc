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
//   and then the client entry) are replaced by one inline module that waits for the first paint
//   to be on screen, then adds the same preloads (all at once, so there is no import waterfall) and
//   runs the same imports. On a phone the page is readable as soon as its HTML has arrived; the
//   JS arrives a frame later than it would have, and the page is hydrated right after. The
//   preload links React renders during hydration find the modules already loaded.
// - That module first notes taps and form submits made before hydration, which the app replays
//   once hydrated (src/shared/early-input.ts).
//
// And so that the main thread never has one long task to run on a first visit
// (docs/decisions/060-no-long-task-on-a-first-visit.md):
// - The icon sprite goes first in <body>, so <Icon>'s <use href="#icon-…"> finds its drawing in the
//   page itself. An external sprite file made the browser build a second document for it, a task
//   of 10-20 ms on the main thread, arriving after the first paint.
// - The first render waits until the footer has been parsed (<link rel="expect" blocking="render">),
//   so the page is laid out once, whole. Otherwise the browser may paint when its parser first
//   yields, then lay out the rest of the page in one long task after that paint; which of the two
//   happened changed from one load of the same page to the next. The HTML is one or two round
//   trips, so the wait is a few milliseconds of parsing.
// - A page with the home splash gets, right after the sprite, the splash's inline gate
//   (src/shared/splash-gate.ts): before the first paint it decides whether this session sees the
//   splash, and lets a tap or a key skip it (decision 083).
// - The modules are evaluated one per task, the framework chunk first, with a yield to the browser
//   between them, instead of the whole module graph in one task.

import { earlyInputListener } from "../../shared/early-input.ts";
import { iconSpriteId, siteFooterId } from "../../shared/page-shell.ts";
import { splashGateScript } from "../../shared/splash-gate.ts";

/** The parts of the built site a finished page takes in. */
export interface SiteParts {
  /** The text of a stylesheet the page links, e.g. stylesheet("/assets/root-abc123.css"). */
  stylesheet(href: string): string;
  /** The icon sprite, scripts/write-icon-sprite.ts: one hidden <svg> of <symbol>s. */
  iconSprite: string;
}

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const modulePreload = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const routerModuleScript = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const staticImport = /^import (?:\* as (\w+) from )?("\/assets\/[^"]+\.js");\s*/;
const bodyStart = /<body(?:\s[^>]*)?>/g;
/** The attribute the home splash's element carries (splash-screen.tsx). */
const splashElementAttribute = "data-splash";
/** React, React DOM and the router: the chunk vite.config.ts names "framework". */
const frameworkChunk = /^\/assets\/framework-[\w-]+\.js$/;

/**
 * An expression that resolves once the page's first contentful paint is on screen: the browser
 * reports that paint (Paint Timing) when the frame is presented, which can be tens of milliseconds
 * after the frame was drawn. Waiting only for a frame (requestAnimationFrame, then a task) let the
 * modules download before the paint was shown, and Lighthouse then counted them as needed for it
 * (a simulated FCP of 1.4 s instead of 0.85 s in one run). Where Paint Timing is missing, one frame;
 * if no paint is reported within 3 s, the page goes on regardless.
 */
const untilFirstPaintShown = `new Promise((shown) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(shown, 0));
  const observer = new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length > 0) done(); });
  const timer = setTimeout(() => done(), 3000);
  const done = () => { observer.disconnect(); clearTimeout(timer); shown(); };
  observer.observe({ type: "paint", buffered: true });
})`;

/**
 * The router's script is `import "/assets/manifest.js"; import * as route0 from "/assets/root.js";
 * ... window.__reactRouterRouteModules = {...}; import("/assets/entry.client.js");`. Its static
 * imports become dynamic ones that start after the first paint, each module evaluated in a task of
 * its own: the framework chunk (the largest) first, then the router's modules in its order, with a
 * yield between them (scheduler.yield() where there is one: the page goes on before other tasks).
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
  const framework = preloads.find((href) => frameworkChunk.test(href));
  const evaluations = [
    ...(framework ? [`await import(${JSON.stringify(framework)});`] : []),
    ...specifiers.map((specifier, i) => `${bindings[i] ? `const ${bindings[i]} = ` : ""}await import(${specifier});`),
  ];
  return [
    earlyInputListener,
    // A page opened in a background tab paints nothing until it is shown, so it must not wait.
    `if (document.visibilityState === "visible") await ${untilFirstPaintShown};`,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    'const nextTask = () => (globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0)));',
    ...evaluations.map((evaluation) => `${evaluation} await nextTask();`),
    rest,
  ].join("\n");
}

/**
 * The finished page. Throws if the page does not have the shape the router gives every page (one
 * stylesheet link, one module script, some module preloads, one <body>), or if the sprite is not
 * the one <svg> with the id <Icon> expects.
 */
export function finishPageHtml(html: string, { stylesheet, iconSprite }: SiteParts): string {
  const oneSvg = iconSprite.startsWith("<svg ") && iconSprite.endsWith("</svg>") && iconSprite.indexOf("<svg", 1) === -1;
  if (!oneSvg || !iconSprite.slice(0, iconSprite.indexOf(">")).includes(` id="${iconSpriteId}"`)) {
    throw new Error(`the icon sprite is not one <svg id="${iconSpriteId}">: run scripts/write-icon-sprite.ts`);
  }
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? "");
  let inlined = 0;
  let deferred = 0;
  let bodies = 0;
  const hasSplash = html.includes(` ${splashElementAttribute}=""`);
  const finished = html
    .replace(stylesheetLink, (_link, href: string) => {
      inlined++;
      const css = stylesheet(href);
      // The CSS goes inside an HTML element: it must not be able to close it.
      if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style"; it cannot be inlined`);
      return (
        `<link rel="expect" href="#${siteFooterId}" blocking="render"/>` +
        `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`
      );
    })
    .replace(bodyStart, (tag) => {
      bodies++;
      return tag + iconSprite + (hasSplash ? `<script>${splashGateScript}</script>` : "");
    })
    .replace(modulePreload, "")
    .replace(routerModuleScript, (_script, body: string) => {
      deferred++;
      return `<script type="module" async="">${deferredModuleScript(body, preloads)}</script>`;
    });
  if (inlined !== 1 || deferred !== 1 || preloads.length === 0 || bodies !== 1) {
    throw new Error(
      `expected one stylesheet link, one module script, some module preloads and one <body>, found ${inlined}, ${deferred}, ${preloads.length} and ${bodies}: did the root layout change?`,
    );
  }
  return finished;
}
