// Finishes every prerendered page (src/server/site-render/finish-html.ts: stylesheet inlined, icon
// sprite in the page, hydration after the first paint). Runs in `npm run build:web`, after
// `react-router build` and before precompression. The sprite is also copied beside the site's server
// build (build/render), so that the pages the server renders again with their rows get the same one.
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { finishPageHtml } from "../src/server/site-render/finish-html.ts";
import { iconSpriteFileName } from "../src/server/site-render/page-renderer.ts";
import { spriteFile } from "./write-icon-sprite.ts";

const root = path.resolve(process.argv[2] ?? "build/client");
const renderDir = path.resolve(root, "..", "render");

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* htmlFiles(file);
    else if (name.endsWith(".html")) yield file;
  }
}

const stylesheets = new Map<string, string>();
const stylesheet = (href: string) => {
  if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(path.join(root, href), "utf8"));
  return stylesheets.get(href) ?? "";
};

const iconSprite = readFileSync(spriteFile, "utf8");
if (existsSync(renderDir)) copyFileSync(spriteFile, path.join(renderDir, iconSpriteFileName));

let pages = 0;
for (const file of htmlFiles(root)) {
  try {
    writeFileSync(file, finishPageHtml(readFileSync(file, "utf8"), { stylesheet, iconSprite }));
  } catch (error) {
    throw new Error(`${path.relative(root, file)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  pages++;
}
console.log(`${pages} pages in ${path.relative(process.cwd(), root) || "."}: stylesheet and icons inlined, hydration after first paint`);
