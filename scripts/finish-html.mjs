// Rewrites every prerendered page so that a first visit paints from the HTML alone, and the
// hydration JavaScript follows the first paint instead of competing with it
// (docs/decisions/048-paint-from-the-html.md). Runs in `npm run build:web`, before precompression.
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
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? "build/client");

function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* htmlFiles(file);
    else if (name.endsWith(".html")) yield file;
  }
}

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const modulePreload = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const routerModuleScript = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const staticImport = /^import (?:\* as (\w+) from )?("\/assets\/[^"]+\.js");\s*/;
const stylesheets = new Map();

function inlineStylesheet(href) {
  if (!stylesheets.has(href)) {
    const css = readFileSync(path.join(root, href), "utf8");
    // The CSS goes inside an HTML element: it must not be able to close it.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style"; it cannot be inlined`);
    stylesheets.set(href, css);
  }
  return `<style>${stylesheets.get(href)}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
}

/**
 * The router's script is `import "/assets/manifest.js"; import * as route0 from "/assets/root.js";
 * ... window.__reactRouterRouteModules = {...}; import("/assets/entry.client.js");`. Its static
 * imports become dynamic ones that start after the first paint.
 */
function deferredModuleScript(routerScript, preloads) {
  let rest = routerScript.trim();
  const bindings = [];
  const specifiers = [];
  for (let match = staticImport.exec(rest); match; match = staticImport.exec(rest)) {
    bindings.push(match[1] ?? "");
    specifiers.push(match[2]);
    rest = rest.slice(match[0].length);
  }
  if (specifiers.length === 0 || !rest.startsWith("window.__reactRouterRouteModules") || /\bimport /.test(rest)) {
    throw new Error("React Router's module script has changed shape; update scripts/finish-html.mjs");
  }
  return [
    // A page opened in a background tab paints nothing until it is shown, so it must not wait.
    'if (document.visibilityState === "visible") await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));',
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${bindings.join(", ")}] = await Promise.all([${specifiers.map((s) => `import(${s})`).join(", ")}]);`,
    rest,
  ].join("\n");
}

let pages = 0;
for (const file of htmlFiles(root)) {
  const html = readFileSync(file, "utf8");
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  let inlined = 0;
  let deferred = 0;
  const finished = html
    .replace(stylesheetLink, (_link, href) => {
      inlined++;
      return inlineStylesheet(href);
    })
    .replace(modulePreload, "")
    .replace(routerModuleScript, (_script, body) => {
      deferred++;
      return `<script type="module" async="">${deferredModuleScript(body, preloads)}</script>`;
    });
  if (inlined !== 1 || deferred !== 1 || preloads.length === 0) {
    throw new Error(
      `${path.relative(root, file)}: expected one stylesheet link, one module script and some module preloads, found ${inlined}, ${deferred} and ${preloads.length}: did the root layout change?`,
    );
  }
  writeFileSync(file, finished);
  pages++;
}
console.log(`${pages} pages in ${path.relative(process.cwd(), root) || "."}: stylesheet inlined, hydration after first paint`);
