// Rewrites every prerendered page so that a first visit paints from the HTML alone
// (docs/decisions/048-paint-from-the-html.md). Runs in `npm run build:web`, before precompression.
//
// - The site stylesheet (one file, about 9 KB gzip) is copied into a <style> in the head. The
//   <link> the router rendered stays, with `disabled`, so hydration finds the element it expects
//   (React matches a stylesheet link by rel and href) while the browser neither fetches it nor
//   waits for it. A later visit still gets the CSS with the page, not from cache: the price of one
//   round trip less on every first visit over mobile data.
// - Module preloads get fetchpriority="low": module scripts never block rendering, so the page's
//   text and hero image go first on a thin connection and the hydration JS follows.
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
const modulePreload = /<link rel="modulepreload" href=/g;
const stylesheets = new Map();
let pages = 0;

for (const file of htmlFiles(root)) {
  const html = readFileSync(file, "utf8");
  let inlined = 0;
  const finished = html
    .replace(stylesheetLink, (_link, href) => {
      inlined++;
      if (!stylesheets.has(href)) {
        const css = readFileSync(path.join(root, href), "utf8");
        // The CSS goes inside an HTML element: it must not be able to close it.
        if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style"; it cannot be inlined`);
        stylesheets.set(href, css);
      }
      return `<style>${stylesheets.get(href)}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
    })
    .replace(modulePreload, '<link rel="modulepreload" fetchpriority="low" href=');
  // The SPA fallback shell has no stylesheet of its own; every real page has exactly one.
  if (inlined === 0 && !file.endsWith("__spa-fallback.html")) {
    throw new Error(`${path.relative(root, file)} has no stylesheet link to inline: did the root layout change?`);
  }
  writeFileSync(file, finished);
  pages++;
}
console.log(`inlined ${stylesheets.size} stylesheet(s) into ${pages} pages in ${path.relative(process.cwd(), root) || "."}`);
